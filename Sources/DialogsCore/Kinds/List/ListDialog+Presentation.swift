/// Where a list's rows come from.
enum ListSource<Row> {
    case all([Row])
    /// Hands every row to its sink, in order, until the rows end or the task is cancelled.
    case stream(@MainActor (_ sink: @MainActor (Row) async -> Void) async -> Void)
    /// Hands rows to its sink many at a time (`rows` makes the caller's rows of them, for a list
    /// that keeps its rows), until they end or the task is cancelled.
    case batches(
        @MainActor (_ sink: @MainActor (ShownRows) async -> Void) async -> Void, rows: @Sendable (ShownRows) -> [Row])
}

/// The caller's values of one showing, kept in arrival order, and the mapping back from indexes.
/// With `rebuild`, no value is kept: an answered row is rebuilt from its cells.
@MainActor
final class ListValues<Row> {
    private let columns: [ListColumn<Row>]
    private let isChecked: ((Row) -> Bool)?
    private let rebuild: (([String]) -> Row)?
    /// The rows chosen last time, by their cells: they start chosen instead of those `isChecked` names.
    private let remembered: Set<[String]>?
    private(set) var values: [Row] = []
    /// How many rows the list shows.
    private(set) var count = 0

    init(
        columns: [ListColumn<Row>], isChecked: ((Row) -> Bool)?, rebuild: (([String]) -> Row)?,
        remembered: [[String]]? = nil
    ) {
        self.columns = columns
        self.isChecked = isChecked
        self.rebuild = rebuild
        self.remembered = remembered.map(Set.init)
    }

    func item(for row: Row) -> ShownRow {
        count += 1
        if rebuild == nil { values.append(row) }
        let cells = cells(of: row)
        return ShownRow(cells: cells, isChecked: remembered.map { $0.contains(cells) } ?? isChecked?(row) ?? false)
    }

    /// Rows that come many at once, as shown: their cells are the shown ones, no column's label is
    /// asked; `rows` makes the caller's rows of them when they are kept.
    func items(for batch: ShownRows, rows: (ShownRows) -> [Row]) -> ShownRows {
        count += batch.count
        if rebuild == nil { values += rows(batch) }
        if let remembered { return batch.checking { remembered.contains($0) } }
        var batch = batch
        if isChecked == nil { batch.uncheckAll() }
        return batch
    }

    /// Code removed the row at `index`.
    func remove(at index: Int) {
        count -= 1
        if rebuild == nil { values.remove(at: index) }
    }

    /// Code replaced the row at `index`.
    func replace(at index: Int, with row: Row) -> ShownRow {
        if rebuild == nil { values[index] = row }
        return ShownRow(cells: cells(of: row), isChecked: isChecked?(row) ?? false)
    }

    private func cells(of row: Row) -> [String] {
        columns.map { SafeText.sanitized($0.label(row)) }
    }

    /// The row at `index` as answered: edited cells written back through writable key paths.
    private func row(_ index: Int, cells shown: [String]?) -> ListRow<Row> {
        if let rebuild, let shown { return ListRow(index: index, value: rebuild(shown), cells: shown) }
        var value = values[index]
        let original = cells(of: value)
        let shown = shown ?? original
        for (column, pair) in zip(columns, zip(original, shown)) where pair.0 != pair.1 {
            column.write?(&value, pair.1)
        }
        return ListRow(index: index, value: value, cells: shown)
    }

    /// The answer for an ending, given what was chosen when it ended.
    func response(for ending: DialogEnding, pick: ListState) -> ListResponse<Row> {
        switch ending {
        case .response(ResponseID.accept), .submitted(ResponseID.accept):
            let valid = { (index: Int) in
                (0..<self.count).contains(index) && (self.rebuild == nil || pick.cells[index] != nil)
            }
            return .chosen(
                ListSelection(
                    rows: pick.rows.filter(valid).map { row($0, cells: pick.cells[$0]) },
                    edited: pick.edited.filter(valid).map { row($0, cells: pick.cells[$0]) }))
        case .response(ResponseID.cancel): return .cancelled
        case .response(let id) where ResponseID.extraIndex(id) != nil: return .extraButton(ResponseID.extraIndex(id)!)
        case .response, .submitted: return .closed
        case .timedOut: return .timedOut
        case .dismissed, .destroyed: return .dismissed
        }
    }
}

extension ListDialog {
    func resolved() -> ListDescription {
        ListDescription(
            title: title, message: LabelText(message: message, markup: messageMarkup),
            columns: columns.map { .init(title: $0.title, isHidden: $0.isHidden, isImage: $0.isImage) },
            choice: choice, toggleTitle: checkColumnTitle, showsHeaders: showsHeaders, selectsFirstRow: selectsFirstRow,
            isEditable: isEditable, searchColumn: searchColumn, searchesWithinText: searchesWithinText,
            buttons: ActionButtons(
                extra: extraButtons, cancel: ButtonLabel(cancelTitle, fallback: .cancel),
                accept: ButtonLabel(okTitle, fallback: .ok)),
            options: options)
    }
}
