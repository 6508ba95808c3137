import CGtk
import CGtkBridge

/// Builds the GtkColorChooserDialog behind `ColorChooser`.
@MainActor
enum ColorChooserWindow: KindPresenter {
    /// The window reports the color selected with its ending.
    static func present(_ session: DialogSession<ColorChooserDescription>) {
        let description = session.description
        let dialog = gtk_color_chooser_dialog_new(nil, nil)!  // titled by Widgets.setTitle, with its accessible name
        Widgets.setTitle(description.title, of: dialog)
        let chooser = gd_color_chooser(dialog)
        if let palette = description.palette {
            var colors = palette.map(gdkRGBA)
            gtk_color_chooser_add_palette(
                chooser, GTK_ORIENTATION_HORIZONTAL, Int32(clamping: description.colorsPerRow),
                Int32(clamping: colors.count), &colors)
        }
        gtk_color_chooser_set_use_alpha(chooser, description.usesAlpha ? 1 : 0)
        var initial = gdkRGBA(description.initialState)
        gtk_color_chooser_set_rgba(chooser, &initial)
        gd_object_set_boolean(dialog, "show-editor", description.showsPalette ? 0 : 1)
        Widgets.apply(description.options, to: dialog, message: nil)

        func selected() -> RGBAColor {
            var rgba = GdkRGBA()
            gtk_color_chooser_get_rgba(chooser, &rgba)
            return RGBAColor(red: rgba.red, green: rgba.green, blue: rgba.blue, alpha: rgba.alpha)
        }
        let window = DialogWindow(dialog, session: session, state: selected)
        window.adoptsChooserButtons(description.buttons)
        if description.showsPalette { focusSelectedSwatch(in: dialog) }
        window.present()
    }

    /// GTK gives the keyboard to the palette's first swatch, so Return answered that one (it
    /// selects an unselected swatch, activates a selected one): start on the selected colour.
    private static func focusSelectedSwatch(in dialog: UnsafeMutablePointer<GtkWidget>) {
        let swatch = g_type_from_name("GtkColorSwatch")
        let selected = WidgetTree.descendants(of: dialog).first {
            swatch != 0 && WidgetTree.isA($0, swatch) && gtk_widget_get_visible($0) != 0
                && gtk_widget_get_state_flags($0).rawValue & GTK_STATE_FLAG_SELECTED.rawValue != 0
        }
        selected.map { gtk_widget_grab_focus($0) }
    }

    static func gdkRGBA(_ color: RGBAColor) -> GdkRGBA {
        GdkRGBA(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
    }
}
