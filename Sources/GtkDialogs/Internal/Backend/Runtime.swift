import CGtk
import CGtkBridge
import Glibc

/// GTK's side of starting, running and leaving the main loop.
@MainActor
enum Runtime {
    static var isInitialized: Bool { gdk_display_get_default() != nil }

    /// Opens the display (unless the host app did) and connects Swift's main queue to GTK's loop.
    static func initialize() throws(DialogError) {
        if !isInitialized {
            guard gtk_init_check(nil, nil) != 0 else {
                throw DialogError.noDisplay(displayDescription())
            }
        }
        MainQueueSource.install()
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
