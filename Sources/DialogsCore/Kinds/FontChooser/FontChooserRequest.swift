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

    /// Clicks Cancel, or refuses Select: a scripted person picks a font with `pick`.
    package func choose(_ label: String) throws(ScriptedRefusal) {
        if label == description.acceptLabel.displayText {
            throw ScriptedRefusal("needs a font before \"\(label)\": pick one")
        }
        try press(label, among: description.buttons)
    }
}
