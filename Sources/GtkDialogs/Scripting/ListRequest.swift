/// A list dialog shown to a ``DialogResponder``: the rows a person would see,
/// and answers a person could give (choose rows by their text, check them).
///
/// ```swift
/// if case .list(let list) = request { list.whenLoaded { try? list.choose(row: "Firefox") } }
/// ```
@_spi(DialogsTesting)
public final class ListRequest: ScriptedAnswer<ListOutcome>, ScriptedDialog, ListDisplay {
    let description: ListDescription
    /// Every row so far, as cells (hidden columns too).
    public private(set) var rows: [[String]] = []
    private var checked: Set<Int> = []
    /// Whether the last row has arrived.
    public private(set) var isLoaded = false
    private var loadedObservers: [@MainActor () -> Void] = []

    init(_ description: ListDescription, timeout: Duration?, handler: @escaping @MainActor (ListOutcome) -> Void) {
        self.description = description
        super.init(timeout: timeout, endings: { description.response(for: $0, pick: .none) }, handler: handler)
    }

    /// The title: the window's name.
    public var title: String { description.title }
    /// The text above the list.
    public var message: String? { description.message?.source }
    /// Every button's label, left to right: extras, cancel, OK.
    public var buttons: [String] { description.buttons.displayTexts }
    /// The column headers, hidden columns included.
    public var columns: [String] { description.columns.map(\.title) }
    /// The rows checked now, by index.
    public var checkedRows: [Int] { checked.sorted() }

    /// Runs `body` once every row has arrived (at once when they have).
    public func whenLoaded(_ body: @escaping @MainActor () -> Void) {
        if isLoaded { body() } else { loadedObservers.append(body) }
    }

    func append(_ item: ListItem) {
        if item.isChecked, description.choice.hasToggles, !(description.choice == .radiolist && !checked.isEmpty) {
            checked.insert(rows.count)
        }
        rows.append(item.cells)
    }

    func finishedLoading() {
        isLoaded = true
        let observers = loadedObservers
        loadedObservers.removeAll()
        for observer in observers { observer() }
    }

    /// Clicks the button a person reads as `label`; OK answers with what is checked now (nothing selected otherwise).
    public func choose(_ label: String) throws(ScriptedRefusal) {
        guard let id = description.buttons.responseID(labeled: label) else {
            throw ScriptedRefusal("has no button \"\(label)\"")
        }
        if id == ResponseID.accept { return respond(.chosen(pick(description.choice.hasToggles ? checkedRows : []))) }
        press(id)
    }

    /// Clicks Cancel.
    public func cancel() throws(ScriptedRefusal) {
        press(ResponseID.cancel)
    }

    /// Double-clicks the row showing `label` in a shown column (single or multiple choice).
    public func choose(row label: String) throws(ScriptedRefusal) {
        try choose(rows: [label])
    }

    /// Selects the rows showing these labels and presses OK; several only in a multiple-choice list.
    public func choose(rows labels: [String]) throws(ScriptedRefusal) {
        guard !description.choice.hasToggles else {
            throw ScriptedRefusal("has check boxes: use check(_:inList:) to check rows")
        }
        guard labels.count <= 1 || description.choice == .multiple else {
            throw ScriptedRefusal("takes one row: it is not a multiple-choice list")
        }
        respond(.chosen(pick(try labels.map(index(of:)))))
    }

    /// Checks the rows showing these labels (rows checked already stay checked) and presses OK.
    public func check(_ labels: [String]) throws(ScriptedRefusal) {
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
        respond(.chosen(pick(checkedRows)))
    }

    private func pick(_ indexes: [Int]) -> ListPick {
        ListPick(rows: indexes, edited: [], cells: Dictionary(uniqueKeysWithValues: indexes.map { ($0, rows[$0]) }))
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
