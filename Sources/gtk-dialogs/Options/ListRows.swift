/// One row as a command line gives it: its cells, and whether its box starts checked.
struct ListLine: Sendable, Equatable {
    var cells: [String]
    var isChecked = false
}

/// Turns cells into rows: zenity's one cell an argument or a line, native mode's tab-separated rows.
struct RowMaker {
    let options: ListOptions

    /// Cells a row has, check box included.
    var width: Int { options.columns.count }

    /// A row from its cells (the check box's first); `row` counts from 1, for the error.
    func line(_ cells: [String], row: Int) throws(UsageError) -> ListLine {
        guard cells.count == width else {
            throw UsageError(
                message: "row \(row) has \(cells.count) cell\(cells.count == 1 ? "" : "s"); "
                    + "the \(width) column\(width == 1 ? "" : "s") need \(width)")
        }
        guard options.hasToggles else { return ListLine(cells: cells) }
        let box = cells[0].lowercased()
        guard box == "true" || box == "false" else {
            throw UsageError(
                message: "row \(row): --\(options.checklist ? "checklist" : "radiolist") needs TRUE or FALSE in "
                    + "the first column, not \"\(cells[0])\"")
        }
        return ListLine(cells: Array(cells.dropFirst()), isChecked: box == "true")
    }

    /// zenity's arguments, one cell each, or native `--row`s.
    func rows(values: [String], nativeRows: [String]) throws(UsageError) -> [ListLine] {
        if options.layout == .native {
            var lines: [ListLine] = []
            for (index, row) in nativeRows.enumerated() {
                lines.append(try line(Self.tabSeparated(row), row: index + 1))
            }
            return lines
        }
        // zenity shows a last row short of cells with the missing ones empty (said on stderr at parse).
        var lines: [ListLine] = []
        var start = 0
        while start < values.count {
            let cells = Array(values[start..<min(start + width, values.count)])
            let padded = cells + Array(repeating: "", count: width - cells.count)
            lines.append(try line(padded, row: lines.count + 1))
            start += width
        }
        return lines
    }

    /// zenity mode's warning for arguments that leave the last row short of cells, or nil.
    func shortLastRowWarning(values: [String]) -> String? {
        guard width > 0, !values.count.isMultiple(of: width) else { return nil }
        let given = values.count % width
        return "row \(values.count / width + 1) has \(given) cell\(given == 1 ? "" : "s") for \(width) columns: "
            + "the missing cells are shown empty"
    }

    static func tabSeparated(_ row: String) -> [String] {
        row.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
    }
}
