/// A font as a font chooser answers it: its family, its face, its weight and its size.
///
/// ```swift
/// let font = FontSelection(family: "DejaVu Sans", style: "Bold", weight: 700, size: 12)
/// font.description   // "DejaVu Sans Bold 12", as Pango writes a font description
/// ```
public struct FontSelection: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The family: "DejaVu Sans", "Cantarell".
    public var family: String
    /// The face within the family, as the font names it: "Regular", "Bold Italic", "Condensed".
    public var style: String
    /// The weight on Pango's scale: 100 thin, 400 normal, 700 bold, up to 1000.
    public var weight: Int
    /// The size in points.
    public var size: Double
    /// Pango's text for the font ("DejaVu Sans Bold 12"), as `pango_font_description_from_string`
    /// reads it back: what `gtk-dialogs font` prints and CSS-like settings take.
    public var description: String

    /// A font with its description written from its parts: the family, the face unless it is
    /// "Regular", the size without a trailing ".0".
    ///
    /// ```swift
    /// FontSelection(family: "Cantarell", style: "Regular", weight: 400, size: 11).description   // "Cantarell 11"
    /// ```
    public init(family: String, style: String = "Regular", weight: Int = 400, size: Double) {
        self.family = family
        self.style = style
        self.weight = weight
        self.size = size
        let face = style == "Regular" || style.isEmpty ? "" : " \(style)"
        description = "\(family)\(face) \(Self.pointsText(size))"
    }

    /// A font exactly as the toolkit described it (the GTK window's answer).
    package init(family: String, style: String, weight: Int, size: Double, description: String) {
        self.family = family
        self.style = style
        self.weight = weight
        self.size = size
        self.description = description
    }

    /// `12` for 12.0, `10.5` for 10.5: how Pango writes a size.
    static func pointsText(_ size: Double) -> String {
        size.rounded() == size && abs(size) < 1e15 ? String(Int(size)) : String(size)
    }
}
