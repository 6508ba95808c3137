/// How the tests run a GTK 4 program (gtk4-stories, gtk4-dialogs) on their display: on X with GL
/// disabled, under the Wayland pass's sway with the cairo renderer (GL takes seconds to start
/// there), on `bus`, a session bus of the test's own (GTK 4 asks for the portal and the
/// accessibility bus at start-up; on a bus that cannot start them it does not wait).
enum Gtk4Environment {
    static func on(_ bus: PrivateSessionBus) -> [String: String] {
        with(bus.environment)
    }

    /// `base` (a session bus's environment and more) with GTK 4's renderer and backend set.
    static func with(_ base: [String: String]) -> [String: String] {
        var environment = base
        if DisplayServer.isWayland {
            environment["GSK_RENDERER"] = "cairo"
        } else {
            environment["GDK_BACKEND"] = "x11"
            environment["GDK_DEBUG"] = "gl-disable"
        }
        return environment
    }
}
