import DialogsCore

/// `gtk-dialogs --forget KEY [--forget KEY…]`, no command: forgets the answers `--remember` and
/// `--dont-ask-again` kept under each KEY, and shows nothing (no display needed). Forgetting a key
/// nothing is remembered under succeeds; an answer that cannot be removed is said on stderr and
/// exits 74.
@MainActor
enum ForgetMode {
    /// Whether `argument` (the first) asks for this mode.
    static func isAsked(by argument: String?) -> Bool {
        argument == "--forget" || argument?.hasPrefix("--forget=") == true
    }

    static var optionTable: OptionTable {
        OptionTable(
            summary: { "\(Output.toolName) --forget KEY: \(TextDomain.tool(summary))" }, description: { nil },
            groups: [OptionGroup(options: [RememberOptions.forget])])
    }

    /// Its line in `--help`'s usage paragraph.
    nonisolated static let summary = TextDomain.mark(
        "forget what --remember or --dont-ask-again kept under KEY (repeat)")

    /// Parses `arguments` (the program name first), forgets, and returns the exit status.
    static func run(_ arguments: [String]) throws(UsageError) -> Int32 {
        var options = ParsedOptions()
        let rest = try optionTable.parse(arguments, into: &options).rest
        guard rest.isEmpty else {
            throw UsageError(message: TextDomain.tool.format("unexpected argument \"%s\"", rest[0]))
        }
        return RememberOptions.forget(try options[RememberOptions.self].keys().forget)
            ? NativeExitCode.accepted : NativeExitCode.outputLost
    }
}
