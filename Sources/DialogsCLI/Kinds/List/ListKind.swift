import DialogsCore

/// Rows to choose from: zenity's `--list`, native `list`, shown as a `ListDialog`. Rows come from
/// the command line, or stream in from stdin while the window shows.
enum ListKind: DialogKind {
    static let nativeCommands = [
        NativeCommand(
            name: "list",
            summary: "rows to choose from (--row or stdin, cells separated by tabs); prints the chosen rows",
            defaultTitle: "List")
    ]

    static let zenityDialogs = [
        ZenityDialog(name: "list", help: "Display list dialog", listing: .dialogs(position: 5), takesArguments: true)
    ]

    @MainActor static func checkNative(_ command: NativeCommand, _ options: inout ParsedOptions) throws(UsageError) {
        options[ListOptions.self].layout = .native
        try options[ListOptions.self].check()
        let rows = try ListRowReader(options: options[ListOptions.self]).rows(
            native: options[ListOptions.self].nativeRows)
        options[ListOptions.self].givenRows = options[ListOptions.self].nativeRows.isEmpty ? nil : rows
        StandardInput.isReadAhead = options[ListOptions.self].givenRows == nil
    }

    /// The arguments are the cells, one each.
    @MainActor static func checkZenity(_ dialog: ZenityDialog, _ options: inout ParsedOptions, arguments: [String])
        throws(UsageError)
    {
        options[ListOptions.self].layout = .zenity
        try options[ListOptions.self].check()
        let reader = ListRowReader(options: options[ListOptions.self])
        let rows = try reader.rows(arguments: arguments)
        if let warning = reader.shortLastRowWarning(arguments: arguments) { Output.error(warning) }
        options[ListOptions.self].givenRows = arguments.isEmpty ? nil : rows
        StandardInput.isReadAhead = arguments.isEmpty
    }

    @MainActor static func show(_ options: ListOptions, in context: DialogContext) {
        let common = context.common
        let hidden = (try? options.hiddenColumns()) ?? []
        let columns = options.dataColumns.enumerated().map { index, title in
            ListColumn<ShownRow>(title, isHidden: hidden.contains(index), isImage: options.imagelist && index == 0) {
                index < $0.cells.count ? $0.cells[index] : ""
            }
        }
        let failure = Failure()
        let choice: ListChoice =
            options.checklist
            ? .checklist : options.radiolist ? .radiolist : context.shared.multiple ? .multiple : .single
        let dialog: ListDialog<ShownRow>
        let firstCells = FirstCells()
        if let rows = options.givenRows {
            dialog = ListDialog(title: "", rows: rows, columns: columns, choice: choice)
            if context.follower != nil { firstCells.cells = rows.map { $0.cells.first ?? "" } }
        } else {
            let rows = StandardInputRows(reader: ListRowReader(options: options)) { error in
                Task { @MainActor in failure.fail(error) }
            }
            if context.follower != nil {
                // remove-row names a row by its first cell: the rows' first cells are kept.
                let tracked = rows.map { batch in
                    await firstCells.add(contentsOf: batch.firstCells)
                    return batch
                }
                dialog = ListDialog(title: "", streamingBatches: tracked, columns: columns, choice: choice)
            } else {
                dialog = ListDialog(title: "", streamingBatches: rows, columns: columns, choice: choice)
            }
        }
        failure.dialog = dialog
        switch options.layout {
        case .zenity:
            dialog.title = common.title ?? TextDomain.tool("Select items from the list")
            dialog.selectsFirstRow = false
            let text = common.text ?? TextDomain.tool("Select items from the list below.")
            if common.textIsMarkup {
                dialog.messageMarkup = Markup(trusted: Escapes.compress(text))
            } else {
                dialog.message = text
            }
        case .native:
            dialog.title = common.title ?? TextDomain.tool("List")
            dialog.message = context.nativeMessage
            dialog.messageMarkup = context.nativeMarkup
            dialog.remembersAnswerAs = context.remembering
        }
        dialog.isChecked = { $0.isChecked }
        // The cells are the row: kept once, in the window's list store.
        dialog.rowFromCells = { ShownRow(cells: $0) }
        dialog.checkColumnTitle = options.hasToggles ? options.columns[0] : ""
        dialog.showsHeaders = !options.hideHeader
        dialog.isEditable = context.shared.editable
        dialog.searchesWithinText = options.midSearch
        dialog.okTitle = common.okLabel
        dialog.cancelTitle = common.cancelLabel
        dialog.extraButtons = common.extraButtons
        context.show(dialog) { response in
            if let error = failure.error {
                Output.error(error.message)
                return context.end(.failed)
            }
            switch response {
            case .chosen(let selection): context.end(.accepted(answer(selection, options, context: context)))
            case .cancelled: context.end(.cancelled)
            case .closed, .dismissed: context.end(.closed)
            case .timedOut: context.end(.timedOut(zenityExitCode: ZenityExitCode.timeout))
            case .extraButton(let index): context.end(.extraButton(index, label: common.extraButtons[index]))
            }
        }
        context.follow(dialog) { command in
            switch command {
            case .addRow(let cells):
                let row: ShownRow
                do throws(UsageError) {
                    row = try ListRowReader(options: options).row(cells, number: firstCells.cells.count + 1)
                } catch {
                    return "add-row: \(error.message)"
                }
                dialog.appendRow(row)
                firstCells.add(row.cells.first ?? "")
            case .removeRow(let first):
                guard let index = firstCells.cells.firstIndex(of: first) else {
                    return TextDomain.tool.format("remove-row: no row starts with \"%s\"", first)
                }
                dialog.removeRow(at: index)
                firstCells.cells.remove(at: index)
            default: return command.doesNotApply
            }
            return nil
        }
    }

