import DialogsCore

/// One line of text: zenity's `--entry` and `--password`, native `input` and `password`, all
/// shown as a `TextPrompt`; `--password --username` shows the forms kind's login form.
enum PromptKind: DialogKind {
    static let nativeCommands = [
        NativeCommand(name: "input", summary: "one line of text; prints it", defaultTitle: "Input"),
        NativeCommand(name: "password", summary: "a hidden line of text; prints it", defaultTitle: "Password"),
    ]

    static let zenityDialogs = [
        ZenityDialog(
            name: "entry", help: "Display text entry dialog", listing: .dialogs(position: 1), takesArguments: true),
        ZenityDialog(
            name: "password", help: "Display password dialog", listing: .dialogs(position: 13), buttonWords: .code),
    ]

    @MainActor static func checkNative(_ command: NativeCommand, _ options: inout ParsedOptions) throws(UsageError) {
        options[PromptOptions.self].isSecret = command.name == "password"
    }

    /// zenity offers `--entry`'s arguments in a drop-down (from two of them; here from one).
    /// With `--hide-text` (which zenity then drops, showing the values) the text stays hidden
    /// and the values are not offered, which is said on stderr.
    @MainActor static func checkZenity(_ dialog: ZenityDialog, _ options: inout ParsedOptions, arguments: [String])
        throws(UsageError)
    {
        guard dialog.name == "entry" else {
            options[PromptOptions.self].layout = .zenityPassword
            return
        }
        options[PromptOptions.self].layout = .zenityEntry
        guard !arguments.isEmpty else { return }
        if options[PromptOptions.self].hideText {
            let list = arguments.map { "\"\($0)\"" }.joined(separator: " ")
            Output.error(TextDomain.tool.format("--hide-text: %s not offered, a list would show them", list))
        } else {
            options[PromptOptions.self].suggestions = arguments
        }
    }

    @MainActor static func show(_ options: PromptOptions, in context: DialogContext) {
        if options.layout == .zenityPassword && options.username {
            return FormKind.show(.zenityLogin, in: context)
        }
        let common = context.common
        let prompt: TextPrompt
        var timeoutExitCode = ZenityExitCode.timeout
        switch options.layout {
        case .zenityEntry:
            // zenity parses this text for a mnemonic and hides its underscores; here it shows as typed.
            prompt = TextPrompt(
                title: common.title ?? TextDomain.tool("Add a new entry"),
                message: Escapes.compress(common.text ?? TextDomain.tool("Enter new text:")),
                text: options.entryText ?? "", isSecret: options.hideText, validator: .any)
            // zenity puts the entry text first in the list, selected.
            prompt.suggestions =
                options.suggestions.isEmpty ? [] : (options.entryText.map { [$0] } ?? []) + options.suggestions
        case .zenityPassword:
            // zenity 4 shows --text (3.44 accepts it and shows its own line).
            prompt = TextPrompt(
                title: common.title ?? TextDomain.tool("Password"),
                message: Escapes.compress(common.text ?? TextDomain.tool("Type your password")),
                isSecret: true, validator: .any)
            timeoutExitCode = ZenityExitCode.escape  // zenity 3.44: a password timeout exits like Escape
        case .native:
            prompt = TextPrompt(
                title: common.title ?? "", message: context.nativeMessage, placeholder: options.placeholder,
                text: options.entryText ?? "", isSecret: options.isSecret,
                validator: options.allowsEmpty ? .any : .nonEmpty)
            prompt.messageMarkup = context.nativeMarkup
            prompt.suggestions = options.suggestions
            prompt.remembersAnswerAs = options.isSecret ? nil : context.remembering
        }
        prompt.okTitle = common.okLabel
        prompt.cancelTitle = common.cancelLabel
        if context.isZenity {
            prompt.fallbackLabels = (.mnemonic(ZenityWords.mnemonicOK), .mnemonic(ZenityWords.mnemonicCancel))
        }
        prompt.extraButtons = common.extraButtons
        context.show(prompt) { response in
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
        context.follow(prompt)
    }
}
