import CAdw
import DialogsGLib

/// Builds the slider dialog behind `ScaleDialog`: a message dialog with a slider under its message.
@MainActor
enum ScaleWindow: KindPresenter {
    /// The window reports the slider's value with its ending.
    static func present(_ session: DialogSession<ScaleDescription>) {
        let description = session.description
        let dialog = MessageDialog.make(title: description.title, message: description.message)
        Widgets.apply(description.options, to: dialog)
        MessageDialog.addButtons(description.buttons, to: dialog)
        let range = description.range
        let scale = gtk_scale_new_with_range(
            GTK_ORIENTATION_HORIZONTAL, Double(range.lowerBound), Double(range.upperBound), Double(description.step))!
        gtk_range_set_value(ad_range(scale), Double(description.initialState))
        gtk_scale_set_digits(ad_scale(scale), 0)
        gtk_scale_set_value_pos(ad_scale(scale), GTK_POS_RIGHT)
        gtk_scale_set_draw_value(ad_scale(scale), description.showsValue ? 1 : 0)
        gtk_widget_set_size_request(scale, 280, -1)
        CStrings.with(description.message?.source ?? description.title) { ad_accessible_set_label(scale, $0) }
        MessageDialog.setContent(scale, of: dialog)

        func value() -> Int { Int(gtk_range_get_value(ad_range(scale)).rounded()) }
        var reported = description.initialState
        Signals.on(scale, "value-changed") {
            let now = value()
            guard now != reported else { return }
            reported = now
            description.changed(now)
        }
        let window = DialogWindow(dialog, session: session, state: value)
        MessageDialog.showsMessage(of: dialog, in: window)
        window.present()
        gtk_widget_grab_focus(scale)
    }
}
