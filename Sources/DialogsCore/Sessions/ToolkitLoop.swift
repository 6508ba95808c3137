/// What every backend does whatever the kind: opens the display and runs the toolkit's main
/// loop. A backend is one (``DialogBackend``) with a presenter for every kind; the sessions know
/// only this part of it.
@MainActor
package protocol ToolkitLoop: AnyObject {
    /// Opens the display and connects Swift's main queue to the backend's loop; safe to call again.
    func start() throws(DialogError)
    /// Whether ``start()`` has opened the display.
    var isStarted: Bool { get }
    /// Runs the backend's main loop until ``stopLoop()``.
    func runLoop()
    /// Leaves the innermost running loop; false when no loop is running.
    func stopLoop() -> Bool
}
