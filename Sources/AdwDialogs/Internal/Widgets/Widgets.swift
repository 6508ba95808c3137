import CAdw
import DialogsGLib

/// What every GTK 4 window of a kind sets the same way.
@MainActor
enum Widgets {
    /// Titles the window and names it for screen readers by its title.
    static func setTitle(_ title: String, of window: UnsafeMutablePointer<GtkWidget>) {
        CStrings.with(title) {
            gtk_window_set_title(ad_window(window), $0)
            ad_accessible_set_label(window, $0)
        }
    }

    /// Shows `text` in `label`: plain text as given, markup only when the caller asked for it.
    static func show(_ text: LabelText, in label: UnsafeMutablePointer<GtkWidget>) {
        switch text {
        case .plain(let plain): CStrings.with(plain) { gtk_label_set_text(ad_label(label), $0) }
        case .markup(let markup): CStrings.with(markup) { gtk_label_set_markup(ad_label(label), $0) }
        }
    }

    /// A check box on which Return presses the window's default button, as on GTK 3 (GTK 4's
    /// check button toggles on Return; Space still toggles it).
    static func checkBox(_ label: String, mnemonic: Bool) -> UnsafeMutablePointer<GtkWidget> {
        let box = CStrings.with(label) {
            mnemonic ? gtk_check_button_new_with_mnemonic($0) : gtk_check_button_new_with_label($0)
        }!
        let keys = gtk_event_controller_key_new()!
        gtk_event_controller_set_propagation_phase(keys, GTK_PHASE_CAPTURE)
        // The box owns the controller, which owns this closure: the pointer outlives every call.
        Signals.onKeyPressed(UnsafeMutableRawPointer(keys)) { keyval in
            guard Keys.returns.contains(keyval) else { return false }
            gtk_widget_activate_default(box)
            return true
        }
        gtk_widget_add_controller(box, keys)  // takes it
        return box
    }
}
