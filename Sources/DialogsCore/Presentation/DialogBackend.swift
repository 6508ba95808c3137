/// What shows dialogs on a screen: GtkDialogs' GTK 3 backend, or another one that implements
/// a window for each kind. It registers itself when its module is linked (``DialogBackends``).
@MainActor
package protocol DialogBackend: AnyObject {
    /// Opens the display and connects Swift's main queue to the backend's loop; safe to call again.
    func start() throws(DialogError)
    /// Whether ``start()`` has opened the display.
    var isStarted: Bool { get }
    /// Runs the backend's main loop until ``stopLoop()``.
    func runLoop()
    /// Leaves the innermost running loop; false when no loop is running.
    func stopLoop() -> Bool
    /// Shows the session's window (opening the display first when the kind needs one); the window
    /// attaches itself to the session and ends it.
    func show<Description: DialogDescription>(_ session: DialogSession<Description>) throws
}

/// The backend dialogs are shown with: the one whose module registered itself at load time.
@MainActor
package enum DialogBackends {
    /// Set once, before `main`, by the backend module's load-time constructor.
    nonisolated(unsafe) package static var factory: (@MainActor () -> any DialogBackend)?
    /// The toolkit's own translation of one of its button labels (`_OK` → `_Abbrechen`…), set with
    /// ``factory``; without a backend the labels stay in English.
    nonisolated(unsafe) package static var translateLabel: (@Sendable (String) -> String)?

    private static var made: (any DialogBackend)?

    /// The linked backend; nil when none is (an app's tests that import only DialogsCore).
    package static var current: (any DialogBackend)? {
        if made == nil, let factory { made = factory() }
        return made
    }

    /// The backend, started; throws when there is none or it cannot open a display.
    static func started() throws(DialogError) -> any DialogBackend {
        guard let backend = current else { throw DialogError.noBackend }
        try backend.start()
        return backend
    }
}
