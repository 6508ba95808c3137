/// How a list dialog ended.
///
/// ```swift
/// switch await dialog.response() {
/// case .chosen(let selection): open(selection.values)
/// case .cancelled, .closed, .timedOut, .dismissed, .extraButton: break
/// }
/// ```
public enum ListResponse<Row> {
    /// OK, or Return or a double-click on a row: the chosen (or checked) rows, possibly none.
    case chosen(ListSelection<Row>)
    /// The cancel button.
    case cancelled
    /// Escape or the window's close button.
    case closed
    /// The `timeout` ran out; nothing is chosen.
    case timedOut
    /// Ended from code (`dismiss()`, `Dialogs.quit()`, the window destroyed, the awaiting task cancelled).
    case dismissed
    /// One of `extraButtons`, by index.
    case extraButton(Int)

    /// The chosen values, or nil for every ending but ``chosen(_:)``.
    ///
    /// ```swift
    /// let apps = await dialog.response().values ?? []
    /// ```
    public var values: [Row]? {
        if case .chosen(let selection) = self { return selection.values }
        return nil
    }
}

extension ListResponse: Equatable where Row: Equatable {}
extension ListResponse: Sendable where Row: Sendable {}

/// The rows a list dialog answered with, and the rows whose cells the person edited.
///
/// ```swift
/// if case .chosen(let selection) = response { print(selection.rows.map(\.index)) }
/// ```
public struct ListSelection<Row> {
    /// The chosen or checked rows, in the order the list showed them.
    public let rows: [ListRow<Row>]
    /// Every row with an edited cell, chosen or not, in input order.
    public let edited: [ListRow<Row>]

    /// The answer a list gives for these rows (the conformance stories write what they expect).
    package init(rows: [ListRow<Row>], edited: [ListRow<Row>] = []) {
        self.rows = rows
        self.edited = edited
    }

    /// The chosen rows' values.
    ///
    /// ```swift
    /// let names = selection.values.map(\.name)
    /// ```
    public var values: [Row] { rows.map(\.value) }
}

extension ListSelection: Equatable where Row: Equatable {}
extension ListSelection: Sendable where Row: Sendable {}

/// One row of an answer: where it came in, the caller's value, and every cell as shown.
///
/// ```swift
/// print("row \(row.index): \(row.cells.joined(separator: ", "))")
/// ```
public struct ListRow<Row> {
    /// The row's position in the rows given (from 0), whatever the list's sort order.
    public let index: Int
    /// The caller's value, with edited cells written back through writable key paths.
    public let value: Row
    /// Every column's text, hidden columns included, edits applied.
    public let cells: [String]

    package init(index: Int, value: Row, cells: [String]) {
        self.index = index
        self.value = value
        self.cells = cells
    }
}

extension ListRow: Equatable where Row: Equatable {}
extension ListRow: Sendable where Row: Sendable {}
