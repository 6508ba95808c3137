import CGLib
import DialogsCore
import DialogsGLib
import Glibc

/// A `--commands` file, followed inside GLib's main loop: a FIFO is read as lines arrive (opened
/// for reading and writing, so that writers may come and go without an end of input); a regular
/// file is read from where it ended when the command started, as it grows (inotify says when), and
/// from its start again when it is truncated or replaced. A missing file is made, empty. Lines arrive in order,
/// each with its number from 1, in batches: all the lines one turn of the loop read (a FIFO gives at
/// most 256 KiB a turn, so that a writer that never pauses cannot hold the window's frames back); a
/// line that is not UTF-8, or longer than 1 MiB, is reported and skipped.
@MainActor
final class CommandFile {
    enum Line {
        case text(String, number: Int)
        case unreadable(String, number: Int)
    }

    /// Lines longer than this (its bytes, without the newline) are skipped, so a runaway writer
    /// cannot fill the memory; a line of exactly 1 MiB is read.
    nonisolated static let maximumLineLength = 1 << 20
    // Translators: what is wrong with a line of a --commands file, in "is %s; ignored".
    private static var tooLong: String { TextDomain.tool("longer than 1 MiB") }
    /// What one turn of the loop reads from a FIFO at most; the rest is read at the next turn.
    static let fifoBytesPerTurn = 1 << 18

    let path: String
    private var fd: Int32
    private let isFIFO: Bool
    private var watch: Int32 = -1
    private var sourceID: guint = 0
    private var offset: off_t = 0
    /// The last bytes read, before `offset`: when the file no longer holds them there, it was
    /// rewritten (truncated and written again, perhaps longer than before) and is read from its start.
    private var tail: [UInt8] = []
    private var splitter = LineSplitter()
    private var lineNumber = 0
    private var skippingLongLine = false
    private var buffer = [UInt8](repeating: 0, count: 1 << 16)
    private var onLines: (([Line]) -> Void)?
    /// The lines read in this turn, not yet handed over.
    private var batch: [Line] = []

    /// Opens `path` before the dialog shows: what is written from now on is read.
    init(path: String) throws(UsageError) {
        self.path = path
        var info = stat()
        if stat(path, &info) != 0 {
            guard errno == ENOENT else { throw Self.error(path, errno) }
            let made = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
            guard made >= 0 else { throw Self.error(path, errno) }
            close(made)
            _ = stat(path, &info)
        }
        switch info.st_mode & S_IFMT {
        case S_IFIFO:
            isFIFO = true
            fd = open(path, O_RDWR | O_NONBLOCK | O_CLOEXEC)
        case S_IFREG:
            isFIFO = false
            fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        default:
            throw UsageError(
                message: TextDomain.tool.format("--commands %s: not a regular file or a FIFO", path),
                pointsToHelp: false)
        }
        guard fd >= 0 else { throw Self.error(path, errno) }
        if !isFIFO {
            offset = lseek(fd, 0, SEEK_END)
            var last = [UInt8](repeating: 0, count: Int(min(offset, 64)))
            let count = last.withUnsafeMutableBytes { pread(fd, $0.baseAddress, $0.count, offset - off_t($0.count)) }
            tail = count == last.count ? last : []
            // The file's own changes, and its folder's: a file replaced (written elsewhere and
            // renamed over it, as editors and many tools do) is a new file, read from its start.
            watch = inotify_init1(Int32(IN_CLOEXEC | IN_NONBLOCK))
            guard watch >= 0, inotify_add_watch(watch, path, UInt32(IN_MODIFY | IN_CLOSE_WRITE | IN_ATTRIB)) >= 0,
                inotify_add_watch(watch, Self.folder(of: path), UInt32(IN_CREATE | IN_MOVED_TO | IN_CLOSE_WRITE)) >= 0
            else { throw Self.error(path, errno) }
        }
    }

    private static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    private static func error(_ path: String, _ code: Int32) -> UsageError {
        UsageError(message: "--commands \(path): \(String(cString: strerror(code)))", pointsToHelp: false)
    }

