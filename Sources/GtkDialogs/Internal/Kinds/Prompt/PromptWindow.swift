import CGtk
import CGtkBridge
import DialogsGLib

/// Builds the one-entry dialog behind `TextPrompt`.
@MainActor
enum PromptWindow: KindPresenter {
    /// The window reports the entry's text with its ending.
    static func present(_ session: DialogSession<PromptDescription>) {
        let description = session.description
        let dialog = AlertWindow.messageDialog(
            GTK_MESSAGE_OTHER, title: description.title, options: description.options)
        let messageDialog = gd_message_dialog(dialog)
        AlertWindow.setSecondaryText(description.message, of: dialog)
        Widgets.apply(description.options, to: dialog, message: AlertWindow.secondaryLabel(of: dialog))
        let field = ValidatedField(
            .entry(
                text: description.initialState, placeholder: description.placeholder, isSecret: description.isSecret,
                purpose: GTK_INPUT_PURPOSE_FREE_FORM, hints: GTK_INPUT_HINT_NONE,
                suggestions: description.suggestions),
            validator: description.validator)
        field.setAccessibleName(description.fieldName)
        let area = gtk_message_dialog_get_message_area(messageDialog)!
        gtk_box_pack_start(gd_box(area), field.container, 0, 0, 6)
        gtk_widget_show_all(field.container)

        let accept = Widgets.addButtons(description.buttons, to: dialog)
        Widgets.addStyleClass("suggested-action", to: accept)
        let window = DialogWindow(dialog, session: session) { field.text }
        AlertWindow.showsHeadingAndMessage(of: dialog, in: window, options: description.options)
        window.applyChange = { text in field.setText(text) }
        window.setSensitive(ResponseID.accept, field.validity.isValid)
        field.onChange { [weak window] in window?.setSensitive(ResponseID.accept, field.validity.isValid) }
        if let textChanged = description.textChanged {
            field.onChange { textChanged(field.text) }
        }
        window.acceptsResponse = { id in id != ResponseID.accept || field.validity.isValid }
        // Return answers at once when valid: no 250 ms button animation.
        field.onActivate { [weak window] in
            if field.validity.isValid { window?.end(.submitted(ResponseID.accept)) }
        }
        let showsPlaceholder = description.placeholder != nil && description.initialState.isEmpty
        gtk_widget_grab_focus(field.input)
        window.present(tick: Widgets.countdown(on: accept, description.buttons.accept, description.showsCountdown))
        if showsPlaceholder { keepFocusOff(field.input, of: dialog) }
    }

    /// GTK 3 hides a focused entry's placeholder, and a prompt's only entry would have
    /// the focus: the window keeps no focus, so the hint shows, until the first key that
    /// types, edits or moves in text, which focuses the entry and goes into it. Tab,
    /// Escape, Return and Alt shortcuts keep their meaning; a click focuses as usual.
    private static func keepFocusOff(
        _ entry: UnsafeMutablePointer<GtkWidget>, of dialog: UnsafeMutablePointer<GtkWidget>
    ) {
        gtk_window_set_focus(gd_window(dialog), nil)
        let window = gd_window(dialog)
        Signals.onKeyPress(dialog) { key in
            guard gtk_window_get_focus(window) == nil, typesIntoAnEntry(key) else { return false }
            gtk_widget_grab_focus(entry)
            return false  // GtkWindow's own handler now hands the key to the entry
        }
    }

    static func typesIntoAnEntry(_ key: KeyPress) -> Bool {
        let passedOn: Set<Int32> = [
            GDK_KEY_Tab, GDK_KEY_ISO_Left_Tab, GDK_KEY_KP_Tab, GDK_KEY_Escape, GDK_KEY_Return, GDK_KEY_KP_Enter,
        ]
        return !key.isModifier && key.state & GDK_MOD1_MASK.rawValue == 0 && !passedOn.contains(Int32(key.keyval))
    }
}
