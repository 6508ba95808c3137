/// A text viewer resolved for showing: the one description its GTK window and its scripted
/// request are both built from. It holds no GTK type.
package struct TextViewerDescription: DialogDescription, AcceptOrCancelButtons {
    package var title: String
    package var source: TextSource
    package var isMonospace: Bool
    package var fontName: String?
    package var wrapsLines: Bool
    package var isEditable: Bool
    package var checkboxLabel: String?
    package var followsEnd: Bool
    package var cancelLabel: ButtonLabel?
    package var acceptLabel: ButtonLabel
    package var options: DialogOptions

    /// The text given as a string (a file or a stream is read by the window).
    package var givenText: String? {
        if case .text(let text) = source.kind { return text }
        return nil
    }

    /// An editable viewer's window reports its whole text; any other viewer reports nil (its text
    /// is the caller's own, and a 100 MB file is not copied out for nothing).
    package var initialState: String? { isEditable ? givenText ?? "" : nil }

    /// Whether OK can be pressed: a check box, when there is one, must be ticked.
    package func acceptsOK(ticked: Bool) -> Bool { checkboxLabel == nil || ticked }
}
