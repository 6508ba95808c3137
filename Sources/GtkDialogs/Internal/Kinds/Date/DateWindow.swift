import CGtk
import CGtkBridge

/// Builds the calendar dialog behind `DateDialog`, laid out as zenity's `--calendar`.
@MainActor
enum DateWindow: KindPresenter {
    /// The window reports the day selected with its ending.
    static func present(_ session: DialogSession<DateDescription>) {
        let description = session.description
        let (dialog, content, box) = Widgets.dialogWithContentBox(titled: description.title)

        let label = Widgets.plainLabel("")
        gtk_label_set_xalign(gd_label(label), 0)
        PangoMarkup.show(description.message, in: label)
        let calendar = CalendarControl(date: description.initialState, bounds: description.bounds)
        Widgets.setAccessibleName(description.message?.source ?? description.title, of: calendar.widget)
        let reason = Widgets.plainLabel(description.bounds.summary ?? "")
        gtk_label_set_xalign(gd_label(reason), 0)
        gtk_label_set_line_wrap(gd_label(reason), 1)
        Widgets.addStyleClass("dim-label", to: reason)
        gtk_box_pack_start(gd_box(box), label, 0, 0, 0)
        gtk_box_pack_start(gd_box(box), calendar.widget, 1, 1, 0)
        gtk_box_pack_start(gd_box(box), reason, 0, 0, 0)
        gtk_widget_show_all(content)
        gtk_widget_set_visible(label, description.message == nil ? 0 : 1)
        gtk_widget_set_visible(reason, description.bounds.summary == nil ? 0 : 1)
        Widgets.apply(description.options, to: dialog, message: label)

        for (buttonLabel, id) in description.buttons {
            _ = Widgets.addButton(buttonLabel, to: dialog, responseID: id)
        }
        gtk_dialog_set_default_response(gd_dialog(dialog), ResponseID.accept)
        let window = DialogWindow(dialog, session: session) { calendar.date }
        window.showsMessage(in: label)
        calendar.onChange { [weak window] in
            window?.setSensitive(ResponseID.accept, calendar.isChoosable)
            if calendar.isChoosable {
                Widgets.removeStyleClass("error", from: reason)
            } else {
                Widgets.addStyleClass("error", to: reason)
            }
        }
        window.acceptsResponse = { id in id != ResponseID.accept || calendar.isChoosable }
        calendar.onDoubleClick { [weak window] in
            if calendar.isChoosable { window?.end(.submitted(ResponseID.accept)) }
        }
        gtk_widget_grab_focus(calendar.widget)
        window.present()
    }
}
