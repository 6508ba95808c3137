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
