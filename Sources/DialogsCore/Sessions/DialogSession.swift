/// One showing of a dialog, as its window or scripted request sees it: the kind's description,
/// where and how long it shows, and ``end(_:state:)``, the one way it ends. It ends exactly once,
/// whoever ends it — its window, its scripted request, `dismiss()`, `Dialogs.quit()` — and then
/// hands the kind's answer to the caller, after the window is gone (handlers often show the next
/// dialog).
///
/// Nobody outside holds a session: its presenter does (a GTK window's signal boxes, a scripted
/// request), and lets it go when it ends. Every session is an ``AnsweringSession``, which knows the
/// kind's answer type; a window needs only the kind's description.
@MainActor
package class DialogSession<Description: DialogDescription>: Session {
    package let description: Description
    package let parent: ParentWindow?
    package let timeout: Duration?
    package fileprivate(set) var presenter: (any DialogPresenter<Description>)?
    package fileprivate(set) var hasEnded = false

    fileprivate init(_ description: Description, parent: ParentWindow?, timeout: Duration?) {
        self.description = description
        self.parent = parent
        self.timeout = timeout
    }

    /// Called by the window or the request that shows this session, once it is up.
    package func attach(_ presenter: any DialogPresenter<Description>) {
        guard !hasEnded else { return }
        self.presenter = presenter
    }

    /// The single exit: takes the dialog down and answers the caller, at most once, whatever
    /// ends the dialog; `state` is what the dialog showed as it ended.
    package func end(_ ending: DialogEnding, state: Description.State) {
        preconditionFailure("every session is an AnsweringSession")
    }

    /// Ends the session with what its presenter shows now.
    package func end(_ ending: DialogEnding) {
        end(ending, state: presenter?.state ?? description.initialState)
    }

    /// Ends the dialog from code.
    package func dismiss() {
        end(.dismissed)
    }

    package var shownBy: AnyObject? { presenter }

    package func update(_ update: DialogUpdate) {
        presenter?.update(update)
    }

    /// Sends `change` to the shown dialog; ignored once it has ended.
    package func apply(_ change: Description.Change) {
        presenter?.apply(change)
    }
}

/// A session with its caller's handler and the kind's way of making the answer from an ending:
/// a window's response reaches the caller's closure in three hops (GLib's trampoline, the
/// window's response handler, ``end(_:state:)``).
@MainActor
package final class AnsweringSession<Description: DialogDescription, Response>: DialogSession<Description> {
    private let answer: @MainActor (DialogEnding, Description.State) -> Response
    private var handler: (@MainActor (Response) -> Void)?

    /// - Parameters:
    ///   - answer: the kind's answer for an ending and the state the dialog reported with it.
    ///   - handler: the caller's closure, run once.
    package init(
        _ description: Description, parent: ParentWindow?, timeout: Duration?,
        answer: @escaping @MainActor (DialogEnding, Description.State) -> Response,
        handler: @escaping @MainActor (Response) -> Void
    ) {
        self.answer = answer
        self.handler = handler
        super.init(description, parent: parent, timeout: timeout)
    }

    override package func end(_ ending: DialogEnding, state: Description.State) {
        guard let handler else { return }
        self.handler = nil
        hasEnded = true
        let presenter = self.presenter
        self.presenter = nil
        OpenSessions.remove(self)
        presenter?.takeDown()
        handler(answer(ending, state))
    }
}
