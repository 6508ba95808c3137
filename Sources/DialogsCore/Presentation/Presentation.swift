/// The one place that decides who shows a dialog: the installed scripted user (DialogsTesting),
/// or the backend's window for a person.
@MainActor
package enum Presentation {
    /// Hands `session` to the scripted responder when one is installed, else to the backend.
    ///
    /// - Throws: what the backend throws when it cannot show the window (no display, a notification
    ///   service that is not running); the session is then still open, and the caller ends it.
    static func present<Description>(
        _ session: DialogSession<Description>, request: (DialogSession<Description>) -> any ScriptedDialog
    ) throws {
        if let responder = DialogInterception.responder {
            DialogInterception.hand(request(session), to: responder)
            return
        }
        guard let backend = DialogBackends.current else { throw DialogError.noBackend }
        try backend.show(session)
        OpenSessions.add(session)
    }
}

/// Answers for dialogs that could not be shown, delivered after `show` has returned: from the main
/// queue, or from ``Dialogs/run()`` when no loop will ever drain it.
@MainActor
package enum LateDeliveries {
    private static var pending: [@MainActor () -> Void] = []

    package static func add(_ delivery: @escaping @MainActor () -> Void) {
        pending.append(delivery)
        Task { @MainActor in deliverAll() }
    }

    static func deliverAll() {
        while !pending.isEmpty {
            pending.removeFirst()()
        }
    }
}
