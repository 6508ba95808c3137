import GtkDialogs

/// Rows to choose from: zenity's `--list`, native `list`, shown as a `ListDialog`. Rows come from
/// the command line, or stream in from stdin while the window shows.
enum ListKind: DialogKind {
    static func show(_ options: ListOptions, in context: DialogContext) {
        let common = context.common
        let maker = RowMaker(options: options)
        let hidden = (try? options.hiddenColumns()) ?? []
        let columns = options.dataColumns.enumerated().map { index, title in
            ListColumn<ListLine>(title, isHidden: hidden.contains(index), isImage: options.imagelist && index == 0) {
                index < $0.cells.count ? $0.cells[index] : ""
            }
        }
        let failure = Failure()
        let choice: ListChoice =
            options.checklist ? .checklist : options.radiolist ? .radiolist : options.multiple ? .multiple : .single
        let dialog: ListDialog<ListLine>
        let given = options.layout == .zenity ? !options.values.isEmpty : !options.rows.isEmpty
        if given {
            // Checked by the mode before anything shows.
            let rows = (try? maker.rows(values: options.values, nativeRows: options.rows)) ?? []
            dialog = ListDialog(title: "", rows: rows, columns: columns, choice: choice)
        } else {
            let rows = StdinRows(maker: maker) { error in
                Task { @MainActor in failure.fail(error) }
            }
            dialog = ListDialog(title: "", streaming: rows, columns: columns, choice: choice)
        }
        failure.dialog = dialog
        switch options.layout {
        case .zenity:
            dialog.title = common.title ?? "Select items from the list"
            dialog.selectsFirstRow = false
            let text = common.text ?? "Select items from the list below."
            if common.textIsMarkup {
                dialog.messageMarkup = Markup(trusted: Escapes.compress(text))
            } else {
                dialog.message = text
            }
        case .native:
            dialog.title = common.title ?? "List"
            dialog.message = context.nativeMessage
            dialog.messageMarkup = context.nativeMarkup
        }
        dialog.isChecked = { $0.isChecked }
        // The cells are the row: kept once, in the window's list store.
        dialog.rowFromCells = { ListLine(cells: $0) }
        dialog.checkColumnTitle = options.hasToggles ? options.columns[0] : ""
        dialog.showsHeaders = !options.hideHeader
        dialog.isEditable = options.editable
        dialog.searchesWithinText = options.midSearch
        dialog.okTitle = common.okLabel
        dialog.cancelTitle = common.cancelLabel
        dialog.extraButtons = common.extraButtons
        dialog.options = context.window
        dialog.show(timeout: context.timeout) { response in
            if let error = failure.error {
                Output.error(error.message)
                return context.end(.failed)
            }
            switch response {
            case .chosen(let selection): context.end(.accepted(answer(selection, options, context: context)))
            case .cancelled: context.end(.cancelled)
            case .closed, .dismissed: context.end(.closed)
            case .timedOut: context.end(.timedOut(zenityExitCode: ZenityMode.ExitCode.timeout))
            case .extraButton(let index): context.end(.extraButton(index, label: common.extraButtons[index]))
            }
        }
    }

    /// zenity prints the chosen rows' printed cells on one line, all joined by the separator (nothing
    /// at all when nothing was chosen); native mode prints a line a row, or JSON with every cell.
    private static func answer(
        _ selection: ListSelection<ListLine>, _ options: ListOptions, context: DialogContext
    ) -> Answer {
        let printed = (try? options.printColumns()) ?? .some([0])
        let printedCells = selection.rows.map { row -> [String] in
            switch printed {
            case .all: row.cells
            case .some(let indexes): indexes.map { $0 < row.cells.count ? row.cells[$0] : "" }
            }
        }
        let zenitySeparator = Escapes.compress(options.separator ?? "|")
        let nativeSeparator = options.separator ?? "\t"
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

/// Bad input found while rows stream in: remembered, and the dialog ended, once.
@MainActor
private final class Failure {
    /// Held until the process ends: nothing else holds the dialog object.
    var dialog: ListDialog<ListLine>?
    private(set) var error: UsageError?

    func fail(_ newError: UsageError) {
        guard error == nil else { return }
        error = newError
        dialog?.dismiss()
    }
}
