/// One kind's way of being shown, made by the kind each time it is shown: its description, its
/// scripted request, and how its answer is made from an ending and the window's state.
@MainActor
package struct Showing<Response> {
    private let start: @MainActor (ParentWindow?, Duration?, @escaping @MainActor (Response) -> Void) -> Presented

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
                try Presentation.present(session, request: request)
            } catch {
                return Presented(session: session, failure: error)
            }
            started(session)
            return Presented(session: session, failure: nil)
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
            return Presented(session: session, failure: nil)
        }
    }

    /// Shows the dialog; `handler` gets the answer once.
    package func present(
        parent: ParentWindow?, timeout: Duration?, handler: @escaping @MainActor (Response) -> Void
    ) -> Presented {
        start(parent, timeout, handler)
    }
}

/// A session just shown, or what kept its window from showing (no display, no notification
/// service); such a session is still open, and whoever showed it decides how it ends.
@MainActor
package struct Presented {
    package let session: any ShownSession
    package let failure: (any Error)?
}
