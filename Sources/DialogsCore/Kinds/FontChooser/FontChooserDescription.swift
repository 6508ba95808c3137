/// A font chooser resolved for showing: the one description its GTK window and its scripted
/// request are both built from. It holds no GTK type.
package struct FontChooserDescription: DialogDescription, AcceptOrCancelButtons {
    package var title: String
    /// Pango's text for the font selected at the start; nil for the toolkit's default.
    package var initialFont: String?
    package var previewText: String?
    package var showsPreview: Bool
    package var acceptLabel: ButtonLabel
    package var cancelLabel: ButtonLabel?
    package var options: DialogOptions

    /// The window reports the font selected; nil before one is (GTK always has one).
    package var initialState: FontSelection? { nil }
}
