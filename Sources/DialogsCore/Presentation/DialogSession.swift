/// One showing of a dialog. It ends exactly once, whoever ends it — its window, its scripted
/// request, `dismiss()`, `Dialogs.quit()` — and then hands the kind's answer to the caller,
/// after the window is gone (handlers often show the next dialog).
///
/// Nobody outside holds a session: its presenter does (a GTK window's signal boxes, a scripted
/// request), and lets it go when it ends.
@MainActor
package final class DialogSession<Description: DialogDescription>: ShownSession {
    package let description: Description
    package let parent: ParentWindow?
    package let timeout: Duration?
    package private(set) var presenter: (any DialogPresenter<Description>)?
    private var answer: (@MainActor (DialogEnding, Description.State) -> Void)?

    package init(
        _ description: Description, parent: ParentWindow?, timeout: Duration?,
        answer: @escaping @MainActor (DialogEnding, Description.State) -> Void
    ) {
        self.description = description
        self.parent = parent
        self.timeout = timeout
        self.answer = answer
    }

    package var hasEnded: Bool { answer == nil }

    /// Called by the window or the request that shows this session, once it is up.
    package func attach(_ presenter: any DialogPresenter<Description>) {
        guard !hasEnded else { return }
        self.presenter = presenter
    }

    /// The single exit: runs at most once, whatever ends the dialog.
    package func end(_ ending: DialogEnding, state: Description.State) {
        guard let answer else { return }
        self.answer = nil
        let presenter = self.presenter
        self.presenter = nil
        OpenSessions.remove(self)
        presenter?.takeDown()
        answer(ending, state)
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
