/// A scale dialog shown to a scripted user: moves its slider as a person would, reporting each
/// change, and ends as the window would.
///
/// ```swift
/// if let scale = request as? ScaleRequest { try scale.submit(60) }
/// ```
package final class ScaleRequest: ScriptedRequest<ScaleDescription>, ScriptedDialog {
    package nonisolated static let kind = "scale"
    /// The text above the slider.
    package var message: String? { shownMessage(description.message) }
    /// The lowest and highest values.
    package var range: ClosedRange<Int> { description.range }
    /// How far an arrow key moves the slider.
    package var step: Int { description.step }
    /// Where the slider is now.
    package var value: Int { state }
    /// Every button's label, left to right: Cancel, OK.
    package var buttons: [String] { shownLabels(description.buttons) }
    package var fields: [ScriptedField] {
        [ScriptedField(key: "value", label: message ?? title, value: "\(description.initialState)")]
    }

    /// Drags the slider to `value`, reporting the change; refused outside the range.
    package func move(to value: Int) throws(ScriptedRefusal) {
        guard range.contains(value) else {
            throw ScriptedRefusal(
                "cannot reach \(value): its slider goes from \(range.lowerBound) to \(range.upperBound)")
        }
        guard !isAnswered, value != state else { return }
        state = value
        description.changed(value)
    }

    /// Moves the slider to `value` and presses OK.
    package func submit(_ value: Int) throws(ScriptedRefusal) {
        try move(to: value)
        try pressOK()
    }

    /// Clicks the button a person reads as `label`.
    package func choose(_ label: String) throws(ScriptedRefusal) {
        try press(label, among: description.buttons)
    }
}
