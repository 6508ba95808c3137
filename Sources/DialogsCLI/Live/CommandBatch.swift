import DialogsCore

/// The lines one read of a `--commands` file brought, as the follower applies them: in order, up
/// to and including `quit`, with a command that a later one in the same batch replaces left out.
/// The whole batch is applied before the window draws again, so what is left out was never going
/// to be seen: a thousand `text:` lines cost one label change, and the window keeps its frame rate.
struct CommandBatch {
    /// One line: a command to apply, or what is wrong with it.
    enum Entry {
        case command(DialogCommand, number: Int)
        case problem(String, number: Int)
    }

    /// The lines up to and including the first `quit`; nothing after it is looked at.
    private(set) var entries: [Entry] = []
    private(set) var endsWithQuit = false

    /// Adds a line; false once the batch holds `quit` (the line is not taken).
    mutating func append(_ entry: Entry) -> Bool {
        guard !endsWithQuit else { return false }
        entries.append(entry)
        if case .command(.quit, _) = entry { endsWithQuit = true }
        return true
    }

    /// What to apply, in order: each problem, and each command unless a later command of the batch
    /// replaces it. `key` says which thing a command sets (nil: it is applied as it comes). A value
    /// that only the last command sets (a title) is set where that command stands; a step keeps the
    /// place of its first command (where a new step is added), with the last command's status.
    /// A command that may end the dialog (`progress: 100` auto-closes one) is a wall: nothing is
    /// replaced across it, since what comes after it may never apply.
    func applied(key: (DialogCommand) -> CommandKey?) -> [Entry] {
        var result: [Entry] = []
        var start = entries.startIndex
        for (index, entry) in entries.enumerated() {
            if case .command(let command, _) = entry, command.mayEndTheDialog {
                result += Self.applied(entries[start...index], key: key)
                start = index + 1
            }
        }
        return result + Self.applied(entries[start...], key: key)
    }

    private static func applied(_ entries: ArraySlice<Entry>, key: (DialogCommand) -> CommandKey?) -> [Entry] {
        var last: [String: Int] = [:]
        var first: [String: Int] = [:]
        for (index, entry) in zip(entries.indices, entries) {
            guard case .command(let command, _) = entry, let key = key(command) else { continue }
            last[key.name] = index
            if first[key.name] == nil { first[key.name] = index }
        }
        var result: [Entry] = []
        for (index, entry) in zip(entries.indices, entries) {
            guard case .command(let command, _) = entry, let key = key(command) else {
                result.append(entry)
                continue
            }
            switch key.place {
            case .last where last[key.name] == index: result.append(entry)
            case .first where first[key.name] == index: result.append(entries[last[key.name]!])
            default: break
            }
        }
        return result
    }
}

/// What a command sets, for ``CommandBatch``: commands with the same name set the same thing.
struct CommandKey: Equatable {
    enum Place {
        /// Applied where the last command setting it stands.
        case last
        /// Applied where the first one stands, with the last one's value (a step is added there).
        case first
    }

    let name: String
    let place: Place
}

extension DialogCommand {
    /// Whether applying it may end the dialog: `quit`, and a progress of 100 (`--auto-close`).
    var mayEndTheDialog: Bool {
        switch self {
        case .quit: true
        case .progress(let percent): percent >= 100
        default: false
        }
    }

    /// What this command sets when a later command of the same key replaces it; nil for one that
    /// must be applied as it comes (rows, quit, a progress of 100, which may end the dialog).
    /// `button` is the button an `enable:`, `disable:` or label command names, nil when there is
    /// none (the line is then a warning of its own); `kindCommands` are the names of the kind's
    /// own commands that replace each other (a kind's other commands may warn: each is applied).
    func key(button: DialogButton?, kindCommands: Set<String>) -> CommandKey? {
        switch self {
        case .title, .text: return CommandKey(name: name, place: .last)
        case .okLabel, .cancelLabel:
            return button.map { CommandKey(name: "\(name) \($0)", place: .last) }
        case .enable, .disable:
            return button.map { CommandKey(name: "sensitivity \($0)", place: .last) }
        case .progress(let percent):
            guard kindCommands.contains(name), percent < 100 else { return nil }
            return CommandKey(name: name, place: .last)
        case .progressText:
            return kindCommands.contains(name) ? CommandKey(name: name, place: .last) : nil
        case .step(let title, _, _):
            return kindCommands.contains(name) ? CommandKey(name: "step \(title)", place: .first) : nil
        case .addRow, .removeRow, .quit: return nil
        }
    }
}
