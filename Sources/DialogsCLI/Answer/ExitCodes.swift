/// Native mode's exit codes: each ending has its own (listed in `--help`, the man page and the README).
enum NativeExitCode {
    static let accepted: Int32 = 0
    static let cancelled: Int32 = 1
    static let closed: Int32 = 2
    static let timedOut: Int32 = 3
    /// A `quit` command (`--commands`): the dialog ended by the program that drives it.
    static let quit: Int32 = 4
    static let firstButton: Int32 = 10
    static let usage: Int32 = 64
    static let noDisplay: Int32 = 69
    /// An I/O error (EX_IOERR): stdout was closed before the answer could be written, or `--forget`
    /// could not remove an answer.
    static let outputLost: Int32 = 74
    /// Buttons get 10…59, below the usage and display codes.
    static let maximumButtons = 50

    /// The code of alert button (or extra button) `index`, from 0.
    static func button(_ index: Int) -> Int32 { firstButton + Int32(index) }
}

/// zenity 3.44's exit codes, each overridable through `ZENITY_<NAME>` (then `DIALOG_<NAME>`), read with `atoi`.
enum ZenityExitCode {
    static var ok: Int32 { value("OK") }
    static var cancel: Int32 { value("CANCEL") }
    static var escape: Int32 { value("ESC") }
    static var timeout: Int32 { value("TIMEOUT") }
    static var error: Int32 { value("ERROR") }
    /// Command-line errors exit 255 whatever the environment says, as zenity's do.
    static let usage: Int32 = 255

    /// The overridable codes: `ZENITY_<name>`, the endings it sets the code of, zenity's default.
    static let variables: [(name: String, endings: String, code: Int32)] = [
        ("OK", "OK", 0), ("CANCEL", "the Cancel button", 1),
        ("ESC", "Escape, the window closed, an extra button", 1), ("TIMEOUT", "a timeout", 5),
        ("ERROR", "an error such as no display", -1),
    ]

    private static func value(_ name: String) -> Int32 {
        ThisProcess.integerVariable("ZENITY_\(name)") ?? ThisProcess.integerVariable("DIALOG_\(name)")
            ?? variables.first { $0.name == name }!.code
    }
}
