import DialogsCore

/// Makes a list's rows from the cells the command line gives: zenity's one cell an argument or a
/// line, native mode's tab-separated rows. With check boxes or radio buttons the first cell is
/// the box: native mode takes TRUE or FALSE only; zenity mode, as zenity 3.44 (src/tree.c), reads
/// anything but a case-insensitive "true" as unchecked, and says so on stderr.
struct ListRowReader {
    let options: ListOptions

    /// Cells a row has, check box included.
    var width: Int { options.columns.count }

    /// A row from its cells (the check box's first); `number` counts from 1, for the error.
    func row(_ cells: [String], number: Int) throws(UsageError) -> ShownRow {
        guard cells.count == width else {
            throw UsageError(
                message: TextDomain.tool.format(
                    "row %1$s has %2$s; a row needs %3$s", "\(number)",
                    TextDomain.tool.plural("%d cell", "%d cells", count: cells.count),
                    TextDomain.tool.plural("%d cell", "%d cells", count: width)))
        }
        guard options.hasToggles else { return ShownRow(cells: cells) }
        let box = cells[0].lowercased()
        guard box == "true" || box == "false" || options.layout == .zenity else {
            throw UsageError(
                message: TextDomain.tool.format(
                    "row %1$s: --%2$s needs TRUE or FALSE in the first column, not \"%3$s\"", "\(number)",
                    options.checklist ? "checklist" : "radiolist", cells[0]))
        }
        return ShownRow(cells: Array(cells.dropFirst()), isChecked: box == "true")
    }

    /// zenity mode's warning for a row whose check cell is neither TRUE nor FALSE, or nil.
    func uncheckedCellWarning(_ cells: [String], number: Int) -> String? {
        guard options.layout == .zenity, options.hasToggles, let box = cells.first,
            !["true", "false"].contains(box.lowercased())
        else {
            return nil
        }
        return TextDomain.tool.format(
            "row %1$s's check cell \"%2$s\" is not TRUE or FALSE: unchecked, as zenity does", "\(number)", box)
    }

    /// zenity's arguments, one cell each. zenity shows a last row short of cells with the missing
    /// ones empty (``shortLastRowWarning(arguments:)`` says so). The first check cell that is
    /// neither TRUE nor FALSE is said on stderr.
    func rows(arguments: [String]) throws(UsageError) -> [ShownRow] {
        var rows: [ShownRow] = []
        var warned = false
        var start = 0
        while start < arguments.count {
            let cells = Array(arguments[start..<min(start + width, arguments.count)])
            let padded = cells + Array(repeating: "", count: width - cells.count)
            if !warned, let warning = uncheckedCellWarning(padded, number: rows.count + 1) {
                Output.error(warning)
                warned = true
            }
            rows.append(try row(padded, number: rows.count + 1))
            start += width
        }
        return rows
    }

    /// Native `--row`s, their cells separated by tabs.
    func rows(native: [String]) throws(UsageError) -> [ShownRow] {
        var rows: [ShownRow] = []
        for (index, text) in native.enumerated() {
            rows.append(try row(Self.tabSeparated(text), number: index + 1))
        }
        return rows
    }

    /// zenity mode's warning for arguments that leave the last row short of cells, or nil.
    func shortLastRowWarning(arguments: [String]) -> String? {
        guard width > 0, !arguments.count.isMultiple(of: width) else { return nil }
        let given = arguments.count % width
        // Translators: %1$s is a row's number, %2$s its cells ("1 cell"), %3$s the columns' count.
        return TextDomain.tool.format(
            "row %1$s has %2$s for %3$s columns: the missing cells are shown empty", "\(arguments.count / width + 1)",
            TextDomain.tool.plural("%d cell", "%d cells", count: given), "\(width)")
    }

    /// The error for a row with the wrong number of cells.
    func rowError(_ cells: [String], number: Int) -> UsageError {
        do {
            _ = try row(cells, number: number)
        } catch {
            return error
        }
        return UsageError(message: TextDomain.tool.format("row %s is incomplete", "\(number)"))
    }

    static func tabSeparated(_ row: String) -> [String] {
        row.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
    }
}
