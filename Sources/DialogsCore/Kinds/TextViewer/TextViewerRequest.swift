/// A text viewer shown to a scripted user.
///
/// ```swift
/// if let viewer = request as? TextViewerRequest { try viewer.tick(); try viewer.accept() }
/// ```
package final class TextViewerRequest: ScriptedRequest<TextViewerDescription>, ScriptedDialog {
    package nonisolated static let kind = "text viewer"
    /// Whether the check box has been ticked.
    package private(set) var isTicked = false

    /// The check box's label, shown as the message.
    package var message: String? { description.checkboxLabel }
    /// The text, when it was given as a string.
    package var text: String? { description.givenText }
    /// The label of the check box that gates OK.
    package var checkboxLabel: String? { description.checkboxLabel }
    /// Whether the text can be edited.
    package var isEditable: Bool { description.isEditable }
    /// Every button's label, left to right: Cancel (when it has one), OK.
    package var buttons: [String] { shownLabels(description.buttons) }
    package var fields: [ScriptedField] { [ScriptedField(key: "text", label: title, value: text ?? "")] }

    /// Ticks the check box; refused when there is none.
    package func tick() throws(ScriptedRefusal) {
        guard description.checkboxLabel != nil else { throw ScriptedRefusal("has no check box to tick") }
        isTicked = true
    }

    /// Presses OK, with the text edited to `editedText` when given; refused while the check box is
    /// unticked, and for an edit of a viewer that is not editable.
    package func accept(editedText: String? = nil) throws(ScriptedRefusal) {
        guard description.acceptsOK(ticked: isTicked) else {
            throw ScriptedRefusal("keeps OK insensitive until \"\(description.checkboxLabel ?? "")\" is ticked")
        }
        if editedText != nil, !description.isEditable { throw ScriptedRefusal("is not editable") }
        if let editedText { state = editedText }
        try press(ResponseID.accept)
    }

    /// Clicks Cancel; refused when it has none.
    override package func cancel() throws(ScriptedRefusal) {
        guard description.cancelLabel != nil else { throw ScriptedRefusal("has no Cancel button") }
        try press(ResponseID.cancel)
    }

    /// Clicks the button a person reads as `label`.
    package func choose(_ label: String) throws(ScriptedRefusal) {
        if label == description.acceptLabel.displayText { return try accept() }
        guard let cancel = description.cancelLabel, label == cancel.displayText else {
            throw ScriptedRefusal("has no button \"\(label)\"")
        }
        try press(ResponseID.cancel)
    }
}
