/// A text prompt shown to a ``DialogResponder``.
///
/// ```swift
/// if case .prompt(let prompt) = request { try prompt.submit("Ada") }
/// ```
@_spi(DialogsTesting)
public final class PromptRequest: ScriptedAnswer<PromptResponse>, ScriptedDialog {
    private let description: PromptDescription

    init(
        _ description: PromptDescription, timeout: Duration?, handler: @escaping @MainActor (PromptResponse) -> Void
    ) {
        self.description = description
        super.init(timeout: timeout, endings: { description.response(for: $0, text: "") }, handler: handler)
    }

    /// The title: the window's name and the heading.
    public var title: String { description.title }
    /// The message under the title (markup source when the app used markup).
    public var message: String? { description.message?.source }
    /// The entry's initial text.
    public var text: String { description.text }
    /// The values offered beside the entry (none for a secret prompt).
    public var suggestions: [String] { description.suggestions }
    /// Whether the text is hidden.
    public var isSecret: Bool { description.isSecret }
    /// The rule the text must pass before OK can be pressed.
    public var validator: Validator { description.validator }
    /// The OK button's label, as shown.
    public var okTitle: String { description.buttons.accept.displayText }
    /// The cancel button's label, as shown.
    public var cancelTitle: String { description.buttons.cancel.displayText }
    /// The extra buttons' labels.
    public var extraButtons: [String] { description.buttons.extra }
    /// Every button's label, left to right: the extra buttons, Cancel, OK.
    public var buttons: [String] { description.buttons.displayTexts }

    /// Types `text` and presses OK; refused while the prompt's rule refuses the text.
    public func submit(_ text: String) throws(ScriptedRefusal) {
        if text != description.text { description.textChanged?(text) }
        if case .invalid(let reason) = description.validator.validate(text) {
            throw ScriptedRefusal("refuses \"\(text)\": \(reason) (its OK button stays insensitive)")
        }
        respond(description.response(for: .submitted(ResponseID.accept), text: text))
    }

    /// Clicks the button labelled `label`; OK submits the initial text.
    public func choose(_ label: String) throws(ScriptedRefusal) {
        guard let id = description.buttons.responseID(labeled: label) else {
            throw ScriptedRefusal("has no button \"\(label)\"")
        }
        if id == ResponseID.accept { return try submit(text) }
        press(id)
    }

    /// Clicks Cancel.
    public func cancel() {
        press(ResponseID.cancel)
    }
}