    /// zenity prints the chosen rows' printed cells on one line, all joined by the separator (nothing
    /// at all when nothing was chosen); native mode prints a line a row, or JSON with every cell.
    @MainActor private static func answer(
        _ selection: ListSelection<ShownRow>, _ options: ListOptions, context: DialogContext
    ) -> Answer {
        let printed = (try? options.printColumns()) ?? .some([0])
        let printedCells = selection.rows.map { row -> [String] in
            switch printed {
            case .all: row.cells
            case .some(let indexes): indexes.map { $0 < row.cells.count ? row.cells[$0] : "" }
            }
        }
        let separator = context.shared.separator
        let zenitySeparator = Escapes.compress(separator ?? "|")
        let nativeSeparator = separator ?? "\t"
        let rows: [JSONObject.Value] = selection.rows.map { row in
            .object([("index", .integer(row.index)), ("cells", .strings(row.cells))])
        }
        let edited: [JSONObject.Value] = selection.edited.map { row in
            .object([("index", .integer(row.index)), ("cells", .strings(row.cells))])
        }
        let flat = printedCells.flatMap { $0 }
        return Answer(
            name: "chosen", members: [("rows", .array(rows)), ("edited", .array(edited))],
            zenityLine: flat.isEmpty ? nil : flat.joined(separator: zenitySeparator),
            plainLine: printedCells.isEmpty
                ? nil : printedCells.map { $0.joined(separator: nativeSeparator) }.joined(separator: "\n"))
    }
}

/// The first cell of every row shown, in order: what `remove-row` names a row by.
@MainActor
private final class FirstCells {
    var cells: [String] = []

    func add(_ cell: String) {
        cells.append(cell)
    }

    func add(contentsOf cells: [String]) {
        self.cells += cells
    }
}

/// Bad input found while rows stream in: remembered, and the dialog ended, once.
@MainActor
private final class Failure {
    /// Held until the process ends: nothing else holds the dialog object.
    var dialog: ListDialog<ShownRow>?
    private(set) var error: UsageError?

    func fail(_ newError: UsageError) {
        guard error == nil else { return }
        error = newError
        dialog?.dismiss()
    }
}
