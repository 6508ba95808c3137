import CAdw
import DialogsGLib

/// Builds GTK 4's GtkColorChooserDialog behind `ColorChooser`.
@MainActor
enum ColorChooserWindow: KindPresenter {
    /// The window reports the color selected with its ending.
    static func present(_ session: DialogSession<ColorChooserDescription>) {
        let description = session.description
        let dialog = gtk_color_chooser_dialog_new(nil, nil)!
        Widgets.apply(description.options, to: dialog)
        Widgets.setTitle(description.title, of: dialog)
        let chooser = ad_color_chooser(dialog)
        if let palette = description.palette {
            var colors = palette.map(gdkRGBA)
            gtk_color_chooser_add_palette(
                chooser, GTK_ORIENTATION_HORIZONTAL, Int32(clamping: description.colorsPerRow),
                Int32(clamping: colors.count), &colors)
        }
        gtk_color_chooser_set_use_alpha(chooser, description.usesAlpha ? 1 : 0)
        var initial = gdkRGBA(description.initialState)
        gtk_color_chooser_set_rgba(chooser, &initial)
        ad_object_set_boolean(dialog, "show-editor", description.showsPalette ? 0 : 1)

        func selected() -> RGBAColor {
            var rgba = GdkRGBA()
            gtk_color_chooser_get_rgba(chooser, &rgba)
            return RGBAColor(
                red: Double(rgba.red), green: Double(rgba.green), blue: Double(rgba.blue), alpha: Double(rgba.alpha))
        }
        let window = DialogWindow(dialog, session: session, state: selected)
        window.adoptsChooserButtons(description.buttons)
        // A swatch activated (a double-click) answers Select, as GTK 3's dialog does.
        Signals.onPointerSignal(dialog, "color-activated") { [weak window] in window?.end(.submitted(ResponseID.accept))
        }
        window.present()
        // GTK focuses the first swatch, where Return answers nothing: with no focus, Return presses
        // Select with the color selected (Tab still reaches the swatches).
        gtk_window_set_focus(ad_window(dialog), nil)
    }

    static func gdkRGBA(_ color: RGBAColor) -> GdkRGBA {
        GdkRGBA(red: Float(color.red), green: Float(color.green), blue: Float(color.blue), alpha: Float(color.alpha))
    }
}
