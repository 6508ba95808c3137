/// A text prompt resolved for showing: the one description its GTK window and
/// its scripted request are both built from. It holds no GTK type.
struct PromptDescription {
    var title: String
    var message: LabelText?
    var placeholder: String?
    /// The entry's initial text, as the entry shows it.
    var text: String
    /// What the drop-down offers: nothing for a secret prompt, where a list would show the values.
    var suggestions: [String]
    var isSecret: Bool
    var buttons: ActionButtons
    var validator: Validator
    var options: DialogOptions
    /// With a timeout, OK counts the seconds left.
    var showsCountdown: Bool
    /// Receives the whole text after each edit: every keystroke in the window, the
    /// typed text at once for a scripted user.
    var textChanged: (@MainActor (String) -> Void)?

    /// The entry has no label of its own: the plain message names it, else the title.
    var fieldName: String {
        if case .plain(let message) = message, !message.isEmpty { return message }
        return title
    }

    /// The answer for an ending, given the entry's text at that moment.
    func response(for ending: DialogEnding, text: String) -> PromptResponse {
        switch ending {
        case .response(ResponseID.accept), .submitted(ResponseID.accept): return .submitted(text)
        case .response(ResponseID.cancel): return .cancelled
        case .response(let id), .submitted(let id):
            return ResponseID.extraIndex(id).map(PromptResponse.extraButton) ?? .closed
        case .timedOut: return .timedOut
        case .dismissed, .destroyed: return .dismissed
        }
    }
}
