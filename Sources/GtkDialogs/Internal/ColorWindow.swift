import CGtk
import CGtkBridge

/// Builds the GtkColorChooserDialog behind `ColorChooser`.
@MainActor
enum ColorWindow {
    /// `onEnd` receives the ending (in the description's response ids) and the colour selected then.
    static func present(
        _ description: ColorDescription, parent: ParentWindow?, timeout: Duration?,
        onEnd: @escaping (DialogEnding, RGBAColor) -> Void
    ) -> DialogSession {
        let dialog = CStrings.with(description.title) { gtk_color_chooser_dialog_new($0, nil) }!
        Widgets.setTitle(description.title, of: dialog)
        let chooser = gd_color_chooser(dialog)
        if let palette = description.palette {
            var colors = palette.map(ColorText.gdkRGBA)
            gtk_color_chooser_add_palette(
                chooser, GTK_ORIENTATION_HORIZONTAL, Int32(clamping: description.colorsPerRow),
                Int32(clamping: colors.count), &colors)
        }
        gtk_color_chooser_set_use_alpha(chooser, description.usesAlpha ? 1 : 0)
        var initial = ColorText.gdkRGBA(description.initial)
        gtk_color_chooser_set_rgba(chooser, &initial)
        gd_object_set_boolean(dialog, "show-editor", description.showsPalette ? 0 : 1)
        for (label, id) in description.buttons {
            if let button = gtk_dialog_get_widget_for_response(gd_dialog(dialog), gtkResponse(id)) {
                Widgets.setButtonLabel(button, label)
                Widgets.setAccessibleName(label.displayText, of: button)
            }
        }
        Widgets.apply(description.options, to: dialog, message: nil)

        func selected() -> RGBAColor {
            var rgba = GdkRGBA()
            gtk_color_chooser_get_rgba(chooser, &rgba)
            return ColorText.color(rgba)
        }
        let session = DialogSession(window: dialog, parent: parent) { ending in
            // Destroyed from outside answers dismissed: no colour is read from a dying widget.
            let color = ending == .destroyed ? description.initial : selected()
            let mapped = ownEnding(ending)
            return { onEnd(mapped, color) }
        }
        session.present(timeout: timeout)
        return session
    }

    /// The dialog's own buttons answer GTK_RESPONSE_OK and GTK_RESPONSE_CANCEL.
    private static func gtkResponse(_ id: Int32) -> Int32 {
        id == ResponseID.accept ? GTK_RESPONSE_OK.rawValue : GTK_RESPONSE_CANCEL.rawValue
    }

    private static func ownEnding(_ ending: DialogEnding) -> DialogEnding {
        switch ending {
        case .response(GTK_RESPONSE_OK.rawValue): .response(ResponseID.accept)
        case .response(GTK_RESPONSE_CANCEL.rawValue): .response(ResponseID.cancel)
        default: ending
        }
    }
}
