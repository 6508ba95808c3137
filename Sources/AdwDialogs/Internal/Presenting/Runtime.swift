import CAdw
import DialogsGLib

/// GTK 4's side of starting, running and leaving the main loop. GTK 4 has no `gtk_main`: the
/// backend runs a GMainLoop of its own, and libadwaita's styles are loaded once GTK is.
@MainActor
enum Runtime {
    static var isInitialized: Bool { gdk_display_get_default() != nil }
    private static var loop: OpaquePointer?

    /// Opens the display (unless the host app did), loads libadwaita and connects Swift's main
    /// queue to GLib's loop.
    static func initialize() throws(DialogError) {
        if !isInitialized {
            guard gtk_init_check() != 0 else { throw DialogError.noDisplayInThisSession }
        }
        adw_init()  // once GTK is up; it does nothing the second time
        MainQueueSource.install()
    }

    static func runLoop() {
        MainQueueSource.install()
        let loop = g_main_loop_new(nil, 0)
        self.loop = loop
        g_main_loop_run(loop)
        self.loop = nil
        g_main_loop_unref(loop)
    }

    static func stopLoop() -> Bool {
        guard let loop, g_main_loop_is_running(loop) != 0 else { return false }
        g_main_loop_quit(loop)
        return true
    }

    static var liveCallbackBoxes: Int { BoxCounter.live.load(ordering: .relaxed) }
}
