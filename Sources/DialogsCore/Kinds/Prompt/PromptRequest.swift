/// A text prompt shown to a scripted user.
///
/// ```swift
/// if let prompt = request as? PromptRequest { try prompt.submit("Ada") }
/// ```
package final class PromptRequest: ScriptedRequest<PromptDescription>, ScriptedDialog {
    package nonisolated static let kind = "prompt"
    /// The message under the title (markup source when the app used markup).
    package var message: String? { shownMessage(description.message) }
    /// The entry's initial text.
    package var text: String { description.initialState }
    /// The values offered beside the entry (none for a secret prompt).
    package var suggestions: [String] { description.suggestions }
    /// Whether the text is hidden.
    package var isSecret: Bool { description.isSecret }
    /// The rule the text must pass before OK can be pressed.
    package var validator: Validator { description.validator }
    /// The OK button's label, as shown.
    package var okTitle: String { description.buttons.accept.displayText }
    /// The cancel button's label, as shown.
    package var cancelTitle: String { description.buttons.cancel.displayText }
    /// The extra buttons' labels.
    package var extraButtons: [String] { description.buttons.extra }
    /// Every button's label, left to right: the extra buttons, Cancel, OK.
    package var buttons: [String] { shownLabels(description.buttons.all) }
    package var fields: [ScriptedField] {
        [ScriptedField(key: "text", label: message ?? title, value: text, offered: suggestions)]
    }

    /// Code set the entry's text: what the person sees from now on.
    override package func apply(_ text: String) {
        guard !isAnswered else { return }
        state = text
        record(.text(text))
    }

    /// Types `text` and presses OK; refused while the prompt's rule refuses the text.
    package func submit(_ text: String) throws(ScriptedRefusal) {
        if text != state {
            state = text
            description.textChanged?(text)
        }
        if case .invalid(let reason) = description.validator.validate(text) {
            throw ScriptedRefusal("refuses \"\(text)\": \(reason) (its OK button stays insensitive)")
        }
        try respond(.submitted(ResponseID.accept))
    }

    /// Clicks the button labelled `label`; OK submits the text the entry shows.
    package func choose(_ label: String) throws(ScriptedRefusal) {
        guard let id = responseID(labeled: label, among: description.buttons.byPreference) else {
            throw ScriptedRefusal("has no button \"\(label)\"")
        }
        if id == ResponseID.accept { return try submit(state) }
        try press(id)
    }

}

extension DialogChange {
    /// A prompt's entry shows this text now.
    ///
    /// ```swift
    /// XCTAssertEqual(user.changes(of: "Rename"), [.text("report (2).pdf")])
    /// ```
    public static func text(_ text: String) -> Self { Self("text", text) }
}
