import CGLib
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

    /// The environment variable `name`, if set.
    static func environment(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }

    /// The environment variable `name` read as a number with `atoi`, as zenity reads it.
    static func integerVariable(_ name: String) -> Int32? {
        getenv(name).map { atoi($0) }
    }

    /// Whether `path` names a regular file (`g_file_test`).
    static func isFile(_ path: String) -> Bool {
        g_file_test(path, G_FILE_TEST_IS_REGULAR) != 0
    }

    /// The working directory (`g_get_current_dir`).
    static var currentFolder: String {
        let folder = g_get_current_dir()!
        defer { g_free(folder) }
        return String(cString: folder)
    }

    /// A reader that closes stdout (`gtk-dialogs … | head -c0`) makes writes fail with
    /// `EPIPE` instead of killing the process with SIGPIPE, so the loss can be reported.
    static func ignoreBrokenPipe() {
        signal(SIGPIPE, SIG_IGN)
    }

    /// Whether the program was started with stdout closed.
    nonisolated(unsafe) private static var standardOutputMissing = false

    /// Opens `/dev/null` on a standard descriptor the program was started without: otherwise the
    /// display connection would get that number, and an answer written to stdout would go to the X server.
    static func reopenMissingStandardDescriptors() {
        for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] where fcntl(descriptor, F_GETFD) < 0 {
            if descriptor == STDOUT_FILENO { standardOutputMissing = true }
            _ = open("/dev/null", O_RDWR)  // the lowest free descriptor: this one
        }
    }

    /// Writes all of `text` to stdout or stderr; false when the descriptor refused it.
    @discardableResult
    static func write(_ text: String, toStandardError: Bool = false) -> Bool {
        let descriptor = toStandardError ? STDERR_FILENO : STDOUT_FILENO
        if descriptor == STDOUT_FILENO && standardOutputMissing { return false }
        var remaining = Array(text.utf8)[...]
        while !remaining.isEmpty {
            let written = remaining.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { return false }
            remaining = remaining.dropFirst(written)
        }
        return true
    }

    /// zenity's `--auto-kill`: hangs up the parent process (the script that started this one).
    static func hangUpParent() {
        kill(getppid(), SIGHUP)
    }

    static func exit(_ status: Int32) -> Never {
        Glibc.exit(status)
    }
}
