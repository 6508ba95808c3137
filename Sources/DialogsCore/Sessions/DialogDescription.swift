/// A kind resolved for showing: the one value its window and its scripted request are both
/// built from. It holds no GTK type.
package protocol DialogDescription {
    /// What a window reports with its ending: the slider's value, the entry's text, the chosen rows.
    associatedtype State
    /// What code sends the shown dialog while it is open (a list's rows, a progress bar's state);
    /// `Never` for a kind that takes nothing.
    associatedtype Change = Never

    /// The window's title.
    var title: String { get }
    /// The state before the person has done anything: what an ending without a window reports.
    var initialState: State { get }

    /// Shows `session` with `backend`'s presenter for the kind: its one requirement of
    /// ``DialogBackend``.
    @MainActor static func show(_ session: DialogSession<Self>, on backend: any ToolkitLoop) throws
}

/// What shows one session: the backend's window, or a scripted request.
@MainActor
package protocol DialogPresenter<Description>: AnyObject {
    associatedtype Description: DialogDescription
    /// What the dialog shows now; read when code ends it (dismiss, quit, a timeout).
    var state: Description.State { get }
    /// Takes the dialog off the screen: its session has ended, and its answer follows.
    func takeDown()
    /// Applies what code sent while the dialog is open.
    func apply(_ change: Description.Change)
    /// Changes what every kind has: the title, the message, a button.
    func update(_ update: DialogUpdate)
    /// Returns once the presenter's loop has handled pending input and repainted (a list streaming
    /// in rows gives it turns).
    func nextTurn() async
}

extension DialogPresenter {
    package func nextTurn() async {
        await Task.yield()
    }
}

extension DialogPresenter where Description.Change == Never {
    package func apply(_ change: Never) {}
}
