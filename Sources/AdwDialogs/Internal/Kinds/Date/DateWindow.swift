import CAdw
import DialogsGLib

/// Builds the calendar dialog behind `DateDialog`: a message dialog with GTK 4's calendar under
/// its message (its arrow keys move the selected day), and the bounds' summary under it.
@MainActor
enum DateWindow: KindPresenter {
    /// The window reports the day selected with its ending.
    static func present(_ session: DialogSession<DateDescription>) {
        let description = session.description
        let dialog = MessageDialog.make(title: description.title, message: description.message)
        Widgets.apply(description.options, to: dialog)
        MessageDialog.addButtons(description.buttons, to: dialog)
        let calendar = Calendar(date: description.initialState)
        CStrings.with(description.message?.source ?? description.title) { ad_accessible_set_label(calendar.widget, $0) }
        let reason = gtk_label_new(nil)!
        CStrings.with(description.bounds.summary ?? "") { gtk_label_set_text(ad_label(reason), $0) }
        gtk_label_set_wrap(ad_label(reason), 1)
        gtk_widget_add_css_class(reason, "dim-label")
        gtk_widget_set_visible(reason, description.bounds.summary == nil ? 0 : 1)
        let content = gtk_box_new(GTK_ORIENTATION_VERTICAL, 6)!
        gtk_box_append(ad_box(content), calendar.widget)
        gtk_box_append(ad_box(content), reason)
        MessageDialog.setContent(content, of: dialog)

        let window = DialogWindow(dialog, session: session) { calendar.date }
        MessageDialog.showsMessage(of: dialog, in: window)
        let isChoosable = { description.bounds.contains(calendar.date) }
        calendar.onChange { [weak window] in
            let choosable = isChoosable()
            window?.setSensitive(ResponseID.accept, choosable)
            if choosable {
                gtk_widget_remove_css_class(reason, "error")
            } else {
                gtk_widget_add_css_class(reason, "error")
            }
        }
        window.setSensitive(ResponseID.accept, isChoosable())
        window.acceptsResponse = { id in id != ResponseID.accept || isChoosable() }
        window.present()
        gtk_widget_grab_focus(calendar.widget)
    }
}
