import Glibc

/// Opens what a ``TextSource`` reads; the window reads it as it arrives.
enum SourceFiles {
    /// Opens `path` for reading, or says why it cannot (a folder opens, but cannot be read: refused).
    static func open(_ path: String) throws(DialogError) -> Int32 {
        let descriptor = Glibc.open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw .unreadableFile(path: path, reason: String(cString: strerror(errno)))
        }
        var status = stat()
        if fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFDIR {
            close(descriptor)
            throw .unreadableFile(path: path, reason: String(cString: strerror(EISDIR)))
        }
        return descriptor
    }

    /// A descriptor of its own for standard input, so that closing it leaves descriptor 0 open.
    static func standardInput() throws(DialogError) -> Int32 {
        let descriptor = fcntl(STDIN_FILENO, F_DUPFD_CLOEXEC, 0)
        guard descriptor >= 0 else {
            throw .unreadableFile(path: "standard input", reason: String(cString: strerror(errno)))
        }
        return descriptor
    }
}
