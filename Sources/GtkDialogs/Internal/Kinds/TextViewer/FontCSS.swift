import CGtk
import DialogsGLib

/// A Pango font description (`"Serif Bold 12"`) as the CSS GTK 3 styles a widget with: the CSS
/// `font` shorthand wants the size before the family, so a description is not valid CSS as it is.
enum FontCSS {
    /// The declarations for `description`'s family, size, style and weight; empty when it names none.
    static func declarations(for description: String) -> String {
        let font = CStrings.with(description) { pango_font_description_from_string($0) }
        guard let font else { return "" }
        defer { pango_font_description_free(font) }
        let fields = pango_font_description_get_set_fields(font).rawValue
        var css: [String] = []
        if fields & PANGO_FONT_MASK_FAMILY.rawValue != 0, let family = pango_font_description_get_family(font) {
            let name = String(cString: family).filter { !"\"\\;{}".contains($0) }
            css.append("font-family: \"\(name)\";")
        }
        if fields & PANGO_FONT_MASK_SIZE.rawValue != 0 {
            let size = Double(pango_font_description_get_size(font)) / Double(PANGO_SCALE)
            let unit = pango_font_description_get_size_is_absolute(font) != 0 ? "px" : "pt"
            css.append("font-size: \(size)\(unit);")
        }
        if fields & PANGO_FONT_MASK_STYLE.rawValue != 0 {
            switch pango_font_description_get_style(font) {
            case PANGO_STYLE_ITALIC: css.append("font-style: italic;")
            case PANGO_STYLE_OBLIQUE: css.append("font-style: oblique;")
            default: css.append("font-style: normal;")
            }
        }
        if fields & PANGO_FONT_MASK_WEIGHT.rawValue != 0 {
            css.append("font-weight: \(pango_font_description_get_weight(font).rawValue);")
        }
        return css.joined(separator: " ")
    }
}
