import CGtk
import CGtkBridge
import DialogsGLib

/// A form's colour or font field on GTK: a `GtkColorButton` or a `GtkFontButton`, which shows
/// the colour (the font's name) and opens GTK's chooser, titled by the field's label, on Space or
/// a click. Its text is what the colour and font kinds answer: `rgb(…)` (`rgba(…)` when translucent),
/// and Pango's text.
@MainActor
enum PickerButton {
    static func color(_ text: String, title: String) -> UnsafeMutablePointer<GtkWidget> {
        var rgba = gdkColor(text)
        let button = gtk_color_button_new_with_rgba(&rgba)!
        // The opacity can be chosen too (GtkColorButton's default is opaque only), as a scripted
        // user's `fill` and the answer's rgba(…) allow.
        gtk_color_chooser_set_use_alpha(gd_color_chooser(button), 1)
        CStrings.with(title) { gtk_color_button_set_title(gd_color_button(button), $0) }
        return button
    }

    static func font(_ text: String, title: String) -> UnsafeMutablePointer<GtkWidget> {
        let button = CStrings.with(text) { gtk_font_button_new_with_font($0) }!
        CStrings.with(title) { gtk_font_button_set_title(gd_font_button(button), $0) }
        return button
    }

    static func text(of button: UnsafeMutablePointer<GtkWidget>, isColor: Bool) -> String {
        guard isColor else { return CStrings.takeOwnership(gtk_font_chooser_get_font(gd_font_chooser(button))) }
        var rgba = GdkRGBA()
        gtk_color_chooser_get_rgba(gd_color_chooser(button), &rgba)
        return RGBAColor(red: rgba.red, green: rgba.green, blue: rgba.blue, alpha: rgba.alpha).text
    }

    /// Shows `text`'s colour or font; text that names none is ignored.
    static func setText(_ text: String, of button: UnsafeMutablePointer<GtkWidget>, isColor: Bool) {
        if isColor {
            guard (try? RGBAColor(parsing: text)) != nil else { return }
            var rgba = gdkColor(text)
            gtk_color_chooser_set_rgba(gd_color_chooser(button), &rgba)
        } else if FontSelection(pangoText: text) != nil {
            CStrings.with(text) { gtk_font_chooser_set_font(gd_font_chooser(button), $0) }
        }
    }

    /// The signal the button sends when the person picks in its chooser.
    static func changeSignal(isColor: Bool) -> String { isColor ? "color-set" : "font-set" }

    private static func gdkColor(_ text: String) -> GdkRGBA {
        let color = (try? RGBAColor(parsing: text)) ?? .white
        return GdkRGBA(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
    }
}
