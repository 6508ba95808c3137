/// A list dialog shown to a scripted user: the rows a person would see, and answers a person
/// could give (choose rows by their text, check them).
///
/// ```swift
/// if let list = request as? ListRequest { list.whenReady { try? list.choose(row: "Firefox") } }
/// ```
package final class ListRequest: ScriptedRequest<ListDescription>, ScriptedDialog {
    package nonisolated static let kind = "list"
    /// Every row so far, as cells (hidden columns too).
    package private(set) var rows: [[String]] = []
    private var checked: Set<Int> = []
    /// Selected rows of a list without check boxes (rows remembered from last time).
    private var selected: Set<Int> = []
    /// Whether the last row has arrived.
    package private(set) var isLoaded = false
    private var loadedObservers: [@MainActor () -> Void] = []

    /// The text above the list.
    package var message: String? { shownMessage(description.message) }
    /// Every button's label, left to right: extras, cancel, OK.
    package var buttons: [String] { shownLabels(description.buttons.all) }
    /// The column headers, hidden columns included.
    package var columns: [String] { description.columns.map(\.title) }
    /// The rows checked now, by index.
    package var checkedRows: [Int] { checked.sorted() }

    /// Runs `body` once every row has arrived (at once when they have): a person waits for the row
    /// they look for.
    package func whenReady(_ body: @escaping @MainActor () -> Void) {
        if isLoaded { body() } else { loadedObservers.append(body) }
    }

    override package func apply(_ change: ListChange) {
        switch change {
        case .append(let row):
            append(row)
            if isLoaded { record(.rowAppended(row.cells)) }
        case .appendRows(let rows):
            for row in rows.rows {
                append(row)
                if isLoaded { record(.rowAppended(row.cells)) }
            }
        case .finishedLoading: finishedLoading()
        case .remove(let index):
            guard rows.indices.contains(index) else { return }
            rows.remove(at: index)
            checked = Set(checked.compactMap { $0 == index ? nil : $0 > index ? $0 - 1 : $0 })
            selected = Set(selected.compactMap { $0 == index ? nil : $0 > index ? $0 - 1 : $0 })
            record(.rowRemoved(index))
        case .replace(let index, let row):
            guard rows.indices.contains(index) else { return }
            rows[index] = row.cells
            record(.rowReplaced(index, row.cells))
        }
    }

    private func append(_ item: ShownRow) {
        if item.isChecked, description.choice.hasToggles, !(description.choice == .radiolist && !checked.isEmpty) {
            checked.insert(rows.count)
        }
        if item.isChecked, !description.choice.hasToggles, description.choice == .multiple || selected.isEmpty {
            selected.insert(rows.count)
        }
        rows.append(item.cells)
    }

    /// The rows selected now: a single choice opens with its first row selected (a multiple one
    /// with the cursor there, unselected).
    private var selectedAsShown: [Int] {
        if selected.isEmpty, description.choice == .single, description.selectsFirstRow, !rows.isEmpty { return [0] }
        return selected.sorted()
    }

    private func finishedLoading() {
        isLoaded = true
        let observers = loadedObservers
        loadedObservers.removeAll()
        for observer in observers { observer() }
    }

    /// Clicks the button a person reads as `label`; OK answers with what is checked or selected now
    /// (the rows remembered from last time; else a single choice's first row unless
    /// `selectsFirstRow` is off, as the window selects it).
    package func choose(_ label: String) throws(ScriptedRefusal) {
        guard let id = responseID(labeled: label, among: description.buttons.byPreference) else {
            throw ScriptedRefusal("has no button \"\(label)\"")
        }
        if id == ResponseID.accept {
            return try answer(pick(description.choice.hasToggles ? checkedRows : selectedAsShown))
        }
        try press(id)
    }

    /// Double-clicks the row showing `label` in a shown column (single or multiple choice).
    package func choose(row label: String) throws(ScriptedRefusal) {
        try choose(rows: [label])
    }

    /// Selects the rows showing these labels and presses OK; several only in a multiple-choice list.
    package func choose(rows labels: [String]) throws(ScriptedRefusal) {
        guard !description.choice.hasToggles else {
            throw ScriptedRefusal("has check boxes: use check(_:inList:) to check rows")
        }
        guard labels.count <= 1 || description.choice == .multiple else {
            throw ScriptedRefusal("takes one row: it is not a multiple-choice list")
        }
        try answer(pick(try labels.map(index(of:))))
    }

    /// Checks the rows showing these labels (rows checked already stay checked) and presses OK.
    package func check(_ labels: [String]) throws(ScriptedRefusal) {
        guard description.choice.hasToggles else {
            throw ScriptedRefusal("has no check boxes: use choose(row:inList:)")
        }
        let indexes = try labels.map(index(of:))
        if description.choice == .radiolist {
            guard indexes.count <= 1 else { throw ScriptedRefusal("has radio buttons: one row can be checked") }
            checked = Set(indexes.isEmpty ? checkedRows : indexes)
        } else {
            checked.formUnion(indexes)
        }
        try answer(pick(checkedRows))
    }

    /// Presses OK with `pick` chosen.
    private func answer(_ pick: ListState) throws(ScriptedRefusal) {
        state = pick
        try respond(.response(ResponseID.accept))
    }

    private func pick(_ indexes: [Int]) -> ListState {
        ListState(rows: indexes, edited: [], cells: Dictionary(uniqueKeysWithValues: indexes.map { ($0, rows[$0]) }))
    }

    /// The first row showing `label` in a shown text column.
    private func index(of label: String) throws(ScriptedRefusal) -> Int {
        let shown = description.columns.indices.filter { !description.columns[$0].isHidden }
        if let index = rows.firstIndex(where: { cells in shown.contains { cells[$0] == label } }) { return index }
        let listed = rows.prefix(10).map { cells in "\"" + shown.map { cells[$0] }.joined(separator: " | ") + "\"" }
        let more = rows.count > 10 ? ", … (\(rows.count) rows)" : ""
        throw ScriptedRefusal(
            "has no row \"\(label)\"; its rows: " + (rows.isEmpty ? "none" : listed.joined(separator: ", ") + more))
    }
}

extension DialogChange {
    /// A list shows a new last row (rows added once its own rows were in), as cells.
    ///
    /// ```swift
    /// XCTAssertEqual(user.changes(of: "Devices"), [.rowAppended(["Mouse"])])
    /// ```
    public static func rowAppended(_ cells: [String]) -> Self { Self("row appended", values: cells) }

    /// A list's row, by index from 0, was removed.
    ///
    /// ```swift
    /// XCTAssertEqual(user.changes(of: "Devices"), [.rowRemoved(0)])
    /// ```
    public static func rowRemoved(_ index: Int) -> Self { Self("row removed", "\(index)") }

    /// A list's row, by index from 0, shows these cells now.
    ///
    /// ```swift
    /// XCTAssertEqual(user.changes(of: "Devices"), [.rowReplaced(0, ["Keyboard (low battery)"])])
    /// ```
    public static func rowReplaced(_ index: Int, _ cells: [String]) -> Self {
        Self("row replaced", values: ["\(index)"] + cells)
    }
}
