import DialogsCore

/// `gtk-dialogs alert|confirm|input|…`: plain text unless `--markup`, optional JSON output, and a
/// distinct exit code for every ending. The first argument names a native command (``NativeCommand``)
/// of one of ``DialogKinds``; its kind checks and shows the dialog.
@MainActor
struct NativeMode {
    let kind: any DialogKind.Type
    let command: NativeCommand
    private let options: ParsedOptions
    private let window: DialogOptions
    private let timeout: Duration?
    private let parent: ParentWindow?
    private let commands: CommandFile?
    /// `--remember`, `--dont-ask-again` and `--forget`, checked.
    private let keys: (remember: AnswerKey?, dontAskAgain: AnswerKey?, forget: [AnswerKey])

    /// A command's options: the common ones, then its kind's for it. What its `--help` shows, the
    /// man page lists and completion offers.
    static func optionTable(_ kind: any DialogKind.Type, _ command: NativeCommand) -> OptionTable {
        OptionTable(
            summary: { "\(Output.toolName) \(command.name): \(TextDomain.tool(command.summary))\(aliasNote(command))" },
            description: { ExitCodeTable.helpText },
            groups: [OptionGroup(options: commonOptions + options(of: kind, for: command))])
    }

    /// The options every command takes.
    static var commonOptions: [Option] {
        CommonOptions.declarations.filter(\.isOfferedNatively)
    }

    /// The options `kind` offers to `command`, after the common ones.
    static func options(of kind: any DialogKind.Type, for command: NativeCommand) -> [Option] {
        kind.optionDeclarations.filter { $0.isOffered(byNative: command.name) }
    }

    /// " (also spelt colour)" for a command with other spellings, else nothing.
    static func aliasNote(_ command: NativeCommand) -> String {
        command.aliases.isEmpty
            ? "" : TextDomain.tool.format(" (also spelt %s)", command.aliases.joined(separator: ", "))
    }

    /// Parses the arguments after the command (the program name first); `--help` prints and exits here.
    static func parse(
        _ kind: any DialogKind.Type, _ command: NativeCommand, _ arguments: [String]
    ) throws(UsageError) -> NativeMode {
        var options = ParsedOptions()
        let table = optionTable(kind, command)
        var rest = try table.parse(arguments, into: &options).rest
        if let spec = options[CommonOptions.self].specPath {
            options = try optionsWithSpec(spec, table, arguments)
            rest = try table.parse(arguments, into: &options).rest
        }
        guard rest.isEmpty else {
            throw UsageError(message: TextDomain.tool.format("unexpected argument \"%s\"", rest[0]))
        }

        options[CommonOptions.self].title = options[CommonOptions.self].title ?? TextDomain.tool(command.defaultTitle)
        let common = options[CommonOptions.self]
        var timeout: Duration?
        if let seconds = common.timeout {
            guard seconds > 0 else {
                throw UsageError(message: TextDomain.tool("--timeout needs a number of seconds above 0"))
            }
            timeout = .seconds(seconds)
        }
        let window = DialogOptions(
            width: try positive(common.width, "--width"), height: try positive(common.height, "--height"),
            windowIcon: common.windowIcon.map { $0.contains("/") ? .file($0) : .named($0) })
        guard common.extraButtons.count <= NativeExitCode.maximumButtons else {
            throw UsageError(
                message: TextDomain.tool.format(
                    "at most %s extra buttons (one exit code each)", "\(NativeExitCode.maximumButtons)"))
        }
        let parent = try common.parent()
        let keys = try options[RememberOptions.self].keys()
        try kind.checkNative(command, &options)
        // Opened now: what is written to it from here on reaches the dialog.
        let commands = try common.commandsPath.map { path throws(UsageError) in try CommandFile(path: path) }
        return NativeMode(
            kind: kind, command: command, options: options, window: window, timeout: timeout, parent: parent,
            commands: commands,
            keys: keys)
    }

    /// The spec's options, without those the command line gives too: it overrides them (a
    /// repeated option's values as a whole). The command line is parsed into them next.
    private static func optionsWithSpec(
        _ spec: String, _ table: OptionTable, _ arguments: [String]
    ) throws(UsageError) -> ParsedOptions {
        var scratch = ParsedOptions()
        let given = Set(try table.parse(arguments, into: &scratch).given.map(\.option.entry.name))
        let fromSpec = try SpecFile.arguments(spec, options: table.groups.flatMap(\.options)).filter { argument in
            let name = argument.dropFirst(2).prefix { $0 != "=" }
            return !given.contains(String(name))
        }
        var options = ParsedOptions()
        _ = try table.parse([arguments[0]] + fromSpec, into: &options)
        return options
    }

    private static func positive(_ value: Int?, _ option: String) throws(UsageError) -> Int? {
        guard let value else { return nil }
        guard value > 0 else { throw UsageError(message: TextDomain.tool.format("%s needs a number above 0", option)) }
        return value
    }

    /// Forgets what `--forget` names, then answers at once when the answer is remembered
    /// (`--dont-ask-again`): the exit status, printed with no window and no display; nil when the
    /// dialog must be shown. A key that could not be forgotten is said on stderr, and the dialog asks.
    func answeredFromMemory() -> Int32? {
        guard RememberOptions.forget(keys.forget) else { return nil }
        var status: Int32?
        let context = context(follower: nil) { status = $0 }
        return kind.answerFromMemory(from: options, in: context) ? status : nil
    }

    /// Shows the dialog; `finish` receives the exit status once it has ended and printed its answer.
    func show(finish: @escaping @MainActor (Int32) -> Void) {
        let follower = commands.map { DialogFollower(file: $0, textIsMarkup: options[CommonOptions.self].textIsMarkup) }
        kind.show(from: options, in: context(follower: follower, finish: finish))
    }

    private func context(follower: DialogFollower?, finish: @escaping @MainActor (Int32) -> Void) -> DialogContext {
        DialogContext(
            mode: .native(json: options[CommonOptions.self].printsJSON), common: options[CommonOptions.self],
            shared: options[SharedOptions.self],
            window: window, timeout: timeout, parent: parent, follower: follower, remembering: keys.remember,
            dontAskAgain: keys.dontAskAgain, finish: finish)
    }
}
