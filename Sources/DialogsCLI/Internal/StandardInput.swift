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

/// Standard input read to its end on a background thread, so a list's rows are read (and made)
/// while its window is built, and arrive while it shows.
enum StandardInput {
    /// Starts reading at once.
    static func startReading(into consumer: some StandardInputConsumer) {
        DispatchQueue.global(qos: .userInitiated).async {
            var consumer = consumer
            read(into: &consumer)
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

    private static func read(into consumer: inout some StandardInputConsumer) {
        // A pipe gives at most its 64 KiB a read; a file gives more.
        var buffer = [UInt8](repeating: 0, count: 1 << 18)
        var splitter = LineSplitter()
        while true {
            let count = buffer.withUnsafeMutableBytes { Glibc.read(STDIN_FILENO, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            guard splitter.feed(buffer[0..<count], { consumer.line($0) }) else { return }
            consumer.readEnded()
        }
        splitter.finish { _ = consumer.line($0) }
        consumer.readEnded()
    }
}
