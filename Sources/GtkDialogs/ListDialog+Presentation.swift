/// Where a list's rows come from.
enum ListSource<Row> {
    case all([Row])
    /// Hands every row to its sink, in order, until the rows end or the task is cancelled.
    case stream(@MainActor (_ sink: @MainActor (Row) async -> Void) async -> Void)
}

/// A list's answer on its way to an async caller on the main actor.
struct ListResponseBox<Row>: @unchecked Sendable {
    let response: ListResponse<Row>
}

/// The caller's values of one showing, kept in arrival order, and the mapping back from indexes.
/// With `rebuild`, no value is kept: an answered row is rebuilt from its cells.
@MainActor
final class ListValues<Row> {
    private let columns: [ListColumn<Row>]
    private let isChecked: ((Row) -> Bool)?
    private let rebuild: (([String]) -> Row)?
    private(set) var values: [Row] = []
    private var count = 0

    init(columns: [ListColumn<Row>], isChecked: ((Row) -> Bool)?, rebuild: (([String]) -> Row)?) {
        self.columns = columns
        self.isChecked = isChecked
        self.rebuild = rebuild
    }

    func item(for row: Row) -> ListItem {
        count += 1
        if rebuild == nil { values.append(row) }
        return ListItem(cells: cells(of: row), isChecked: isChecked?(row) ?? false)
    }

    private func cells(of row: Row) -> [String] {
        columns.map { CStrings.sanitized($0.label(row)) }
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

    func response(for outcome: ListOutcome) -> ListResponse<Row> {
        switch outcome {
        case .chosen(let pick):
            let valid = { (index: Int) in
                (0..<self.count).contains(index) && (self.rebuild == nil || pick.cells[index] != nil)
            }
            return .chosen(
                ListSelection(
                    rows: pick.rows.filter(valid).map { row($0, cells: pick.cells[$0]) },
                    edited: pick.edited.filter(valid).map { row($0, cells: pick.cells[$0]) }))
        case .cancelled: return .cancelled
        case .closed: return .closed
        case .timedOut: return .timedOut
        case .dismissed: return .dismissed
        case .extraButton(let index): return .extraButton(index)
        }
    }
}

extension ListDialog {
    @discardableResult
    func present(
        parent: ParentWindow?, timeout: Duration?, handler: @escaping @MainActor (ListResponse<Row>) -> Void
    ) -> (any Dismissible)? {
        let description = resolved()
        let values = ListValues(
            columns: columns, isChecked: choice.hasToggles ? isChecked : nil, rebuild: rowFromCells)
        let feed = ListFeed()
        let source = self.source
        let deliver: @MainActor (ListOutcome) -> Void = { outcome in
            feed.stop()
            handler(values.response(for: outcome))
        }
        func start(_ display: any ListDisplay, nextTurn: @escaping @MainActor () async -> Void) {
            feed.display = display
            switch source {
            case .all(let rows): feed.deliverAll(rows.map(values.item(for:)))
            case .stream(let produce):
                feed.start(
                    produce: { sink in await produce { row in await sink(values.item(for: row)) } }, nextTurn: nextTurn)
            }
        }
        return DialogPresenter.present(
            presented: &presented,
            request: {
                let request = ListRequest(description, timeout: timeout, handler: deliver)
                start(request, nextTurn: { await Task.yield() })
                return .list(request)
            },
            window: {
                let window = ListWindow.present(description, parent: parent, timeout: timeout, onEnd: deliver)
                start(window) { [weak window] in
                    window?.attachModel()
                    await ListSignals.nextTurn()
                }
                return window.session
            },
            unavailable: { handler(.dismissed) })
    }

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
