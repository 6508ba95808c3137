/// Cuts a byte stream into lines without their newline: what follows the last newline of a
/// chunk waits for the next one. Shared by the readers of standard input.
struct LineSplitter {
    private var partial: [UInt8] = []

    /// Hands each complete line in `chunk` to `line`, in order; stops (and returns false) as soon
    /// as `line` returns false.
    mutating func feed(_ chunk: ArraySlice<UInt8>, _ line: (ArraySlice<UInt8>) -> Bool) -> Bool {
        var start = chunk.startIndex
        while let newline = chunk[start...].firstIndex(of: UInt8(ascii: "\n")) {
            let keepGoing: Bool
            if partial.isEmpty {
                keepGoing = line(chunk[start..<newline])
            } else {
                partial += chunk[start..<newline]
                keepGoing = line(partial[...])
                partial.removeAll(keepingCapacity: true)
            }
            guard keepGoing else { return false }
            start = newline + 1
        }
        partial += chunk[start...]
        return true
    }

    /// How many bytes of an unfinished line it holds.
    var pendingCount: Int { partial.count }

    /// Forgets the unfinished line.
    mutating func dropPending() {
        partial.removeAll()
    }

    /// At the end of input: hands a last line without a newline, if there is one, to `line`.
    mutating func finish(_ line: (ArraySlice<UInt8>) -> Void) {
        guard !partial.isEmpty else { return }
        line(partial[...])
        partial = []
    }
}
