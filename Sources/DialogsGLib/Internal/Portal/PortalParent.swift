import CGLib
import DialogsCore

/// The C callback a toolkit's bridge calls with a window's exported handle: the box's handler
/// gets it as text.
package let exportedHandleTrampoline: @convention(c) (UnsafePointer<gchar>?, gpointer?) -> Void = { handle, data in
    CallbackBox<String, Void>.call(data, with: handle.map { String(cString: $0) } ?? "")
}

/// A chooser's parent window as the desktop portal names it: `x11:` and its window id, known at
/// once, or on Wayland `wayland:` and a handle the toolkit exports through xdg-foreign first (the
/// portal imports it to parent its picker), kept exported until the picker is gone.
///
/// ```swift
/// let parent = PortalParent(handle: "x11:" + String(xid, radix: 16))
/// ```
@MainActor
package final class PortalParent {
    private let known: String?
    private let window: gpointer?
    private let start: (@MainActor (_ box: gpointer) -> Bool)?
    private let end: (@MainActor () -> Void)?
    private var exported = false

    /// A handle known now; "" for no parent.
    package init(handle: String) {
        known = handle
        window = nil
        start = nil
        end = nil
    }

    /// A window whose handle the toolkit exports: `start` hands the bridge a `CallbackBox<String,
    /// Void>` (+1, released through `releaseBox`) to call through ``exportedHandleTrampoline`` with
    /// the handle, and says false when it cannot (not on Wayland); `end` unexports.
    package init(
        exporting window: gpointer, start: @escaping @MainActor (_ box: gpointer) -> Bool,
        end: @escaping @MainActor () -> Void
    ) {
        known = nil
        self.window = window
        self.start = start
        self.end = end
    }

    /// Calls `handed` once with the handle: at once, or once the toolkit has exported the window
    /// ("" when it cannot).
    func handle(_ handed: @escaping @MainActor (String) -> Void) {
        if let known { return handed(known) }
        guard let window, let start, !exported else { return handed("") }
        g_object_ref(window)  // kept until the export ends
        exported = true
        let box = CallbackBox<String, Void> { handed($0.isEmpty ? "" : "wayland:" + $0) }
        guard start(box.retainedPointer()) else {
            exported = false
            g_object_unref(window)
            return handed("")
        }
    }

    /// Ends the export, once the picker is gone (its box goes with it).
    func release() {
        guard exported, let window else { return }
        exported = false
        end?()
        g_object_unref(window)
    }
}
