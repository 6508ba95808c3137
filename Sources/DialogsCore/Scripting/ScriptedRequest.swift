/// A session shown to a scripted user instead of a window: it holds what the scripted person has
/// done so far (its ``state``), and ends the session as the window would.
///
/// Each kind's request is a subclass with the answers a person can give that kind (`submit`,
/// `pick`, `slide`…), each refusing with a ``ScriptedRefusal`` what a person could not do.
@MainActor
package class ScriptedRequest<Description: DialogDescription>: DialogPresenter {
    package let description: Description
    package let session: DialogSession<Description>
    /// What the scripted person has done so far: the slider's value, the text typed.
    package var state: Description.State

    package init(_ session: DialogSession<Description>) {
        self.session = session
        description = session.description
        state = session.description.initialState
        session.attach(self)
    }

    /// The dialog's title, as code last set it.
    package var title: String { retitled ?? description.title }
    /// The `timeout` the app passed to `show`, if any.
    package var timeout: Duration? { session.timeout }
    /// Whether an answer was delivered.
    package var isAnswered: Bool { session.hasEnded }

    /// What code changed on the dialog while it showed, in order.
    package private(set) var changes: [DialogChange] = []
    /// The buttons code made insensitive, by response id.
    package private(set) var disabledButtons: Set<Int32> = []
    private var relabelled: [Int32: String] = [:]
    private var retitled: String?
    private var remessaged: LabelText??

    package func takeDown() {}

    package func apply(_ change: Description.Change) {}

    package func update(_ update: DialogUpdate) {
        guard !isAnswered else { return }
        switch update {
        case .title(let title):
            retitled = title
            record(.title(title))
        case .message(let message):
            remessaged = .some(message)
            record(.message(message?.source))
        case .buttonLabel(let id, let label):
            relabelled[id] = label.displayText
            record(.buttonLabel(button(for: id), label.displayText))
        case .buttonEnabled(let id, let isEnabled):
            if isEnabled { disabledButtons.remove(id) } else { disabledButtons.insert(id) }
            record(.buttonEnabled(button(for: id), isEnabled))
        }
    }

    /// Keeps a change code made while the dialog showed (a kind's own content).
    package func record(_ change: DialogChange) {
        guard !isAnswered else { return }
        changes.append(change)
    }

    /// The button a response id names: accept, cancel, then extras by index (an alert's buttons
    /// are their index).
    package func button(for id: Int32) -> DialogButton {
        switch id {
        case ResponseID.accept: .accept
        case ResponseID.cancel: .cancel
        default: ResponseID.extraIndex(id).map(DialogButton.index) ?? .index(Int(id))
        }
    }

    /// The message a person reads now: code's, else the description's.
    package func shownMessage(_ message: LabelText?) -> String? {
        (remessaged ?? message)?.source
    }

    /// The labels a person reads now, left to right.
    package func shownLabels(_ buttons: [(label: ButtonLabel, id: Int32)]) -> [String] {
        buttons.map { relabelled[$0.id] ?? $0.label.displayText }
    }

    /// Ends the dialog as `ending` would, with what the person has done so far; refused for a
    /// button code made insensitive.
    package func respond(_ ending: DialogEnding) throws(ScriptedRefusal) {
        if let id = ending.responseID, disabledButtons.contains(id) {
            let name =
                switch button(for: id) {
                case .accept: "its accept button"
                case .cancel: "its cancel button"
                case .index(let index): "its button \(index)"
                }
            throw ScriptedRefusal("cannot press \(name): the app made it insensitive")
        }
        session.end(ending, state: state)
    }

    /// Ends the dialog as dismissed, if it has not been answered yet.
    package func dismiss() {
        session.end(.dismissed, state: state)
    }

    /// The window's close button, answered as the window answers it.
    package func close() {
        session.end(.closed, state: state)
    }

    /// Escape, answered as the window answers it: as its close button, unless the kind's window
    /// gives Escape to a button (a font chooser's Cancel).
    package func pressEscape() {
        close()
    }

    /// Lets the timeout run out; refused when the app gave none.
    package func waitOut() throws(ScriptedRefusal) {
        guard timeout != nil else { throw ScriptedRefusal("has no timeout: a person cannot wait it out") }
        session.end(.timedOut, state: state)
    }

    /// Presses the accept button (OK, Select…) with what the person has done so far.
    package func pressOK() throws(ScriptedRefusal) {
        try press(ResponseID.accept)
    }

    /// Clicks Cancel; a kind whose Cancel has a rule of its own (none, or insensitive) overrides it.
    package func cancel() throws(ScriptedRefusal) {
        try press(ResponseID.cancel)
    }

    /// Ends the dialog as the button with this response id would.
    package func press(_ id: Int32) throws(ScriptedRefusal) {
        try respond(.response(id))
    }

    /// Presses the one of `buttons` a person reads as `label`; refused when there is none.
    package func press(_ label: String, among buttons: [(label: ButtonLabel, id: Int32)]) throws(ScriptedRefusal) {
        guard let id = responseID(labeled: label, among: buttons) else {
            throw ScriptedRefusal("has no button \"\(label)\"")
        }
        try press(id)
    }

    /// The response id of the one of `buttons` a person reads as `label` now (code may have
    /// relabelled it), the first of equal labels.
    package func responseID(labeled label: String, among buttons: [(label: ButtonLabel, id: Int32)]) -> Int32? {
        buttons.first { (relabelled[$0.id] ?? $0.label.displayText) == label }?.id
    }
}
