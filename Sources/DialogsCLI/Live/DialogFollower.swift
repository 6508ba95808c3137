import DialogsCore

/// Makes the shown dialog follow a `--commands` file: what every kind takes (title, text, button
/// labels and sensitivity, quit) here, and a kind's own commands (progress, rows, steps) through
/// the handler the kind gives. A line it cannot apply is one warning on stderr, with its number;
/// the dialog goes on.
@MainActor
final class DialogFollower {
    private let file: CommandFile
    private let textIsMarkup: Bool
    /// Set by `quit`: the dismissal that follows is the driving program's.
    private(set) var quitRequested = false

    init(file: CommandFile, textIsMarkup: Bool) {
        self.file = file
        self.textIsMarkup = textIsMarkup
    }

    /// Follows the file for `dialog` until it ends. `buttons` are the labels `enable:` and
    /// `disable:` may name beyond `ok` and `cancel`; `kindCommand` applies the kind's own commands
    /// and says what is wrong with one it cannot apply; `kindCommands` names those of them that a
    /// later one replaces (each is applied without a problem), which a batch may leave out.
    func follow<Response>(
        _ dialog: Dialog<Response>, buttons: [String: DialogButton], kindCommands: Set<String>,
        kindCommand: @escaping (DialogCommand) -> String?
    ) {
        // Holds the dialog (nothing else does) until it ends and `stop` lets go of this closure.
        file.start { [weak self] lines in
            guard let self else { return }
            var batch = CommandBatch()
            for line in lines {
                let entry: CommandBatch.Entry
                switch line {
                case .unreadable(let reason, let number):
                    entry = .problem(TextDomain.tool.format("is %s; ignored", reason), number: number)
                case .text(let text, let number):
                    switch DialogCommand.parse(text) {
                    case .failure(let error):
                        entry = .problem(TextDomain.tool.format("%s; ignored", error.message), number: number)
                    case .success(nil): continue
                    case .success(let command?): entry = .command(command, number: number)
                    }
                }
                guard batch.append(entry) else { break }  // nothing after quit
            }
            let applied = batch.applied { command in
                command.key(button: Self.target(of: command, in: dialog, buttons: buttons), kindCommands: kindCommands)
            }
            for entry in applied {
                switch entry {
                case .problem(let problem, let number): self.warn(number, problem)
                case .command(let command, let number):
                    if let problem = self.apply(command, to: dialog, buttons: buttons, kindCommand: kindCommand) {
                        self.warn(number, problem)
                    }
                }
            }
        }
    }

    /// Stops reading (the dialog has ended).
    func stop() {
        file.stop()
    }

    /// The button a command names, by role (`ok`, `cancel`, as `ok-label:` and `cancel-label:` do:
    /// a confirm's Cancel is its button 0, not a cancel button) or by label; nil when the dialog
    /// has none such, or for a command that names none.
    private static func target<Response>(
        of command: DialogCommand, in dialog: Dialog<Response>, buttons: [String: DialogButton]
    ) -> DialogButton? {
        func button(_ name: DialogCommand.ButtonName) -> DialogButton? {
            switch name {
            case .ok: buttons["ok"] ?? .accept
            case .cancel: buttons["cancel"] ?? .cancel
            case .labelled(let label): buttons[label]
            }
        }
        switch command {
        case .enable(let name), .disable(let name): return button(name)
        case .okLabel, .cancelLabel:
            guard let target = button(command.name == "ok-label" ? .ok : .cancel), dialog.responseID(of: target) != nil
            else { return nil }
            return target
        default: return nil
        }
    }

    /// Applies `command`; what is wrong with it otherwise.
    private func apply<Response>(
        _ command: DialogCommand, to dialog: Dialog<Response>, buttons: [String: DialogButton],
        kindCommand: (DialogCommand) -> String?
    ) -> String? {
        let target = Self.target(of: command, in: dialog, buttons: buttons)
        switch command {
        case .title(let title): dialog.titleChanged(title)
        case .text(let text):
            dialog.messageChanged(textIsMarkup ? nil : text, markup: textIsMarkup ? Markup(trusted: text) : nil)
        case .okLabel(let label), .cancelLabel(let label):
            let isOK = command.name == "ok-label"
            guard let target else {
                return isOK
                    ? TextDomain.tool("no ok button to relabel; ignored")
                    : TextDomain.tool("no cancel button to relabel; ignored")
            }
            dialog.buttonTitleChanged(label, fallback: isOK ? .ok : .cancel, of: target)
        case .enable(let name), .disable(let name):
            guard let target else {
                let labels = Set(["ok", "cancel"] + buttons.keys).sorted().joined(separator: ", ")
                // Translators: %1$s is a button's name as the command gave it, %2$s the dialog's buttons.
                return command.isEnable
                    ? TextDomain.tool.format(
                        "no button \"%1$s\" to enable (its buttons: %2$s); ignored", "\(name)", labels)
                    : TextDomain.tool.format(
                        "no button \"%1$s\" to disable (its buttons: %2$s); ignored", "\(name)", labels)
            }
            dialog.setButton(target, isEnabled: command.isEnable)
        case .quit:
            quitRequested = true
            dialog.dismiss()
        case .progress, .progressText, .addRow, .removeRow, .step:
            if let problem = kindCommand(command) { return TextDomain.tool.format("%s; ignored", problem) }
        }
        return nil
    }

    private func warn(_ line: Int, _ problem: String) {
        // Translators: %1$s is the commands file, %2$s a line number, %3$s what is wrong with the line.
        Output.error(TextDomain.tool.format("--commands %1$s line %2$s: %3$s", file.path, "\(line)", problem))
    }
}

extension DialogCommand {
    /// What a kind says of a command it does not take.
    var doesNotApply: String { TextDomain.tool.format("%s does not apply to this dialog", name) }

    var isEnable: Bool {
        if case .enable = self { return true }
        return false
    }

    /// The command's name, as a line writes it.
    var name: String {
        switch self {
        case .title: "title"
        case .text: "text"
        case .okLabel: "ok-label"
        case .cancelLabel: "cancel-label"
        case .enable: "enable"
        case .disable: "disable"
        case .progress: "progress"
        case .progressText: "progress-text"
        case .addRow: "add-row"
        case .removeRow: "remove-row"
        case .step: "step"
        case .quit: "quit"
        }
    }
}

extension DialogCommand.ButtonName: CustomStringConvertible {
    var description: String {
        switch self {
        case .ok: "ok"
        case .cancel: "cancel"
        case .labelled(let label): label
        }
    }
}
