/// A ``TextViewer`` shown to a ``DialogResponder``: what a person sees, and the answers
/// they could give it.
///
/// ```swift
/// if case .textViewer(let viewer) = request { viewer.tick(); try viewer.accept() }
/// ```
@_spi(DialogsTesting)
public final class TextViewerRequest: ScriptedAnswer<TextViewerResponse>, ScriptedDialog {
    let description: TextViewerDescription
    /// Whether the check box is ticked.
    public private(set) var isTicked = false

    init(
        _ description: TextViewerDescription, timeout: Duration?,
        handler: @escaping @MainActor (TextViewerResponse) -> Void
    ) {
        self.description = description
        super.init(
            timeout: timeout, endings: { description.response(for: $0, text: description.givenText ?? "") },
            handler: handler)
    }

    /// The title: the window's name.
    public var title: String { description.title }
    /// The text, when the viewer was given a string (a file or a stream is read by the window only).
    public var text: String? { description.givenText }
    /// The check box's label, if there is one.
    public var checkboxLabel: String? { description.checkboxLabel }
    /// Whether the text can be edited.
    public var isEditable: Bool { description.isEditable }
    /// Every button's label, left to right: Cancel (when there is one), OK.
    public var buttons: [String] { description.buttons.map(\.label.displayText) }

    /// Ticks the check box; refused when there is none.
    public func tick() throws(ScriptedRefusal) {
        guard description.checkboxLabel != nil else { throw ScriptedRefusal("has no check box to tick") }
        isTicked = true
    }

    /// Presses OK, with the text replaced by `editedText`; refused while the check box is
    /// not ticked, and for an edit of a read-only text.
    public func accept(editedText: String? = nil) throws(ScriptedRefusal) {
        guard description.acceptsOK(ticked: isTicked) else {
            throw ScriptedRefusal("keeps OK insensitive until \"\(description.checkboxLabel ?? "")\" is ticked")
        }
        if editedText != nil, !description.isEditable { throw ScriptedRefusal("is not editable") }
        respond(description.response(for: .response(ResponseID.accept), text: editedText ?? text ?? ""))
    }

    /// Clicks Cancel; refused when there is none.
    public func cancel() throws(ScriptedRefusal) {
        guard description.cancelLabel != nil else { throw ScriptedRefusal("has no Cancel button") }
        press(ResponseID.cancel)
    }

    /// Clicks the button a person reads as `label`.
    public func choose(_ label: String) throws(ScriptedRefusal) {
        if label == description.okLabel.displayText { return try accept() }
        guard let cancel = description.cancelLabel, label == cancel.displayText else {
            throw ScriptedRefusal("has no button \"\(label)\"")
        }
        press(ResponseID.cancel)
    }
}
