import DialogsCore

/// A list's rows from standard input, many at a time: zenity's one cell a line, native mode's one
/// tab-separated row a line. Reading starts when this is made, on a thread of its own (see
/// ``ListRowParser``), so the rows are read while the window is built. Bad input (a row's cell
/// count, native mode's check box that is not TRUE or FALSE, a line that is not UTF-8) ends the
/// rows and goes to `failed`, once, after the rows before it. In zenity mode the first check cell
/// that is neither TRUE nor FALSE is said on stderr, and the row shows unchecked.
struct StandardInputRows: AsyncSequence, Sendable {
    typealias Element = ShownRows

    /// What the reading thread sends.
    enum Input: Sendable {
        case rows(ShownRows)
        case warning(String)
        case failed(UsageError)
    }

    private let input: AsyncStream<Input>
    let failed: @Sendable (UsageError) -> Void

    @MainActor init(reader: ListRowReader, failed: @escaping @Sendable (UsageError) -> Void) {
        let (input, continuation) = AsyncStream.makeStream(of: Input.self)
        self.input = input
        self.failed = failed
        StandardInput.startReading(into: RowMaker(parser: ListRowParser(reader: reader), continuation: continuation))
    }

    struct AsyncIterator: AsyncIteratorProtocol {
        var input: AsyncStream<Input>.AsyncIterator
        let failed: @Sendable (UsageError) -> Void
        var isDone = false

        mutating func next() async -> ShownRows? {
            await next(isolation: nil)
        }

        /// Runs on the caller's actor (the main actor, where the list appends rows).
        mutating func next(isolation actor: isolated (any Actor)?) async -> ShownRows? {
            while !isDone {
                switch await input.next(isolation: actor) {
                case .rows(let rows): return rows
                case .warning(let warning): Output.error(warning)
                case .failed(let error):
                    isDone = true
                    failed(error)
                case nil:
                    isDone = true
                    // Every row is in the list: each batch was appended before this call.
                    StandardInput.release()
                }
            }
            return nil
        }
    }

    func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(input: input.makeAsyncIterator(), failed: failed)
    }
}

/// The reading thread's side: lines into rows, a read's rows sent at once.
private struct RowMaker: StandardInputConsumer {
    var parser: ListRowParser
    let continuation: AsyncStream<StandardInputRows.Input>.Continuation
    var hasFailed = false

    mutating func line(_ bytes: ArraySlice<UInt8>) -> Bool {
        do {
            try parser.add(line: bytes)
            if let warning = parser.takeWarning() { continuation.yield(.warning(warning)) }
            return true
        } catch {
            send()
            continuation.yield(.failed(error))
            hasFailed = true
            return false
        }
    }

    mutating func readEnded() {
        send()
    }

    mutating func ended() {
        do {
            if !hasFailed { try parser.finish() }
        } catch {
            continuation.yield(.failed(error))
        }
        continuation.finish()
    }

    private mutating func send() {
        let rows = parser.takeRows()
        if rows.count > 0 { continuation.yield(.rows(rows)) }
    }
}
