import CGtk
import CGtkBridge
import DialogsGLib

/// Builds the slider dialog behind `ScaleDialog`, laid out as zenity's `--scale`.
@MainActor
enum ScaleWindow: KindPresenter {
    /// The window reports the slider's value with its ending.
    static func present(_ session: DialogSession<ScaleDescription>) {
        let description = session.description
        let (dialog, content, box) = Widgets.dialogWithContentBox(
            titled: description.title, defaultSize: (300, 100), boxExpands: false)

        let label = Widgets.plainLabel("")
        gtk_label_set_xalign(gd_label(label), 0)
        gtk_widget_set_margin_top(label, 4)
        gtk_widget_set_margin_bottom(label, 4)
        PangoMarkup.show(description.message, in: label)
        let range = description.range
        let adjustment = gtk_adjustment_new(
            Double(description.initialState), Double(range.lowerBound), Double(range.upperBound),
            Double(description.step), 0, 0)
        let scale = gtk_scale_new(GTK_ORIENTATION_HORIZONTAL, adjustment)!
        gtk_scale_set_digits(gd_scale(scale), 0)
        gtk_scale_set_value_pos(gd_scale(scale), GTK_POS_RIGHT)
        gtk_scale_set_draw_value(gd_scale(scale), description.showsValue ? 1 : 0)
        Widgets.setAccessibleName(description.message?.source ?? description.title, of: scale)
        gtk_box_pack_start(gd_box(box), label, 0, 0, 0)
        gtk_box_pack_start(gd_box(box), scale, 1, 1, 0)
        gtk_widget_show_all(content)
        gtk_widget_set_visible(label, description.message == nil ? 0 : 1)
        Widgets.apply(description.options, to: dialog, message: label)

        for (buttonLabel, id) in description.buttons {
            _ = Widgets.addButton(buttonLabel, to: dialog, responseID: id)
        }
        gtk_dialog_set_default_response(gd_dialog(dialog), ResponseID.accept)

        func value() -> Int { Int(gtk_range_get_value(gd_range(scale)).rounded()) }
        var reported = description.initialState
        Signals.on(scale, "value-changed") {
            let now = value()
            guard now != reported else { return }
            reported = now
            description.changed(now)
        }
        let window = DialogWindow(dialog, session: session, state: value)
        window.showsMessage(in: label)
        gtk_widget_grab_focus(scale)
        window.present()
    }
}
