/// The one place that decides who answers a dialog: the installed
/// ``DialogResponder`` (DialogsTesting), or a person at a GTK window.
@MainActor
enum DialogPresenter {
    /// Shows the dialog and remembers it in `presented` (for `dismiss()`).
    ///
    /// - Parameters:
    ///   - request: builds the scripted request, when a responder is installed.
    ///   - window: builds and shows the GTK window otherwise.
    ///   - unavailable: ends the dialog as dismissed when GTK cannot start (no display);
    ///     delivered after `show` has returned, as every answer is.
    /// - Returns: what a cancelled `async` caller dismisses.
    static func present(
        presented: inout PresentedSessions, request: () -> DialogRequest, window: () -> any Dismissible,
        unavailable: @escaping @MainActor () -> Void
    ) -> (any Dismissible)? {
        if let answer = scripted(presented: &presented, request: request) { return answer }
        guard Runtime.ensureInitialized() else {
            Runtime.deliverLater(unavailable)
            return nil
        }
        let session = window()
        presented.add(session)
        return session
    }

    /// Hands the request to the installed responder, if there is one, and returns what dismisses it.
    static func scripted(
        presented: inout PresentedSessions, request: () -> DialogRequest
    ) -> (any Dismissible)? {
        guard let responder = DialogInterception.responder else { return nil }
        let request = request()
        DialogInterception.register(request)
        presented.add(request.answer)
        responder.present(request)
        return request.answer
    }
}
