/// Many rows as one block of text, as the reader of a pipe makes them in one go and a backend hands
/// them to its toolkit in one call: every cell of every row, each ended by a NUL, row after row.
/// A list of 100,000 rows costs a few blocks, not a few arrays a row.
///
/// ```swift
/// var rows = ShownRows(width: 2)
/// rows.appendCell(Array("bash".utf8)[...]); rows.appendCell(Array("/bin/bash".utf8)[...]); rows.endRow(checked: false)
/// ```
package struct ShownRows: Sendable {
    /// The cells, each followed by a NUL; a cell's own NULs are U+FFFD, as ``SafeText`` shows them.
    package private(set) var text: [UInt8] = []
    /// The cells of one row.
    package let width: Int
    /// The complete rows.
    package private(set) var count = 0
    /// The rows that start checked (selected in a list without check boxes), by index, ascending.
    package private(set) var checkedRows: [Int32] = []
    /// Where the row not yet ended starts in `text`.
    private var rowStart = 0

    package init(width: Int) {
        self.width = width
        text.reserveCapacity(1 << 16)
    }

    /// Adds a cell to the row being made.
    package mutating func appendCell(_ bytes: ArraySlice<UInt8>) {
        if bytes.contains(0) {
            for byte in bytes {
                if byte == 0 { text.append(contentsOf: SafeText.nulReplacement.utf8) } else { text.append(byte) }
            }
        } else {
            text.append(contentsOf: bytes)
        }
        text.append(0)
    }

    /// Ends the row being made: its cells are the last `width` appended.
    package mutating func endRow(checked: Bool) {
        if checked { checkedRows.append(Int32(count)) }
        count += 1
        rowStart = text.count
    }

    /// The complete rows; this keeps only the cells of the row not yet ended.
    package mutating func takeCompleteRows() -> ShownRows {
        var complete = self
        complete.text.removeSubrange(rowStart...)
        text.removeSubrange(..<rowStart)
        count = 0
        checkedRows = []
        rowStart = 0
        return complete
    }

    /// The same rows, with those `startsChecked` names checked instead (rows remembered from last time).
    package func checking(_ startsChecked: ([String]) -> Bool) -> ShownRows {
        var copy = self
        copy.checkedRows = []
        for (index, row) in rows.enumerated() where startsChecked(row.cells) { copy.checkedRows.append(Int32(index)) }
        return copy
    }

    /// No row starts checked.
    package mutating func uncheckAll() {
        checkedRows = []
    }

    /// Each row on its own (for a scripted user, and a list that keeps every row).
    package var rows: [ShownRow] {
        guard width > 0 else {
            return (0..<count).map { ShownRow(cells: [], isChecked: checkedRows.contains(Int32($0))) }
        }
        var rows: [ShownRow] = []
        rows.reserveCapacity(count)
        var checked = checkedRows.makeIterator()
        var nextChecked = checked.next()
        var cells: [String] = []
        var start = 0
        for (index, byte) in text.enumerated() where byte == 0 {
            cells.append(String(decoding: text[start..<index], as: UTF8.self))
            start = index + 1
            guard cells.count == width else { continue }
            let isChecked = nextChecked == Int32(rows.count)
            if isChecked { nextChecked = checked.next() }
            rows.append(ShownRow(cells: cells, isChecked: isChecked))
            cells.removeAll(keepingCapacity: true)
            if rows.count == count { break }
        }
        return rows
    }

    /// The first cell of each row.
    package var firstCells: [String] { rows.map { $0.cells.first ?? "" } }
}
