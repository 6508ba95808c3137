import CGtk
import Glibc

/// The running program as C sees it: raw arguments, locale, environment, output and exit.
enum ThisProcess {
    /// `argv[0]`.
    static var programPath: String {
        CommandLine.unsafeArgv[0].map { String(cString: $0) } ?? "gtk-dialogs"
    }

    /// `argv[index]`, when there is one.
    static func argument(_ index: Int) -> String? {
        guard index < Int(CommandLine.argc) else { return nil }
        return CommandLine.unsafeArgv[index].map { String(cString: $0) }
    }

    /// The index of the first argument that is not UTF-8 (`g_utf8_validate`), checked on the raw
    /// bytes before Swift repairs them.
    static func firstInvalidUTF8Argument() -> Int? {
        for index in 1..<Int(CommandLine.argc) {
            guard let argument = CommandLine.unsafeArgv[index] else { continue }
            if g_utf8_validate(argument, -1, nil) == 0 { return index }
        }
        return nil
    }

    /// The user's locale, with a UTF-8 charset: GOption converts arguments from the locale's
    /// charset, and they were checked to be UTF-8.
    static func useLocaleWithUTF8() {
        setlocale(LC_ALL, "")
        if g_get_charset(nil) == 0 {
            setlocale(LC_CTYPE, "C.UTF-8")
        }
    }

    /// The environment variable `name` read as a number with `atoi`, as zenity reads it.
    static func integerVariable(_ name: String) -> Int32? {
        getenv(name).map { atoi($0) }
    }

    /// Writes all of `text` to stdout or stderr; stops quietly when the descriptor refuses more.
    static func write(_ text: String, toStandardError: Bool = false) {
        let descriptor = toStandardError ? STDERR_FILENO : STDOUT_FILENO
        var remaining = Array(text.utf8)[...]
        while !remaining.isEmpty {
            let written = remaining.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            guard written > 0 else { return }
            remaining = remaining.dropFirst(written)
        }
    }

    static func exit(_ status: Int32) -> Never {
        Glibc.exit(status)
    }
}
