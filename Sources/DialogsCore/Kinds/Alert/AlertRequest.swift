/// An alert shown to a scripted user.
///
/// ```swift
/// if let alert = request as? AlertRequest { try alert.choose("Onward") }
/// ```
package final class AlertRequest: ScriptedRequest<AlertDescription>, ScriptedDialog {
    package nonisolated static let kind = "alert"
    /// The message under the title (markup source when the app used markup).
    package var message: String? { shownMessage(description.message) }
    /// The buttons' labels as a person reads them (mnemonic underscores removed).
    package var buttons: [String] {
        shownLabels(description.buttons.enumerated().map { ($0.element, Int32($0.offset)) })
    }
    /// The button Escape and the close button report.
    package var cancelButton: Int? { description.cancelButton }
    /// The button Return activates.
    package var defaultButton: Int? { description.defaultButton }
    /// The "Don't ask again" box, when the alert has one: ticked or not.
    package var fields: [ScriptedField] {
        guard let box = description.dontAskAgain else { return [] }
        return [
            ScriptedField(
                key: "dontAskAgain", label: box.displayText, value: FieldKind.value(state),
                offered: [FieldKind.value(true), FieldKind.value(false)])
        ]
    }

    /// Ticks the "Don't ask again" box; refused for an alert without one.
    package func tickDontAskAgain() throws(ScriptedRefusal) {
        guard description.dontAskAgain != nil else {
            throw ScriptedRefusal("has no \"Don't ask again\" box (the app sets dontAskAgain for one)")
        }
        state = true
    }

    /// An alert's buttons answer their index.
    override package func button(for id: Int32) -> DialogButton {
        .index(Int(id))
    }

    /// Clicks the button labelled `label`.
    package func choose(_ label: String) throws(ScriptedRefusal) {
        guard let index = buttons.firstIndex(of: label) else { throw ScriptedRefusal("has no button \"\(label)\"") }
        try press(Int32(index))
    }

    /// Clicks the button at `index`, counted from 0 left to right.
    package func choose(buttonAt index: Int) throws(ScriptedRefusal) {
        guard buttons.indices.contains(index) else { throw ScriptedRefusal("has no button \(index)") }
        try press(Int32(index))
    }

    /// Clicks the cancel button; an alert without one has only Escape.
    override package func cancel() throws(ScriptedRefusal) {
        guard let cancelButton else {
            throw ScriptedRefusal("has no cancel button; use close(_:) for Escape")
        }
        try press(Int32(cancelButton))
    }
}
