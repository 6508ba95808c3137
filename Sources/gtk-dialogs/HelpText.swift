/// The help text for both modes, and the exit codes, documented in one place: `--help`, the man
/// page and the README's table say what these say.
enum HelpText {
    /// The one version number: `--version`, the man pages, the Debian package (`make deb` reads it
    /// from `--version`) and the metainfo's newest release (a test checks that one).
    static let version = "0.1.0"
    /// The day `version` was released, as the metainfo's newest release says.
    static let releaseDate = "2026-11-30"

    static let summary = """
        Ask the desktop user a question from a shell script.

        zenity mode:  gtk-dialogs --info|--warning|--error|--question|--entry|--password|--forms|--list
                      |--progress|--scale|--calendar|--file-selection [OPTION…]   (also when called through a link named zenity)
        native mode:  gtk-dialogs alert|confirm|input|password|form|list|progress|scale|date [OPTION…]
                      (see gtk-dialogs alert --help)
        """

    /// One line of an exit-code table.
    struct ExitCodeRow {
        var code: String
        var meaning: String
    }

    /// zenity mode's exit codes (as zenity 3.44's), before `ZENITY_<NAME>` overrides them.
    static let zenityExitCodes = [
        ExitCodeRow(code: "0", meaning: "OK"),
        ExitCodeRow(code: "1", meaning: "Cancel, Escape, window closed, extra button (its label is printed)"),
        ExitCodeRow(code: "5", meaning: "timeout"),
        ExitCodeRow(code: "255", meaning: "error"),
    ]

    /// Native mode's exit codes: each ending has its own.
    static let nativeExitCodes: [ExitCodeRow] = {
        typealias Code = NativeMode.ExitCode
        return [
            ExitCodeRow(
                code: "\(Code.accepted)",
                meaning: "accepted: OK, confirm, a submitted text, a saved form, completed progress, a chosen value"),
            ExitCodeRow(code: "\(Code.cancelled)", meaning: "the cancel button"),
            ExitCodeRow(code: "\(Code.closed)", meaning: "closed: Escape or the window's close button"),
            ExitCodeRow(code: "\(Code.timedOut)", meaning: "timed out"),
            ExitCodeRow(code: "\(Code.firstButton)+N", meaning: "alert button N (from 0), or extra button N"),
            ExitCodeRow(
                code: "\(Code.usage)", meaning: "usage error: unknown option, missing value, bad field, invalid UTF-8"),
            ExitCodeRow(code: "\(Code.noDisplay)", meaning: "no display"),
            ExitCodeRow(code: "\(Code.outputLost)", meaning: "stdout was closed before the answer could be written"),
        ]
    }()

    static var description: String {
        let variables = ZenityMode.ExitCode.variables.map { "ZENITY_\($0.name)" }.joined(separator: ", ")
        let zenity = zenityExitCodes.map { "\($0.code) \($0.meaning)" }.joined(separator: " · ")
        let native = nativeExitCodes.map { row in
            "  " + row.code + String(repeating: " ", count: max(4 - row.code.count, 0) + (row.code.count >= 4 ? 2 : 0))
                + row.meaning
        }
        return """
            Exit codes in zenity mode (as zenity 3.44; the environment variables
            \(variables) override them):
              \(zenity)

            Exit codes in native mode (each ending has its own):
            \(native.joined(separator: "\n"))
            """
    }
}
