import Glibc

/// Problems the library works around, reported on stderr for the developer.
enum Diagnostics {
    static func warn(_ message: String) {
        let line = "GtkDialogs: \(message)\n"
        _ = line.withCString { write(STDERR_FILENO, $0, strlen($0)) }
    }
}
