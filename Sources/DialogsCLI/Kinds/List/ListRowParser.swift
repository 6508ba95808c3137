import DialogsCore

/// Makes a list's rows of stdin's lines on the thread that reads them, many at a time: zenity's
/// one cell a line, native mode's one tab-separated row a line, checked as ``ListRowReader``
/// checks a row and failing with its messages. A row's check cell becomes the row's check.
struct ListRowParser: Sendable {
    let reader: ListRowReader
    private var rows: ShownRows
    private var lineNumber = 0
    /// Complete rows so far.
    private var rowNumber = 0
    /// zenity mode: cells of the row being made so far, its check cell included.
    private var cellsInRow = 0
    private var rowIsChecked = false
    private var hasWarned = false
    /// zenity mode's warning for the first check cell that is neither TRUE nor FALSE, until taken.
    private var warning: String?

    init(reader: ListRowReader) {
        self.reader = reader
        rows = ShownRows(width: reader.width - (reader.options.hasToggles ? 1 : 0))
    }

    /// Takes one line of stdin.
    mutating func add(line: ArraySlice<UInt8>) throws(UsageError) {
        lineNumber += 1
        guard Self.isUTF8(line) else {
            throw UsageError(message: TextDomain.tool.format("stdin line %s is not valid UTF-8", "\(lineNumber)"))
        }
        if reader.options.layout == .zenity { addCell(line) } else { try addRow(line) }
    }

    /// At the end of input: a row short of cells is an error.
    func finish() throws(UsageError) {
        guard cellsInRow > 0 else { return }
        throw reader.rowError(Array(repeating: "", count: cellsInRow), number: rowNumber + 1)
    }

    /// The complete rows made since the last call.
    mutating func takeRows() -> ShownRows {
        rows.takeCompleteRows()
    }

    /// The warning to say on stderr, once.
    mutating func takeWarning() -> String? {
        defer { warning = nil }
        return warning
    }

    private mutating func addCell(_ cell: ArraySlice<UInt8>) {
        if reader.options.hasToggles, cellsInRow == 0 {
            rowIsChecked = Self.equalsIgnoringCase(cell, "true")
            if !hasWarned, !rowIsChecked, !Self.equalsIgnoringCase(cell, "false") {
                warning = reader.uncheckedCellWarning([String(decoding: cell, as: UTF8.self)], number: rowNumber + 1)
                hasWarned = true
            }
        } else {
            rows.appendCell(cell)
        }
        cellsInRow += 1
        guard cellsInRow == reader.width else { return }
        rows.endRow(checked: rowIsChecked)
        rowNumber += 1
        cellsInRow = 0
        rowIsChecked = false
    }

    private mutating func addRow(_ line: ArraySlice<UInt8>) throws(UsageError) {
        let tab = UInt8(ascii: "\t")
        let cellCount = line.reduce(1) { $1 == tab ? $0 + 1 : $0 }
        let box = line.prefix { $0 != tab }
        let isBox = Self.equalsIgnoringCase(box, "true") || Self.equalsIgnoringCase(box, "false")
        if cellCount != reader.width || reader.options.hasToggles && !isBox {
            // The reader says what is wrong, in its words.
            let cells = ListRowReader.tabSeparated(String(decoding: line, as: UTF8.self))
            _ = try reader.row(cells, number: rowNumber + 1)
        }
        var start = line.startIndex
        if reader.options.hasToggles { start = box.endIndex + 1 }
        while start <= line.endIndex {
            let end = line[start...].firstIndex(of: tab) ?? line.endIndex
            rows.appendCell(line[start..<end])
            start = end + 1
        }
        rows.endRow(checked: reader.options.hasToggles && Self.equalsIgnoringCase(box, "true"))
        rowNumber += 1
    }

    /// Whether `bytes` are `word` (lowercase ASCII), in any case: what `lowercased()` compares,
    /// as no other character lowercases to these letters.
    private static func equalsIgnoringCase(_ bytes: ArraySlice<UInt8>, _ word: String) -> Bool {
        bytes.count == word.utf8.count && zip(bytes, word.utf8).allSatisfy { $0 | 0x20 == $1 }
    }

    private static func isUTF8(_ bytes: ArraySlice<UInt8>) -> Bool {
        bytes.allSatisfy { $0 < 0x80 } || String(validating: bytes, as: UTF8.self) != nil
    }
}
