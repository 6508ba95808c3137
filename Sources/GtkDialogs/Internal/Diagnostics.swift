import Glibc

/// Problems the library works around, reported on stderr for the developer.
enum Diagnostics {
    static func warn(_ message: String) {
        let line = "GtkDialogs: \(message)\n"
        _ = line.withCString { write(STDERR_FILENO, $0, strlen($0)) }
    }

    /// A mistake in the calling code (an index out of range, a duplicate role or key):
    /// the warning, then an assertion failure in debug builds; release builds go on.
    @MainActor
    static func programmerError(_ message: String) {
        warn(message)
        programmerErrorTrap(message)
    }

    /// What a programmer error does after the warning; tests of the release
    /// behaviour record it instead of stopping.
    @MainActor
    static var programmerErrorTrap: (String) -> Void = { assertionFailure("GtkDialogs: \($0)") }
}
