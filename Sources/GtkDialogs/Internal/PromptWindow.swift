import CGtk
import CGtkBridge

/// Response ids shared by the prompt and the form: cancel, accept, then extra buttons.
enum ResponseID {
    static let cancel: Int32 = 0
    static let accept: Int32 = 1
    static func extra(_ index: Int) -> Int32 { Int32(2 + index) }
    static func extraIndex(_ id: Int32) -> Int? { id >= 2 ? Int(id - 2) : nil }
}

/// Builds the one-entry dialog behind `TextPrompt`.
@MainActor
enum PromptWindow {
    struct Configuration {
        var title: String
        var message: LabelText?
        var placeholder: String?
        var text: String
        var suggestions: [String]
        var isSecret: Bool
        var acceptLabel: ButtonLabel
        var cancelLabel: ButtonLabel
        var extraButtons: [String]
        var validator: Validator
        var options: DialogOptions
    }

    /// `onEnd` receives the ending and the entry's text at that moment.
    static func present(
        _ configuration: Configuration, parent: ParentWindow?, timeout: Duration?,
        onEnd: @escaping (DialogEnding, String) -> Void
    ) -> DialogSession {
        let dialog = GText.with(configuration.title) { gd_message_dialog_new(GTK_MESSAGE_OTHER, $0) }!
        Widgets.setTitle(configuration.title, of: dialog)
        let messageDialog = gd_message_dialog(dialog)
        AlertWindow.setSecondaryText(configuration.message, of: dialog)
        Widgets.apply(configuration.options, to: dialog, message: AlertWindow.secondaryLabel(of: dialog))
        let field = ValidatedField(
            .entry(
                text: configuration.text, placeholder: configuration.placeholder, isSecret: configuration.isSecret,
                purpose: GTK_INPUT_PURPOSE_FREE_FORM, hints: GTK_INPUT_HINT_NONE,
                suggestions: configuration.suggestions),
            validator: configuration.validator)
        field.setAccessibleName(accessibleName(configuration))
        let area = gtk_message_dialog_get_message_area(messageDialog)!
        gtk_box_pack_start(gd_box(area), field.container, 0, 0, 6)
        gtk_widget_show_all(field.container)

        for (index, label) in configuration.extraButtons.enumerated() {
            _ = Widgets.addButton(.literal(label), to: dialog, responseID: ResponseID.extra(index))
        }
        _ = Widgets.addButton(configuration.cancelLabel, to: dialog, responseID: ResponseID.cancel)
        let accept = Widgets.addButton(configuration.acceptLabel, to: dialog, responseID: ResponseID.accept)
        Widgets.addStyleClass("suggested-action", to: accept)
        Widgets.setSensitive(accept, field.validity.isValid)
        field.onChange { Widgets.setSensitive(accept, field.validity.isValid) }

        let session = DialogSession(window: dialog, parent: parent) { ending in
            let text = ending == .destroyed ? "" : field.text
            return { onEnd(ending, text) }
        }
        session.acceptsResponse = { id in id != ResponseID.accept || field.validity.isValid }
        // Return answers at once when valid: no 250 ms button animation.
        field.onActivate { [weak session] in
            if field.validity.isValid { session?.finish(.submitted(ResponseID.accept)) }
        }
        gtk_widget_grab_focus(field.input)
        session.present(timeout: timeout)
        return session
    }

    /// The entry has no label of its own: the plain message names it, else the title.
    private static func accessibleName(_ configuration: Configuration) -> String {
        if case .plain(let message) = configuration.message, !message.isEmpty { return message }
        return configuration.title
    }
}
