/// One kind's way of being shown, made by the kind each time it is shown: its description, its
/// scripted request, and how its answer is made from an ending and the window's state.
@MainActor
package struct Presentation<Response> {
    private let start: @MainActor (ParentWindow?, Duration?, @escaping @MainActor (Response) -> Void) -> StartedSession

    /// - Parameters:
    ///   - request: the scripted request a DialogsTesting user answers instead of a window.
    ///   - answer: the kind's answer for an ending and the state the window reported with it.
    ///   - started: runs once the window or request is up (a list starts feeding its rows).
    package init<Description: DialogDescription>(
        _ description: Description,
        request: @escaping @MainActor (DialogSession<Description>) -> any ScriptedDialog,
        answer: @escaping @MainActor (DialogEnding, Description.State) -> Response,
        started: @escaping @MainActor (DialogSession<Description>) -> Void = { _ in }
    ) {
        start = { parent, timeout, handler in
            let session = AnsweringSession(
                description, parent: parent, timeout: timeout, answer: answer, handler: handler)
            do {
                try session.present(request: request)
            } catch {
                return StartedSession(session: session, failure: error)
            }
            started(session)
            return StartedSession(session: session, failure: nil)
        }
    }

    /// A showing answered already (an alert whose "Don't ask again" box was ticked): no window and
    /// no scripted request; the session ends with `ending` once `show` has returned, unless it is
    /// dismissed first.
    package init<Description: DialogDescription>(
        _ description: Description, answeredWith ending: DialogEnding,
        answer: @escaping @MainActor (DialogEnding, Description.State) -> Response
    ) {
        start = { parent, timeout, handler in
            let session = AnsweringSession(
                description, parent: parent, timeout: timeout, answer: answer, handler: handler)
            LateDeliveries.add { session.end(ending, state: description.initialState) }
            return StartedSession(session: session, failure: nil)
        }
    }

    /// Shows the dialog; `handler` gets the answer once.
    package func present(
        parent: ParentWindow?, timeout: Duration?, handler: @escaping @MainActor (Response) -> Void
    ) -> StartedSession {
        start(parent, timeout, handler)
    }
}

/// A session just shown, or what kept its window from showing (no display, no notification
/// service); such a session is still open, and whoever showed it decides how it ends.
@MainActor
package struct StartedSession {
    package let session: any Session
    package let failure: (any Error)?
}

extension DialogSession {
    /// Hands this session to the scripted responder when one is installed, else to the backend:
    /// the one place that decides who shows a dialog.
    ///
    /// - Throws: what the backend throws when it cannot show the window (no display, a notification
    ///   service that is not running); the session is then still open, and the caller ends it.
    func present(request: (DialogSession<Description>) -> any ScriptedDialog) throws {
        if let responder = DialogInterception.responder {
            DialogInterception.hand(request(self), to: responder)
            return
        }
        let backend = try DialogBackends.backend()
        OpenSessions.handedToBackend += 1
        try Description.show(self, on: backend)
        OpenSessions.add(self)
    }
}
