/// The rows a form's list field offers (``FieldKind/list(_:)``): one or more columns, a
/// single choice. The field's value is the chosen row's index, from 0, as text (`"2"`),
/// and empty while no row is chosen; ``row(forValue:)`` turns it back into the row's cells.
///
/// ```swift
/// let disks = FormList(columns: ["Disk", "Size"], rows: [["sda", "512 GB"], ["sdb", "2 TB"]])
/// FormField(key: "disk", label: "Disk", kind: .list(disks))
/// ```
public struct FormList: Equatable, Sendable {
    /// The column headers, left to right; a row has one cell per column.
    public var columns: [String]
    /// The rows, top to bottom; a row with fewer cells than columns shows the missing ones empty.
    public var rows: [[String]]
    /// Whether the column headers are shown above the rows.
    public var showsHeaders: Bool

    /// Describes a list field's rows.
    ///
    /// ```swift
    /// FormList(columns: ["Fruit"], rows: [["apple"], ["pear"]], showsHeaders: true)
    /// ```
    public init(columns: [String], rows: [[String]], showsHeaders: Bool = false) {
        self.columns = columns.isEmpty ? [""] : columns
        self.rows = rows
        self.showsHeaders = showsHeaders
    }

    /// One column of `items`, a row each.
    ///
    /// ```swift
    /// FormList(items: ["On", "Off"])
    /// ```
    public init(items: [String], header: String = "", showsHeaders: Bool = false) {
        self.init(columns: [header], rows: items.map { [$0] }, showsHeaders: showsHeaders)
    }

    /// The cells of the row a field value names, or `nil` for an empty value or one naming no row.
    ///
    /// ```swift
    /// FormList(items: ["On", "Off"]).row(forValue: "1")   // ["Off"]
    /// ```
    public func row(forValue value: String) -> [String]? {
        guard let index = Int(value), rows.indices.contains(index) else { return nil }
        return rows[index]
    }

    /// The field value naming row `index`.
    ///
    /// ```swift
    /// FormList.value(forRow: 1)   // "1"
    /// ```
    public static func value(forRow index: Int) -> String { String(index) }
}
