import CGLib
import DialogsCore
import Glibc

/// A file read inside GLib's main loop: a descriptor source wakes the loop when data arrives
/// (pipes never block the window). A wake-up reads for at most ``timeSlice`` and hands the view
/// one chunk, at a priority below input and repainting but above GtkTextView's own line layout
/// (`GDK_PRIORITY_REDRAW + 5`): a big file is in the buffer within seconds and its lines are
/// laid out afterwards, in the background, instead of one 64 KiB read per laid-out chunk (a
/// 100 MB file took minutes). Chunks are decoded as UTF-8, a sequence cut between reads kept
/// for the next one, invalid bytes shown as U+FFFD.
@MainActor
package final class FileChunks {
    private let descriptor: Int32
    private let onChunk: (UnsafeBufferPointer<CChar>) -> Void
    private let onEnd: () -> Void
    /// The bytes read and not yet handed on: the start of a UTF-8 sequence cut by the last read,
    /// then this wake-up's reads.
    private let storage = UnsafeMutablePointer<UInt8>.allocate(capacity: chunkLimit + readSize)
    private var filled = 0
    private var sourceID: guint = 0
    /// Between repainting (`GDK_PRIORITY_REDRAW`, 120 in GTK 3 and GTK 4) and the text view's layout (125).
    package static let priority = G_PRIORITY_HIGH_IDLE + 20 + 2
    /// How long one wake-up may read before the loop handles input and repaints again.
    package static let timeSlice: Int64 = 8_000
    /// The most one wake-up hands on (and holds twice, when invalid bytes are replaced).
    package static let chunkLimit = 1 << 20
    private static let readSize = 65_536

    /// Starts reading `descriptor` (and closes it at the end or on `stop()`). `onChunk` gets valid
    /// UTF-8 without NUL bytes, for the moment of the call only.
    package init(
        descriptor: Int32, onChunk: @escaping (UnsafeBufferPointer<CChar>) -> Void, onEnd: @escaping () -> Void
    ) {
        self.descriptor = descriptor
        self.onChunk = onChunk
        self.onEnd = onEnd
        // The source holds this reader until it is gone; then the descriptor is closed.
        sourceID = Signals.whenReadable(descriptor, priority: Self.priority) { _ in
            self.readAvailable()
        } released: {
            self.release()
        }
    }

    /// Reads what can be read now without waiting (one time slice at most), before the window
    /// shows: a short file is then in the window's first frame, not in a later one.
    package func readWhatIsReady() {
        let id = sourceID
        guard id != 0, hasMore() else { return }
        if !readAvailable() { g_source_remove(id) }
    }

    /// Stops reading; the source lets go of this object and the descriptor is closed.
    package func stop() {
        if sourceID != 0 { g_source_remove(sourceID) }
        sourceID = 0
    }

    /// The source's last call: it is gone, and nothing reads into the storage any more.
    private func release() {
        close(descriptor)
        storage.deallocate()
    }

    /// Reads while full reads keep coming and the time slice lasts, then hands on what it read.
    private func readAvailable() -> Bool {
        let started = g_get_monotonic_time()
        var ended = false
        while true {
            let count = Glibc.read(descriptor, storage + filled, Self.readSize)
            if count < 0 && (errno == EINTR || errno == EAGAIN) { break }
            guard count > 0 else {
                ended = true
                break
            }
            filled += count
            if filled >= Self.chunkLimit || g_get_monotonic_time() - started >= Self.timeSlice || !hasMore() {
                break
            }
        }
        let tail = ended ? 0 : Self.incompleteTailLength(of: UnsafeBufferPointer(start: storage, count: filled))
        handOn(filled - tail)
        storage.update(from: storage + filled - tail, count: tail)
        filled = tail
        guard !ended else {
            sourceID = 0
            onEnd()
            return false
        }
        return sourceID != 0
    }

    /// Whether a read now would return at once: a pipe that has just been emptied would block the
    /// loop (the descriptor may be the caller's standard input, which stays blocking).
    private func hasMore() -> Bool {
        var ready = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        return poll(&ready, 1, 0) == 1
    }

    /// Hands on the first `count` bytes, invalid sequences and NUL bytes replaced by U+FFFD
    /// (`g_utf8_make_valid`).
    private func handOn(_ count: Int) {
        guard count > 0 else { return }
        storage.withMemoryRebound(to: CChar.self, capacity: count) { text in
            if g_utf8_validate(text, count, nil) != 0 {
                onChunk(UnsafeBufferPointer(start: text, count: count))
            } else if let valid = g_utf8_make_valid(text, count) {
                onChunk(UnsafeBufferPointer(start: valid, count: strlen(valid)))
                g_free(valid)
            }
        }
    }

    /// The bytes at the end that start a UTF-8 sequence the next read may complete.
    package nonisolated static func incompleteTail(of bytes: [UInt8]) -> [UInt8] {
        bytes.withUnsafeBufferPointer { Array(bytes.suffix(incompleteTailLength(of: $0))) }
    }

    package nonisolated static func incompleteTailLength(of bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var start = bytes.count
        while start > 0, bytes.count - start < 3, bytes[start - 1] & 0xC0 == 0x80 { start -= 1 }
        guard start > 0 else { return 0 }
        let lead = bytes[start - 1]
        let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1
        let present = bytes.count - start + 1
        return length > 1 && present < length ? present : 0
    }
}
