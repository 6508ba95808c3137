/// A font chooser shown to a scripted user: selects a font as a person would, and ends as the
/// window would.
///
/// ```swift
/// if let chooser = request as? FontChooserRequest { chooser.pick(FontSelection(family: "Serif", size: 12)) }
/// ```
package final class FontChooserRequest: ScriptedRequest<FontChooserDescription>, ScriptedDialog {
    package nonisolated static let kind = "font chooser"
    package var message: String? { description.previewText }
    /// Every button's label, left to right: Cancel, Select.
    package var buttons: [String] { shownLabels(description.buttons) }
    package var fields: [ScriptedField] {
        [ScriptedField(key: "font", label: title, value: description.initialFont ?? "")]
    }

    /// Selects `font` and presses Select.
    package func pick(_ font: FontSelection) throws(ScriptedRefusal) {
        guard !isAnswered else { return }
        state = font
        try press(ResponseID.accept)
    }

    /// Clicks Cancel, or Select with the font it opened at; Select is refused when it opened at
    /// none a scripted user can know (no font, or one without a size): pick one with `pick`.
    package func choose(_ label: String) throws(ScriptedRefusal) {
        if label == description.acceptLabel.displayText, state == nil {
            throw ScriptedRefusal("needs a font before \"\(label)\": pick one")
        }
        try press(label, among: description.buttons)
    }

    /// Escape answers Cancel, as GTK's font chooser does (its search field takes the key first).
    override package func pressEscape() {
        session.end(.response(ResponseID.cancel), state: state)
    }
}
