import CAdw
import DialogsGLib

/// The key values the GTK 4 windows answer themselves.
enum Keys {
    /// Return, as the main keyboard, the keypad and ISO keyboards send it.
    static let returns = Set([GDK_KEY_Return, GDK_KEY_KP_Enter, GDK_KEY_ISO_Enter].map { UInt32($0) })

    /// Runs `handler` when Return is pressed in `widget` or a widget inside it, before they see
    /// it (capture phase); the key goes no further when `handler` returns true.
    @MainActor
    static func onReturn(in widget: UnsafeMutablePointer<GtkWidget>, _ handler: @escaping @MainActor () -> Bool) {
        let keys = gtk_event_controller_key_new()!
        gtk_event_controller_set_propagation_phase(keys, GTK_PHASE_CAPTURE)
        Signals.onKeyPressed(UnsafeMutableRawPointer(keys)) { keyval in returns.contains(keyval) && handler() }
        gtk_widget_add_controller(widget, keys)  // takes it
    }
}
