/// A color chooser shown to a scripted user: selects a color as a person would, and ends as
/// the window would.
///
/// ```swift
/// if let chooser = request as? ColorChooserRequest { try chooser.pick(.black) }
/// ```
package final class ColorChooserRequest: ScriptedRequest<ColorChooserDescription>, ScriptedDialog {
    package nonisolated static let kind = "colour chooser"
    package var message: String? { nil }
    /// The color selected now.
    package var color: RGBAColor { state }
    /// The palette the chooser offers, when the app gave one.
    package var palette: [RGBAColor]? { description.palette }
    /// Whether the palette is shown (else the editor).
    package var showsPalette: Bool { description.showsPalette }
    /// Whether an opacity slider is shown.
    package var usesAlpha: Bool { description.usesAlpha }
    /// Every button's label, left to right: Cancel, Select.
    package var buttons: [String] { shownLabels(description.buttons) }
    package var fields: [ScriptedField] {
        [
            ScriptedField(
                key: "color", label: title, value: description.initialState.text,
                offered: description.palette?.map(\.text) ?? [])
        ]
    }

    /// Selects `color` without ending the dialog (opaque unless it has an opacity slider).
    package func select(_ color: RGBAColor) {
        guard !isAnswered else { return }
        state = description.chosen(color)
    }

    /// Selects `color` and presses Select; refused for a translucent color without an opacity slider.
    package func pick(_ color: RGBAColor) throws(ScriptedRefusal) {
        guard description.usesAlpha || color.alpha == 1 else {
            throw ScriptedRefusal("cannot pick \(color.text): it has no opacity slider")
        }
        select(color)
        try press(ResponseID.accept)
    }

    /// Clicks the button a person reads as `label`.
    package func choose(_ label: String) throws(ScriptedRefusal) {
        try press(label, among: description.buttons)
    }
}