    /// Starts reading: `onLines` gets the lines of each turn, in order, on the main loop.
    func start(_ onLines: @escaping ([Line]) -> Void) {
        self.onLines = onLines
        // The source holds this file until it is removed. A FIFO is open for writing too, so it
        // never hangs up; neither does the inotify descriptor.
        sourceID = Signals.whenReadable(isFIFO ? fd : watch, priority: G_PRIORITY_DEFAULT) { [self] _ in
            readAvailable()
        }
        _ = readAvailable()  // what came between opening and showing
    }

    /// Stops reading; the source lets go of this object.
    func stop() {
        if sourceID != 0 { g_source_remove(sourceID) }
        sourceID = 0
        onLines = nil
    }

    /// Reads every byte there is now (a FIFO: up to `fifoBytesPerTurn`) and hands its lines over
    /// together; false once stopped.
    private func readAvailable() -> Bool {
        if !isFIFO {
            drainWatch()
            followReplacement()
            if wasRewritten() {
                offset = 0
                tail = []
                splitter.dropPending()
            }
        }
        var bytesRead = 0
        while sourceID != 0, !isFIFO || bytesRead < Self.fifoBytesPerTurn {
            let count = buffer.withUnsafeMutableBytes {
                isFIFO ? read(fd, $0.baseAddress, $0.count) : pread(fd, $0.baseAddress, $0.count, offset)
            }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            bytesRead += count
            offset += off_t(count)
            if !isFIFO { tail = Array((tail + buffer[0..<count]).suffix(64)) }
            _ = splitter.feed(buffer[0..<count]) { bytes in
                deliver(bytes)
                return true
            }
            if splitter.pendingCount > Self.maximumLineLength {
                splitter.dropPending()
                if !skippingLongLine {
                    lineNumber += 1
                    batch.append(.unreadable(Self.tooLong, number: lineNumber))
                }
                skippingLongLine = true
            }
        }
        if !batch.isEmpty, let onLines {
            let lines = batch
            batch = []
            onLines(lines)
        }
        return sourceID != 0
    }

    private func deliver(_ bytes: ArraySlice<UInt8>) {
        if skippingLongLine {
            skippingLongLine = false  // the rest of the long line
            return
        }
        lineNumber += 1
        // A line that ends in the chunk that takes it over the limit was never pending that long.
        if bytes.count > Self.maximumLineLength {
            batch.append(.unreadable(Self.tooLong, number: lineNumber))
        } else if let text = String(validating: bytes, as: UTF8.self) {
            batch.append(.text(text, number: lineNumber))
        } else {
            // Translators: what is wrong with a line of a --commands file, in "is %s; ignored".
            batch.append(.unreadable(TextDomain.tool("not valid UTF-8"), number: lineNumber))
        }
    }

    /// Whether the file is shorter than what was read, or holds other bytes before `offset`.
    private func wasRewritten() -> Bool {
        var info = stat()
        guard fstat(fd, &info) == 0 else { return false }
        if info.st_size < offset { return true }
        guard !tail.isEmpty else { return false }
        var now = [UInt8](repeating: 0, count: tail.count)
        let count = now.withUnsafeMutableBytes { pread(fd, $0.baseAddress, $0.count, offset - off_t(tail.count)) }
        return count != tail.count || now != tail
    }

    /// Reads the file now at the path, from its start, when it is not the one open.
    private func followReplacement() {
        var atPath = stat()
        var open = stat()
        guard stat(path, &atPath) == 0, fstat(fd, &open) == 0,
            atPath.st_ino != open.st_ino || atPath.st_dev != open.st_dev
        else { return }
        let replacement = Glibc.open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard replacement >= 0 else { return }
        close(fd)
        fd = replacement
        offset = 0
        tail = []
        splitter.dropPending()
        _ = inotify_add_watch(watch, path, UInt32(IN_MODIFY | IN_CLOSE_WRITE | IN_ATTRIB))
    }

    private func drainWatch() {
        var events = [UInt8](repeating: 0, count: 4096)
        while events.withUnsafeMutableBytes({ read(watch, $0.baseAddress, $0.count) }) > 0 {}
    }

    isolated deinit {
        close(fd)
        if watch >= 0 { close(watch) }
    }
}
