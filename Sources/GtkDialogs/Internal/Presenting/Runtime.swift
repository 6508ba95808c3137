import CGtk
import CGtkBridge
import DialogsGLib

/// GTK's side of starting, running and leaving the main loop.
@MainActor
enum Runtime {
    static var isInitialized: Bool { gdk_display_get_default() != nil }

    /// Opens the display (unless the host app did) and connects Swift's main queue to GTK's loop.
    static func initialize() throws(DialogError) {
        if !isInitialized {
            guard gtk_init_check(nil, nil) != 0 else {
                throw DialogError.noDisplayInThisSession
            }
        }
        MainQueueSource.install()
    }

    static var liveCallbackBoxes: Int { BoxCounter.live.load(ordering: .relaxed) }
}
