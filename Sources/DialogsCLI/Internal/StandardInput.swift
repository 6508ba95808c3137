import Dispatch
import Glibc

/// What the thread reading stdin does with its lines (every call on that thread).
protocol StandardInputConsumer: Sendable {
    /// A line without its newline (a last line without one counts); false stops the reading.
    mutating func line(_ bytes: ArraySlice<UInt8>) -> Bool
    /// A read's lines have all been handed over.
    mutating func readEnded()
    /// Reading stopped, once: at the end of input, or because `line` said so.
    mutating func ended()
}

/// Standard input read to its end on a background thread (after what ``readAhead()`` read before
/// the toolkit started), so a list's rows are read (and made) while its window is built, and
/// arrive while it shows.
enum StandardInput {
    /// Whether the dialog about to show reads stdin (a list without rows on the command line):
    /// ``readAhead()`` then reads before the toolkit starts.
    @MainActor static var isReadAhead = false
    @MainActor private static var readAheadInput: (bytes: [UInt8], reachedEnd: Bool)?

    /// Reads stdin in this thread before the toolkit starts, as a C program reads it before
    /// `gtk_init`: while a producer writes, its pipe is drained without a thread competing with
    /// GTK's start-up for the CPU. Stops at the end of input, after a pause of 10 ms (a producer
    /// waiting for the window), or after 50 ms in all (one that trickles); the reading thread
    /// takes over from there.
    @MainActor static func readAhead() {
        guard isReadAhead else { return }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 1 << 18)
        let deadline = milliseconds() + 50
        var reachedEnd = false
        while !reachedEnd {
            let left = deadline - milliseconds()
            guard left > 0 else { break }
            var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
            let ready = poll(&descriptor, 1, Int32(min(10, left)))
            if ready < 0, errno == EINTR { continue }
            guard ready > 0 else { break }
            let count = readOnce(into: &buffer)
            if count > 0 { bytes += buffer[0..<count] } else { reachedEnd = true }
        }
        readAheadInput = (bytes, reachedEnd)
    }

    /// One read of stdin into `buffer`, again when a signal interrupts it: the bytes read, 0 at
    /// the end, below 0 on an error.
    private static func readOnce(into buffer: inout [UInt8]) -> Int {
        while true {
            let count = buffer.withUnsafeMutableBytes { Glibc.read(STDIN_FILENO, $0.baseAddress, $0.count) }
            if count >= 0 || errno != EINTR { return count }
        }
    }

    private static func milliseconds() -> Int {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return now.tv_sec * 1000 + now.tv_nsec / 1_000_000
    }

    /// Starts reading at once, from what ``readAhead()`` read first.
    @MainActor static func startReading(into consumer: some StandardInputConsumer) {
        let first = readAheadInput ?? ([], false)
        readAheadInput = nil
        DispatchQueue.global(qos: .userInitiated).async {
            var consumer = consumer
            read(into: &consumer, first: first.bytes, reachedEnd: first.reachedEnd)
            consumer.ended()
        }
    }

    /// Lets go of stdin, whose end was read and whose rows are shown: /dev/null takes its place
    /// (the descriptor stays valid). zenity closes its stdin at the same point; a script, or a
    /// test about to press keys, can tell from it that every row is in the list.
    static func release() {
        let null = open("/dev/null", O_RDONLY)
        guard null >= 0 else { return }
        dup2(null, STDIN_FILENO)
        close(null)
    }

    private static func read(into consumer: inout some StandardInputConsumer, first: [UInt8], reachedEnd: Bool) {
        var splitter = LineSplitter()
        if !first.isEmpty {
            guard splitter.feed(first[...], { consumer.line($0) }) else { return }
            consumer.readEnded()
        }
        // A pipe gives at most its 64 KiB a read; a file gives more.
        var buffer = [UInt8](repeating: 0, count: 1 << 18)
        while !reachedEnd {
            let count = readOnce(into: &buffer)
            guard count > 0 else { break }
            guard splitter.feed(buffer[0..<count], { consumer.line($0) }) else { return }
            consumer.readEnded()
        }
        splitter.finish { _ = consumer.line($0) }
        consumer.readEnded()
    }
}
