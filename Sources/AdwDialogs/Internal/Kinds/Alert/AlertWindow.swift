import CAdw
import DialogsGLib

/// Builds the AdwMessageDialog behind `Alert`.
@MainActor
enum AlertWindow: KindPresenter {
    /// Shows the alert; its window reports whether "Don't ask again" was ticked.
    static func present(_ session: DialogSession<AlertDescription>) {
        let description = session.description
        let dialog = MessageDialog.make(title: description.title, message: description.message)
        for (index, label) in description.buttons.enumerated() {
            MessageDialog.addButton(label, id: Int32(index), to: dialog)
        }
        if let index = description.defaultButton { MessageDialog.setDefault(Int32(index), of: dialog) }
        // After the default: a destructive default button stays red.
        if let index = description.destructiveButton { MessageDialog.setDestructive(Int32(index), of: dialog) }
        Widgets.apply(description.options, to: dialog)
        let dontAskAgain = description.dontAskAgain.map { label in
            let box = Widgets.checkBox(label.mnemonicText, mnemonic: true)
            CStrings.with(label.displayText) { ad_accessible_set_label(box, $0) }
            gtk_widget_set_halign(box, GTK_ALIGN_CENTER)
            return box
        }
        // The icon at the top of the content, as zenity 4.0 shows it, then "Don't ask again".
        let shown = [Widgets.alertIcon(description.options, style: description.style), dontAskAgain].compactMap { $0 }
        if !shown.isEmpty {
            let content = gtk_box_new(GTK_ORIENTATION_VERTICAL, 12)!
            for widget in shown { gtk_box_append(ad_box(content), widget) }
            MessageDialog.setContent(content, of: dialog)
        }
        let window = DialogWindow(dialog, session: session) {
            dontAskAgain.map { gtk_check_button_get_active(ad_check_button($0)) != 0 } ?? false
        }
        MessageDialog.showsMessage(of: dialog, in: window)
        let counted = description.defaultButton ?? description.cancelButton
        window.present(
            tick: counted.flatMap { index in
                MessageDialog.countdown(
                    on: Int32(index), description.buttons[index], description.showsCountdown, of: dialog)
            })
    }
}
