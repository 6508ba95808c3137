import DialogsCore

/// Rows to choose from: zenity's `--list`, native `list`.
struct ListOptions: OptionValues {
    /// Which command line asked: it decides how rows are read and answers printed.
    enum Layout {
        case zenity, native
    }

    /// Which columns an answer prints, by index among the data columns (the check boxes are not one).
    enum PrintColumns: Equatable {
        case all
        case some([Int])
    }

    var layout = Layout.native
    /// `--column`, repeated: with check boxes or radio buttons the first one heads them.
    var columns: [String] = []
    var checklist = false
    var radiolist = false
    var imagelist = false
    var printColumn: String?
    var hideColumn: String?
    var hideHeader = false
    var midSearch = false
    /// Native `--row`, cells separated by tabs.
    var nativeRows: [String] = []
    /// The rows the command line gives (zenity's arguments, native `--row`s), read by the mode's
    /// checks; nil when the rows come from standard input.
    var givenRows: [ShownRow]?

    var hasToggles: Bool { checklist || radiolist }
    /// The columns holding text (or an image), after the check boxes' header.
    var dataColumns: [String] { hasToggles ? Array(columns.dropFirst()) : columns }
}

extension ListOptions {
    static let zenityGroups = [OptionGroup.Heading(name: "list", title: "List options", help: "Show list options")]

    /// `--separator` is listed with the forms options in zenity mode.
    static var declarations: [Option] {
        CommonOptions.nativeButtonLabels("The OK button's label") + [
            CommonOptions.extraButton().nativeOnly,
            .strings(
                "column", "A column's header (repeat; with check boxes the first heads them)", argument: "TITLE",
                \ListOptions.columns
            ).zenity("Set the column header", argument: "COLUMN").ignoredElsewhereByZenity,
            .strings(
                "row", "A row: its cells separated by tabs (repeat); without --row, rows are read from stdin",
                argument: "CELLS", \ListOptions.nativeRows
            ).nativeOnly,
            .flag("checklist", "Check boxes in the first column: TRUE or FALSE", \ListOptions.checklist)
                .zenity("Use check boxes for the first column").ignoredElsewhereByZenity,
            .flag("radiolist", "Radio buttons in the first column: TRUE or FALSE", \ListOptions.radiolist)
                .zenity("Use radio buttons for the first column").ignoredElsewhereByZenity,
            .flag("imagelist", "Use an image for the first column", \ListOptions.imagelist).zenityOnly
                .ignoredElsewhereByZenity,
            SharedOptions.multiple("Allow several rows to be chosen").zenity("Allow multiple rows to be selected"),
            SharedOptions.editable("Allow the cells to be edited").zenity("Allow changes to text"),
            .string(
                "print-column", "Print these columns (N,M… from 1, or ALL); default 1", argument: "N",
                \ListOptions.printColumn
            ).zenity(
                "Print a specific column (Default is 1. 'ALL' can be used to print all columns)", argument: "NUMBER"
            ).ignoredElsewhereByZenity,
            .string("hide-column", "Hide these columns (N,M… from 1)", argument: "N", \ListOptions.hideColumn)
                .zenity("Hide a specific column", argument: "NUMBER").ignoredElsewhereByZenity,
            .flag("hide-header", "Hide the column headers", \ListOptions.hideHeader).ignoredElsewhereByZenity,
            .flag("mid-search", "Search as you type anywhere in a cell", \ListOptions.midSearch)
                .zenity("Change list default search function searching for text in the middle, not on the beginning")
                .ignoredElsewhereByZenity,
            SharedOptions.separator("Between printed cells (default a tab)", argument: "TEXT").nativeOnly,
        ]
            + RememberOptions.remember(
                "Start from the rows chosen last time under KEY, and remember this answer")
    }

    /// Refuses what cannot make a list; `--print-column` and `--hide-column` must name columns.
    func check() throws(UsageError) {
        guard !columns.isEmpty else {
            throw UsageError(message: TextDomain.tool("No column titles specified for List dialog."))
        }
        guard [checklist, radiolist, imagelist].filter({ $0 }).count <= 1 else {
            throw UsageError(message: TextDomain.tool("You should use only one List dialog type."))
        }
        if hasToggles, columns.count < 2 {
            throw UsageError(
                message: TextDomain.tool.format(
                    "--%s needs a first column for its boxes and another", checklist ? "checklist" : "radiolist"))
        }
        _ = try printColumns()
        _ = try hiddenColumns()
    }

    /// `--print-column`: ALL, or column numbers from 1 counting the check boxes' column, as zenity counts.
    func printColumns() throws(UsageError) -> PrintColumns {
        guard let printColumn else { return .some([0]) }
        if printColumn.lowercased() == "all" { return .all }
        return .some(try indexes(printColumn, option: "--print-column"))
    }

    /// `--hide-column`'s data columns (hiding the check boxes is not offered).
    func hiddenColumns() throws(UsageError) -> Set<Int> {
        guard let hideColumn else { return [] }
        return Set(try indexes(hideColumn, option: "--hide-column"))
    }

    private func indexes(_ text: String, option: String) throws(UsageError) -> [Int] {
        let first = hasToggles ? 2 : 1
        var result: [Int] = []
        for part in text.split(separator: ",", omittingEmptySubsequences: false) {
            guard let number = Int(part.trimmingPrefix(" ")), number >= first, number <= columns.count else {
                throw UsageError(
                    message: first == columns.count
                        ? TextDomain.tool.format("%1$s %2$s: the only column is %3$s", option, text, "\(first)")
                        : TextDomain.tool.format(
                            "%1$s %2$s: columns are numbered from %3$s to %4$s", option, text, "\(first)",
                            "\(columns.count)"))
            }
            result.append(number - first)
        }
        return result
    }
}
