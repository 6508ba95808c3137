/// A text viewer resolved for showing: the one description its GTK window and its scripted
/// request are both built from. It holds no GTK type.
struct TextViewerDescription {
    var title: String
    var source: TextSource
    var isMonospace: Bool
    var fontName: String?
    var wrapsLines: Bool
    var isEditable: Bool
    var checkboxLabel: String?
    var followsEnd: Bool
    var cancelLabel: ButtonLabel?
    var okLabel: ButtonLabel
    var options: DialogOptions

    /// The buttons left to right: Cancel (when there is one), then OK.
    var buttons: [(label: ButtonLabel, id: Int32)] {
        (cancelLabel.map { [($0, ResponseID.cancel)] } ?? []) + [(okLabel, ResponseID.accept)]
    }

    /// The text when the viewer was given a string; a file or a stream is read by the window only.
    var givenText: String? {
        if case .text(let text) = source.kind { return text }
        return nil
    }

    /// OK works only once the check box, when there is one, is ticked.
    func acceptsOK(ticked: Bool) -> Bool { checkboxLabel == nil || ticked }

    /// The answer for an ending; `text` is the buffer's text, read only when editable.
    func response(for ending: DialogEnding, text: String? = nil) -> TextViewerResponse {
        switch ending {
        case .response(ResponseID.accept), .submitted(ResponseID.accept): .accepted(editedText: isEditable ? text : nil)
        case .response(ResponseID.cancel): .cancelled
        case .response, .submitted: .closed
        case .timedOut: .timedOut(editedText: isEditable ? text : nil)
        case .dismissed, .destroyed: .dismissed
        }
    }
}
