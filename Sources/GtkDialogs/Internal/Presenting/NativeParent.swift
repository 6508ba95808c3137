import CGtk
import CGtkBridge
import DialogsGLib

/// Resolves the public parent handle to a GTK window.
@MainActor
enum NativeParent {
    static func window(_ parent: ParentWindow?) -> UnsafeMutablePointer<GtkWindow>? {
        guard let pointer = parent?.gtkWindow else { return nil }
        guard gd_is_window(pointer) != 0 else {
            Diagnostics.warn("the parent is not a GtkWindow; showing the dialog without a parent")
            return nil
        }
        return gd_window(pointer)
    }

    /// The parent as the desktop portal names a window: `x11:XID` on X11, on Wayland the handle
    /// GDK exports through xdg-foreign; none without a parent.
    static func portalParent(_ parent: ParentWindow?) -> PortalParent {
        // Another program's window: its handle is already in the form the portal takes.
        if let handle = parent?.handle { return PortalParent(handle: handle.portalParentWindow) }
        guard let window = window(parent), let widget = gd_widget(window) else { return PortalParent(handle: "") }
        let xid = gd_window_xid(widget)
        if xid != 0 { return PortalParent(handle: "x11:" + String(xid, radix: 16)) }
        return PortalParent(
            exporting: UnsafeMutableRawPointer(widget),
            start: { box in gd_window_export_handle(widget, exportedHandleTrampoline, box, releaseBox) != 0 },
            end: { gd_window_unexport_handle(widget) })
    }
}
