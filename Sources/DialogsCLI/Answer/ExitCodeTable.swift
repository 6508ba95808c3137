import DialogsCore

/// The exit codes of both modes as `--help`, the man page and the README's table list them.
enum ExitCodeTable {
    /// One line of an exit-code table.
    struct Row {
        var code: String
        var meaning: String
    }

    /// zenity mode's exit codes (as zenity 3.44's), before `ZENITY_<NAME>` overrides them.
    static let zenity = [
        Row(code: "0", meaning: "OK"),
        Row(code: "1", meaning: "Cancel, Escape, window closed, extra button (its label is printed)"),
        Row(code: "5", meaning: "timeout"),
        Row(code: "255", meaning: "error"),
    ]

    /// Native mode's exit codes: each ending has its own.
    static let native: [Row] = {
        typealias Code = NativeExitCode
        return [
            Row(
                code: "\(Code.accepted)",
                meaning: "accepted: OK, confirm, a submitted text, a saved form, completed progress, a chosen value"),
            Row(code: "\(Code.cancelled)", meaning: "the cancel button"),
            Row(code: "\(Code.closed)", meaning: "closed: Escape or the window's close button"),
            Row(code: "\(Code.timedOut)", meaning: "timed out"),
            Row(code: "\(Code.quit)", meaning: "ended by a quit command (--commands)"),
            Row(code: "\(Code.firstButton)+N", meaning: "alert button N (from 0), or extra button N"),
            Row(code: "\(Code.usage)", meaning: "usage error: unknown option, missing value, bad field, invalid UTF-8"),
            Row(code: "\(Code.noDisplay)", meaning: "no display"),
            Row(
                code: "\(Code.outputLost)",
                meaning: "stdout was closed before the answer could be written, or --forget could not remove an answer"),
        ]
    }()

    /// The last paragraphs of `--help`: both tables, and the variables that override zenity's codes.
    static var helpText: String {
        let variables = ZenityExitCode.variables.map { "ZENITY_\($0.name)" }.joined(separator: ", ")
        let zenityCodes = zenity.map { "\($0.code) \(TextDomain.tool($0.meaning))" }.joined(separator: " · ")
        let nativeCodes = native.map { row in
            "  " + row.code + String(repeating: " ", count: max(4 - row.code.count, 0) + (row.code.count >= 4 ? 2 : 0))
                + TextDomain.tool(row.meaning)
        }
        // Translators: %1$s is the zenity release ("3.44", "4.0"), %2$s lists the variables (ZENITY_OK,
        // ZENITY_CANCEL…); keep the line break.
        let zenityHeading = TextDomain.tool.format(
            "Exit codes in zenity mode (as zenity %1$s; the environment variables\n%2$s override them):",
            ZenityCompatibility.current.series, variables)
        return """
            \(zenityHeading)
              \(zenityCodes)

            \(TextDomain.tool("Exit codes in native mode (each ending has its own):"))
            \(nativeCodes.joined(separator: "\n"))
            """
    }
}
