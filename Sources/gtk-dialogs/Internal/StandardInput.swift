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

    private static func read(into continuation: AsyncStream<Chunk>.Continuation) {
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        var partial: [UInt8] = []
        var lineNumber = 0
        func line(_ bytes: some Collection<UInt8>) -> String? {
            lineNumber += 1
            return String(validating: bytes, as: UTF8.self)
        }
        while true {
            let count = buffer.withUnsafeMutableBytes { Glibc.read(STDIN_FILENO, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            var lines: [String] = []
            var start = 0
            for index in 0..<count where buffer[index] == UInt8(ascii: "\n") {
                let text: String?
                if partial.isEmpty {
                    text = line(buffer[start..<index])
                } else {
                    partial += buffer[start..<index]
                    text = line(partial)
                    partial.removeAll(keepingCapacity: true)
                }
                guard let text else {
                    if !lines.isEmpty { continuation.yield(.lines(lines)) }
                    continuation.yield(.invalid(line: lineNumber))
                    return
                }
                lines.append(text)
                start = index + 1
            }
            partial += buffer[start..<count]
            if !lines.isEmpty { continuation.yield(.lines(lines)) }
        }
        guard !partial.isEmpty else { return }
        if let text = line(partial) {
            continuation.yield(.lines([text]))
        } else {
            continuation.yield(.invalid(line: lineNumber))
        }
    }
}
