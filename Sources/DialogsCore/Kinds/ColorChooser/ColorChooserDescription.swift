/// A color chooser resolved for showing: the one description its GTK window and its scripted
/// request are both built from. It holds no GTK type.
package struct ColorChooserDescription: DialogDescription, AcceptOrCancelButtons {
    package var title: String
    /// The color it starts at (opaque unless `usesAlpha`); the window reports the color it shows.
    package var initialState: RGBAColor
    package var showsPalette: Bool
    package var palette: [RGBAColor]?
    package var colorsPerRow: Int
    package var usesAlpha: Bool
    package var acceptLabel: ButtonLabel
    package var cancelLabel: ButtonLabel?
    package var options: DialogOptions

    /// `color` as answered: opaque unless the chooser shows an opacity slider.
    package func chosen(_ color: RGBAColor) -> RGBAColor {
        var color = color
        if !usesAlpha { color.alpha = 1 }
        return color
    }
}
