import CGtk
import CGtkBridge
import Glibc

/// GTK set-up shared by every dialog kind.
@MainActor
enum Runtime {
    static var isInitialized: Bool { gdk_display_get_default() != nil }

    static func initialize() throws(DialogError) {
        if DialogInterception.responder != nil { return }  // scripted: no display needed
        if !isInitialized {
            guard gtk_init_check(nil, nil) != 0 else {
                throw DialogError.noDisplay(displayDescription())
            }
        }
        MainQueueSource.install()
    }

    /// Used by `show`: hosts may have called `gtk_init` themselves.
    static func ensureInitialized() -> Bool {
        do {
            try initialize()
            return true
        } catch {
            Diagnostics.warn("\(error)")
            return false
        }
    }

    static func run() {
        MainQueueSource.install()
        gtk_main()
    }

    static func quit() {
        DialogInterception.dismissAll()
        for session in DialogSession.open.reversed() {
            session.dismiss()
        }
        if gtk_main_level() > 0 {
            gtk_main_quit()
        }
    }

    static var liveCallbackBoxes: Int { BoxCounter.live.load(ordering: .relaxed) }

    private static func displayDescription() -> String {
        func variable(_ name: String) -> String {
            guard let value = getenv(name) else { return "\(name) is not set" }
            return "\(name)=\(String(cString: value))"
        }
        return "cannot open a display (\(variable("DISPLAY")), \(variable("WAYLAND_DISPLAY"))); "
            + "run inside a desktop session, or set DISPLAY to a running X server (e.g. Xvfb)"
    }
}

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
}

/// Problems the library works around, reported on stderr for the developer.
enum Diagnostics {
    static func warn(_ message: String) {
        let line = "GtkDialogs: \(message)\n"
        _ = line.withCString { write(STDERR_FILENO, $0, strlen($0)) }
    }
}
