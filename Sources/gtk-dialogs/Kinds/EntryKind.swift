import GtkDialogs

/// One line of text: zenity's `--entry` and `--password`, native `input` and `password`, all
/// shown as a `TextPrompt`.
enum EntryKind: DialogKind {
    static func show(_ options: EntryOptions, in context: DialogContext) {
        let common = context.common
        let prompt: TextPrompt
        var timeoutExitCode = ZenityMode.ExitCode.timeout
        switch options.layout {
        case .zenityEntry:
            // zenity parses this text for a mnemonic and hides its underscores; here it shows as typed.
            prompt = TextPrompt(
                title: common.title ?? "Add a new entry", message: Escapes.compress(common.text ?? "Enter new text:"),
                text: options.entryText ?? "", isSecret: options.hideText, validator: .any)
            // zenity puts the entry text first in the list, selected.
            prompt.suggestions =
                options.values.isEmpty ? [] : (options.entryText.map { [$0] } ?? []) + options.values
        case .zenityPassword:
            // zenity 4 shows --text (3.44 accepts it and shows its own line).
            prompt = TextPrompt(
                title: common.title ?? "Password", message: Escapes.compress(common.text ?? "Type your password"),
                isSecret: true, validator: .any)
            timeoutExitCode = ZenityMode.ExitCode.escape  // zenity 3.44: a password timeout exits like Escape
        case .native:
            prompt = TextPrompt(
                title: common.title ?? "", message: context.nativeMessage, placeholder: options.placeholder,
                text: options.entryText ?? "", isSecret: options.isSecret,
                validator: options.allowsEmpty ? .any : .nonEmpty)
            prompt.messageMarkup = context.nativeMarkup
            prompt.suggestions = options.suggestions
        }
        prompt.okTitle = common.okLabel
        prompt.cancelTitle = common.cancelLabel
        prompt.extraButtons = common.extraButtons
        prompt.options = context.window
        prompt.show(timeout: context.timeout) { response in
            switch response {
            case .submitted(let text):
                context.end(
                    .accepted(
                        Answer(name: "submitted", members: [("text", .string(text))], zenityLine: text, plainLine: text)
                    ))
            case .cancelled: context.end(.cancelled)
            case .closed, .dismissed: context.end(.closed)
            case .timedOut: context.end(.timedOut(zenityExitCode: timeoutExitCode))
            case .extraButton(let index): context.end(.extraButton(index, label: common.extraButtons[index]))
            }
        }
    }
}
