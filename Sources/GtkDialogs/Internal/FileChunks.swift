import CGtk
import Glibc

/// A file read inside GLib's main loop: a descriptor source wakes the loop when data arrives
/// (pipes never block the window), one read of up to 64 KiB a wake-up, at idle priority so
/// GTK keeps repainting. Chunks are decoded as UTF-8, a sequence cut between reads kept for
/// the next one, invalid bytes shown as U+FFFD.
@MainActor
final class FileChunks {
    private let descriptor: Int32
    private let onChunk: (String) -> Void
    private let onEnd: () -> Void
    private var carried: [UInt8] = []
    private var buffer = [UInt8](repeating: 0, count: 65_536)
    private var sourceID: guint = 0

    /// Opens `path` for reading, or says why it cannot (a folder opens, but cannot be read: refused).
    nonisolated static func open(_ path: String) throws(DialogError) -> Int32 {
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
    nonisolated static func standardInput() throws(DialogError) -> Int32 {
        let descriptor = fcntl(STDIN_FILENO, F_DUPFD_CLOEXEC, 0)
        guard descriptor >= 0 else {
            throw .unreadableFile(path: "standard input", reason: String(cString: strerror(errno)))
        }
        return descriptor
    }

    /// Starts reading `descriptor` (and closes it at the end or on `stop()`).
    init(descriptor: Int32, onChunk: @escaping (String) -> Void, onEnd: @escaping () -> Void) {
        self.descriptor = descriptor
        self.onChunk = onChunk
        self.onEnd = onEnd
        let box = Unmanaged.passRetained(self).toOpaque()
        sourceID = g_unix_fd_add_full(
            G_PRIORITY_DEFAULT_IDLE, descriptor,
            GIOCondition(G_IO_IN.rawValue | G_IO_HUP.rawValue | G_IO_ERR.rawValue), chunkReady, box, releaseChunks)
    }

    /// Stops reading; the source lets go of this object and the descriptor is closed.
    func stop() {
        if sourceID != 0 { g_source_remove(sourceID) }
        sourceID = 0
    }

    fileprivate func closeDescriptor() {
        close(descriptor)
    }

    fileprivate func readAvailable() -> Bool {
        let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
        if count < 0 && (errno == EINTR || errno == EAGAIN) { return true }
        guard count > 0 else {
            if !carried.isEmpty { onChunk(String(decoding: carried, as: UTF8.self)) }
            carried = []
            sourceID = 0
            onEnd()
            return false
        }
        var bytes = carried + buffer[0..<count]
        carried = Self.incompleteTail(of: bytes)
        bytes.removeLast(carried.count)
        onChunk(String(decoding: bytes, as: UTF8.self))
        return sourceID != 0
    }

    /// The bytes at the end that start a UTF-8 sequence the next read may complete.
    nonisolated static func incompleteTail(of bytes: [UInt8]) -> [UInt8] {
        var start = bytes.count
        while start > 0, bytes.count - start < 3, bytes[start - 1] & 0xC0 == 0x80 { start -= 1 }
        guard start > 0 else { return [] }
        let lead = bytes[start - 1]
        let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1
        let present = bytes.count - start + 1
        return length > 1 && present < length ? Array(bytes[(start - 1)...]) : []
    }
}

private let chunkReady: GUnixFDSourceFunc = { _, _, data in
    let reader = Unmanaged<FileChunks>.fromOpaque(data!).takeUnretainedValue()
    return MainActor.assumeIsolated { reader.readAvailable() } ? 1 : 0
}

private let releaseChunks: GDestroyNotify = { data in
    let reader = Unmanaged<FileChunks>.fromOpaque(data!).takeRetainedValue()
    MainActor.assumeIsolated { reader.closeDescriptor() }
}
