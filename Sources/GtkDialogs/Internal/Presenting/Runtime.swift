import CGtk
import CGtkBridge
import DialogsGLib
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
            // Translators: %s is an environment variable's name (DISPLAY, WAYLAND_DISPLAY).
            guard let value = getenv(name) else { return TextDomain.library.format("%s is not set", name) }
            return "\(name)=\(String(cString: value))"
        }
        // Translators: the first %s says what DISPLAY is, the second what WAYLAND_DISPLAY is.
        return TextDomain.library.format(
            "cannot open a display (%1$s, %2$s); run inside a desktop session, or set DISPLAY to a running X "
                + "server (e.g. Xvfb)", variable("DISPLAY"), variable("WAYLAND_DISPLAY"))
    }
}
