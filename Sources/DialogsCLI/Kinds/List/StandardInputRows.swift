import DialogsCore

/// A list's rows from standard input: zenity's one cell a line, native mode's one tab-separated row
/// a line. Bad input (a row's cell count, native mode's check box that is not TRUE or FALSE, a
/// line that is not UTF-8) ends the rows and goes to `failed`, once. In zenity mode the first
/// check cell that is neither TRUE nor FALSE is said on stderr, and the row shows unchecked.
struct StandardInputRows: AsyncSequence, Sendable {
    typealias Element = ShownRow

    let reader: ListRowReader
    let failed: @Sendable (UsageError) -> Void

    struct AsyncIterator: AsyncIteratorProtocol {
        let reader: ListRowReader
        let failed: @Sendable (UsageError) -> Void
        var chunks: AsyncStream<StandardInput.Chunk>.AsyncIterator
        var pending: [String] = []
        var position = 0
        var rowNumber = 0
        var isDone = false
        var hasWarned = false

        mutating func next() async -> ShownRow? {
            await next(isolation: nil)
        }

        /// Runs on the caller's actor (the main actor, where the list appends rows): no hop per row.
        mutating func next(isolation actor: isolated (any Actor)?) async -> ShownRow? {
            guard !isDone else { return nil }
            let perRow = reader.options.layout == .zenity ? reader.width : 1
            var cells: [String] = []
            while cells.count < perRow {
                if position == pending.count {
                    switch await chunks.next(isolation: actor) {
                    case .lines(let lines):
                        pending = lines
                        position = 0
                        continue
                    case .invalid(let line):
                        return fail(
                            UsageError(message: TextDomain.tool.format("stdin line %s is not valid UTF-8", "\(line)")))
                    case nil:
                        isDone = true
                        // Every row before this one is in the list: it was appended before this call.
                        StandardInput.release()
                        if cells.isEmpty { return nil }
                        return fail(reader.rowError(cells, number: rowNumber + 1))
                    }
                }
                cells.append(pending[position])
                position += 1
            }
            rowNumber += 1
            let rowCells = perRow == 1 ? ListRowReader.tabSeparated(cells[0]) : cells
            if !hasWarned, let warning = reader.uncheckedCellWarning(rowCells, number: rowNumber) {
                Output.error(warning)
                hasWarned = true
            }
            do {
                return try reader.row(rowCells, number: rowNumber)
            } catch {
                return fail(error)
            }
        }

        private mutating func fail(_ error: UsageError) -> ShownRow? {
            isDone = true
            failed(error)
            return nil
        }
    }

    func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(reader: reader, failed: failed, chunks: StandardInput.lines().makeAsyncIterator())
    }
}
