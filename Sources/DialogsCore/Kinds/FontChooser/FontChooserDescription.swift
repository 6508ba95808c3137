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

    /// The font it opened at, as Pango reads ``initialFont``; the window reports the font
    /// selected, and a scripted user starts at this one (nil: none it can know, see `pick`).
    package var initialState: FontSelection? { initialFont.flatMap(FontSelection.init(pangoText:)) }
}
