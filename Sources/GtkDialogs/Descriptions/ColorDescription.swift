/// A colour chooser resolved for showing: the one description its GTK window and
/// its scripted request are both built from. It holds no GTK type.
struct ColorDescription {
    var title: String
    /// Opaque unless `usesAlpha`.
    var initial: RGBAColor
    var showsPalette: Bool
    var palette: [RGBAColor]?
    var colorsPerRow: Int
    var usesAlpha: Bool
    var selectLabel: ButtonLabel
    var cancelLabel: ButtonLabel
    var options: DialogOptions

    /// The buttons left to right: Cancel, then Select.
    var buttons: [(label: ButtonLabel, id: Int32)] {
        [(cancelLabel, ResponseID.cancel), (selectLabel, ResponseID.accept)]
    }

    /// What the chooser gives back for `color`: opaque unless it takes an opacity.
    func chosen(_ color: RGBAColor) -> RGBAColor {
        var color = color
        if !usesAlpha { color.alpha = 1 }
        return color
    }

    /// The answer for an ending with `color` selected, for the window and the scripted user alike.
    func response(for ending: DialogEnding, color: RGBAColor) -> ColorResponse {
        switch ending {
        case .response(ResponseID.accept), .submitted(ResponseID.accept): .chosen(chosen(color))
        case .response(ResponseID.cancel): .cancelled
        case .response, .submitted: .closed
        case .timedOut: .timedOut
        case .dismissed, .destroyed: .dismissed
        }
    }
}
