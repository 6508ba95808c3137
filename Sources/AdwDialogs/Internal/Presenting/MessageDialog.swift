import CAdw
import DialogsGLib

/// libadwaita's message dialog: the window of alerts, prompts and the other kinds that show a
/// heading, a message, content of their own and a row of buttons, as zenity 4's do.
@MainActor
enum MessageDialog {
    /// An AdwMessageDialog titled `title`, the title shown as its heading, with `message` under
    /// it; Escape and the close button give ``DialogWindow/closeResponse``.
    static func make(title: String, message: LabelText?) -> UnsafeMutablePointer<GtkWidget> {
        let dialog = adw_message_dialog_new(nil, nil, nil)!
        CStrings.with(title) { adw_message_dialog_set_heading(ad_message_dialog(dialog), $0) }
        Widgets.setTitle(title, of: dialog)
        setMessage(message, of: dialog)
        CStrings.with("close") { adw_message_dialog_set_close_response(ad_message_dialog(dialog), $0) }
        return dialog
    }

    /// The text under the heading: plain text as given, markup only when the caller asked for it.
    static func setMessage(_ message: LabelText?, of dialog: UnsafeMutablePointer<GtkWidget>) {
        let messageDialog = ad_message_dialog(dialog)
        if case .markup = message {
            adw_message_dialog_set_body_use_markup(messageDialog, 1)
        } else {
            adw_message_dialog_set_body_use_markup(messageDialog, 0)
        }
        CStrings.with(message?.source ?? "") { adw_message_dialog_set_body(messageDialog, $0) }
    }

    /// Adds a button answering `id`, labelled with its mnemonic (Alt+letter presses it).
    static func addButton(_ label: ButtonLabel, id: Int32, to dialog: UnsafeMutablePointer<GtkWidget>) {
        CStrings.with(String(id)) { response in
            CStrings.with(label.mnemonicText) {
                adw_message_dialog_add_response(ad_message_dialog(dialog), response, $0)
            }
        }
    }

    /// Adds `buttons` left to right and makes the accept button the one Return presses.
    static func addButtons(_ buttons: [(label: ButtonLabel, id: Int32)], to dialog: UnsafeMutablePointer<GtkWidget>) {
        for (label, id) in buttons { addButton(label, id: id, to: dialog) }
        if buttons.contains(where: { $0.id == ResponseID.accept }) { setDefault(ResponseID.accept, of: dialog) }
    }

    /// Puts `child` under the message: the kind's own content (an entry, a slider, a calendar).
    static func setContent(_ child: UnsafeMutablePointer<GtkWidget>, of dialog: UnsafeMutablePointer<GtkWidget>) {
        adw_message_dialog_set_extra_child(ad_message_dialog(dialog), child)
    }

    /// Makes the button answering `id` the one Return presses, styled as the suggested action.
    static func setDefault(_ id: Int32, of dialog: UnsafeMutablePointer<GtkWidget>) {
        CStrings.with(String(id)) {
            adw_message_dialog_set_response_appearance(ad_message_dialog(dialog), $0, ADW_RESPONSE_SUGGESTED)
            adw_message_dialog_set_default_response(ad_message_dialog(dialog), $0)
        }
    }

    /// Styles the button answering `id` as destructive (red).
    static func setDestructive(_ id: Int32, of dialog: UnsafeMutablePointer<GtkWidget>) {
        CStrings.with(String(id)) {
            adw_message_dialog_set_response_appearance(ad_message_dialog(dialog), $0, ADW_RESPONSE_DESTRUCTIVE)
        }
    }

    /// The seconds left, shown on the button answering `id` after its label, when `shows` (else no
    /// tick), as GTK 3's countdown does.
    static func countdown(
        on id: Int32, _ label: ButtonLabel, _ shows: Bool, of dialog: UnsafeMutablePointer<GtkWidget>
    ) -> ((Int) -> Void)? {
        guard shows else { return nil }
        return { secondsLeft in
            CStrings.with(String(id)) { response in
                CStrings.with(label.mnemonicText + " (\(secondsLeft))") {
                    adw_message_dialog_set_response_label(ad_message_dialog(dialog), response, $0)
                }
            }
        }
    }

    /// Lets code change the heading's message while it shows.
    static func showsMessage<Description>(
        of dialog: UnsafeMutablePointer<GtkWidget>, in window: DialogWindow<Description>
    ) {
        window.showMessage = { setMessage($0, of: dialog) }
    }
}
