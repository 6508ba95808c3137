import Glibc

/// Problems the library works around, reported on stderr for the developer.
package enum Diagnostics {
    /// What each line starts with: the library's name, or a program's own (gtk-dialogs).
    nonisolated(unsafe) package static var prefix = "GtkDialogs"

    package static func warn(_ message: String) {
        let line = "\(prefix): \(message)\n"
        _ = line.withCString { write(STDERR_FILENO, $0, strlen($0)) }
    }

    /// The warning, unless it is the one said last (no display: one line, not one per dialog).
    @MainActor
    package static func warnOnce(_ message: String) {
        guard lastWarning != message else { return }
        lastWarning = message
        warn(message)
    }

    @MainActor private static var lastWarning: String?

    /// A mistake in the calling code (an index out of range, a duplicate role or key):
    /// the warning, then an assertion failure in debug builds; release builds go on.
    @MainActor
    package static func programmerError(_ message: String) {
        warn(message)
        programmerErrorTrap(message)
    }

    /// What a programmer error does after the warning; tests of the release
    /// behaviour record it instead of stopping.
    @MainActor
    package static var programmerErrorTrap: (String) -> Void = { assertionFailure("GtkDialogs: \($0)") }
}
