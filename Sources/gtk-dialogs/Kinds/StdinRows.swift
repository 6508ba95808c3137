/// A list's rows from stdin: zenity's one cell a line, native mode's one tab-separated row a line.
/// Bad input (a row's cell count, a check box that is not TRUE or FALSE, a line that is not UTF-8)
/// ends the rows and goes to `failed`, once.
struct StdinRows: AsyncSequence, Sendable {
    typealias Element = ListLine

    let maker: RowMaker
    let failed: @Sendable (UsageError) -> Void

    struct AsyncIterator: AsyncIteratorProtocol {
        let maker: RowMaker
        let failed: @Sendable (UsageError) -> Void
        var chunks: AsyncStream<StandardInput.Chunk>.AsyncIterator
        var pending: [String] = []
        var position = 0
        var rowNumber = 0
        var isDone = false

        mutating func next() async -> ListLine? {
            await next(isolation: nil)
        }

        /// Runs on the caller's actor (the main actor, where the list appends rows): no hop per row.
        mutating func next(isolation actor: isolated (any Actor)?) async -> ListLine? {
            guard !isDone else { return nil }
            let perRow = maker.options.layout == .zenity ? maker.width : 1
            var cells: [String] = []
            while cells.count < perRow {
                if position == pending.count {
                    switch await chunks.next(isolation: actor) {
                    case .lines(let lines):
                        pending = lines
                        position = 0
                        continue
                    case .invalid(let line):
                        return fail(UsageError(message: "stdin line \(line) is not valid UTF-8"))
                    case nil:
                        isDone = true
                        if cells.isEmpty { return nil }
                        return fail(maker.rowError(cells, row: rowNumber + 1))
                    }
                }
                cells.append(pending[position])
                position += 1
            }
            rowNumber += 1
            do {
                return try maker.line(perRow == 1 ? RowMaker.tabSeparated(cells[0]) : cells, row: rowNumber)
            } catch {
                return fail(error)
            }
        }

        private mutating func fail(_ error: UsageError) -> ListLine? {
            isDone = true
            failed(error)
            return nil
        }
    }

    func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(maker: maker, failed: failed, chunks: StandardInput.lines().makeAsyncIterator())
    }
}

extension RowMaker {
    /// The error for a row with the wrong number of cells.
    func rowError(_ cells: [String], row: Int) -> UsageError {
        do {
            _ = try line(cells, row: row)
        } catch {
            return error
        }
        return UsageError(message: "row \(row) is incomplete")
    }
}
