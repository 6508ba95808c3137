import Dispatch
import Glibc

/// Lines read from stdin on a background thread, in chunks, so rows arrive while a dialog shows.
enum StandardInput {
    enum Chunk: Sendable {
        case lines([String])
        /// This line (from 1) is not UTF-8; nothing after it is read.
        case invalid(line: Int)
    }

    /// Every line of stdin (without its newline; a last line without one counts), until its end.
    static func lines() -> AsyncStream<Chunk> {
        let (stream, continuation) = AsyncStream.makeStream(of: Chunk.self)
        DispatchQueue.global(qos: .userInitiated).async {
            read(into: continuation)
            continuation.finish()
        }
        return stream
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

    private static func read(into continuation: AsyncStream<Chunk>.Continuation) {
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        var splitter = LineSplitter()
        var lineNumber = 0
        while true {
            let count = buffer.withUnsafeMutableBytes { Glibc.read(STDIN_FILENO, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            var lines: [String] = []
            let valid = splitter.feed(buffer[0..<count]) { bytes in
                lineNumber += 1
                guard let text = String(validating: bytes, as: UTF8.self) else { return false }
                lines.append(text)
                return true
            }
            if !lines.isEmpty { continuation.yield(.lines(lines)) }
            guard valid else {
                continuation.yield(.invalid(line: lineNumber))
                return
            }
        }
        splitter.finish { bytes in
            lineNumber += 1
            if let text = String(validating: bytes, as: UTF8.self) {
                continuation.yield(.lines([text]))
            } else {
                continuation.yield(.invalid(line: lineNumber))
            }
        }
    }
}
