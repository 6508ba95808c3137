/// A font as a font chooser answers it: its family, its face, its weight and its size.
///
/// ```swift
/// let font = FontSelection(family: "DejaVu Sans", style: "Bold", weight: 700, size: 12)
/// font.description   // "DejaVu Sans Bold 12", as Pango writes a font description
/// ```
public struct FontSelection: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The family: "DejaVu Sans", "Cantarell".
    public var family: String
    /// The face within the family, in the words of ``description``: "Regular", "Bold Italic",
    /// "Semi-Condensed" (Pango's words for the face DejaVu names "Condensed").
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

    /// The face words Pango's `description` of a font of `family` writes between the family and
    /// the size ("Semi-Condensed", "Bold Italic"; "Regular" for none), so that the style and the
    /// description agree; nil when the text does not start with the family.
    package static func faceWords(of description: String, family: String) -> String? {
        guard !family.isEmpty, description.hasPrefix(family) else { return nil }
        var words = description.dropFirst(family.count).split(whereSeparator: { $0 == " " || $0 == "," })
        if let last = words.last, Double(last.replacing("px", with: "")) != nil { words.removeLast() }
        return words.isEmpty ? "Regular" : words.joined(separator: " ")
    }

    /// A font exactly as the toolkit described it (the GTK window's answer).
    package init(family: String, style: String, weight: Int, size: Double, description: String) {
        self.family = family
        self.style = style
        self.weight = weight
        self.size = size
        self.description = description
    }

    /// The font Pango's text names, read as `pango_font_description_from_string` reads it: the
    /// family, then the face's words (weights, slants, widths: "Bold Italic"), then the size in
    /// points. Nil when the text names no size, or no family before it: a scripted user cannot
    /// ask the toolkit what it would pick then.
    ///
    /// ```swift
    /// FontSelection(pangoText: "Serif Bold 14")   // family "Serif", style "Bold", weight 700, size 14
    /// ```
    package init?(pangoText text: String) {
        var words = text.split(whereSeparator: \.isWhitespace).map(String.init)
        guard let last = words.popLast(), let size = Double(last), size > 0, size.isFinite else { return nil }
        var face: [String] = []
        var weight = 400
        while let word = words.last, let setsWeight = Self.faceWords[word.lowercased()] {
            face.insert(word, at: 0)
            words.removeLast()
            if let setsWeight { weight = setsWeight }
        }
        var family = words.joined(separator: " ")
        if family.hasSuffix(",") { family.removeLast() }  // a family list's trailing comma
        guard !family.isEmpty else { return nil }
        let style = face.isEmpty ? "Regular" : face.joined(separator: " ")
        self.init(family: family, style: style, weight: weight, size: size)
    }

    /// Pango's style words, each with the weight it sets (nil: a slant, width or variant).
    private static let faceWords: [String: Int?] = [
        "thin": 100, "ultra-light": 200, "extra-light": 200, "light": 300, "semi-light": 350,
        "demi-light": 350, "book": 380, "regular": 400, "medium": 500, "semi-bold": 600, "demi-bold": 600,
        "bold": 700, "ultra-bold": 800, "extra-bold": 800, "heavy": 900, "black": 900, "ultra-black": 1000,
        "extra-black": 1000, "italic": nil, "oblique": nil, "small-caps": nil, "ultra-condensed": nil,
        "extra-condensed": nil, "condensed": nil, "semi-condensed": nil, "semi-expanded": nil,
        "expanded": nil, "extra-expanded": nil, "ultra-expanded": nil,
    ]

    /// `12` for 12.0, `10.5` for 10.5: how Pango writes a size.
    static func pointsText(_ size: Double) -> String {
        size.rounded() == size && abs(size) < 1e15 ? String(Int(size)) : String(size)
    }
}
