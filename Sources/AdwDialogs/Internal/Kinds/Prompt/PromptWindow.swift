import CAdw
import DialogsGLib

/// Builds the one-entry message dialog behind `TextPrompt`.
@MainActor
enum PromptWindow: KindPresenter {
    /// The window reports the entry's text with its ending.
    static func present(_ session: DialogSession<PromptDescription>) {
        let description = session.description
        let dialog = MessageDialog.make(title: description.title, message: description.message)
        Widgets.apply(description.options, to: dialog)
        MessageDialog.addButtons(description.buttons.all, to: dialog)
        let field = ValidatedField(
            .entry(
                text: description.initialState, placeholder: description.placeholder, isSecret: description.isSecret,
                purpose: GTK_INPUT_PURPOSE_FREE_FORM, suggestions: description.suggestions),
            validator: description.validator)
        field.setAccessibleName(description.fieldName)
        MessageDialog.setContent(field.container, of: dialog)

        let window = DialogWindow(dialog, session: session) { field.text }
        MessageDialog.showsMessage(of: dialog, in: window)
        window.applyChange = { text in field.setText(text) }
        window.setSensitive(ResponseID.accept, field.validity.isValid)
        field.onChange { [weak window] in window?.setSensitive(ResponseID.accept, field.validity.isValid) }
        if let textChanged = description.textChanged {
            field.onChange { textChanged(field.text) }
        }
        window.acceptsResponse = { id in id != ResponseID.accept || field.validity.isValid }
        // Return in the entry answers at once when the text is valid.
        field.onActivate { [weak window] in
            if field.validity.isValid { window?.end(.submitted(ResponseID.accept)) }
        }
        window.present(
            tick: MessageDialog.countdown(
                on: ResponseID.accept, description.buttons.accept, description.showsCountdown, of: dialog))
        field.takeFocus()
    }
}
