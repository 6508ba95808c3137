/// A text prompt resolved for showing: the one description its GTK window and
/// its scripted request are both built from. It holds no GTK type.
package struct PromptDescription: DialogDescription {
    /// Code sets the entry's text while the prompt shows.
    package typealias Change = String

    package var title: String
    package var message: LabelText?
    package var placeholder: String?
    /// The entry's initial text, as the entry shows it; the window reports the text it holds.
    package var initialState: String
    /// What the drop-down offers: nothing for a secret prompt, where a list would show the values.
    package var suggestions: [String]
    package var isSecret: Bool
    package var buttons: ActionButtons
    package var validator: Validator
    package var options: DialogOptions
    /// With a timeout, OK counts the seconds left.
    package var showsCountdown: Bool
    /// Receives the whole text after each edit: every keystroke in the window, the
    /// typed text at once for a scripted user.
    package var textChanged: (@MainActor (String) -> Void)?

    /// The entry has no label of its own: the plain message names it, else the title.
    package var fieldName: String {
        if case .plain(let message) = message, !message.isEmpty { return message }
        return title
    }
}
