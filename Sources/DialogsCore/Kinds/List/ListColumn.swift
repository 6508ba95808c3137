/// How a list dialog lets the person choose.
///
/// ```swift
/// let dialog = ListDialog(title: "Delete which files?", rows: files, columns: [.init("Name", \.name)],
///                         choice: .checklist)
/// ```
public enum ListChoice: Equatable, Sendable {
    /// One row: a click selects it, double-click or Return chooses it.
    case single
    /// Several rows, selected with Shift and Control.
    case multiple
    /// A check box in front of every row; the checked rows are the answer.
    case checklist
    /// A radio button in front of every row; the checked row is the answer.
    case radiolist

    /// Whether rows carry a check box or a radio button.
    package var hasToggles: Bool { self == .checklist || self == .radiolist }
}

/// One column of a list dialog: its header and the text it shows for a row.
///
/// ```swift
/// struct App { var name: String; var command: String }
/// let columns: [ListColumn<App>] = [
///     ListColumn("Program", \.name),
///     ListColumn("Command", \.command, isHidden: true),   // not shown, still in the answer
/// ]
/// ```
/// A column made from a writable key path takes a cell edited by the person
/// back into the answered value (``ListDialog/isEditable``).
public struct ListColumn<Row> {
    /// The header.
    public var title: String
    /// A hidden column is not shown; its cells still come back in ``ListRow/cells``.
    public var isHidden: Bool
    /// The column shows the image file its cell names, instead of the text (zenity's `--imagelist`).
    public var isImage: Bool
    let label: (Row) -> String
    let write: ((inout Row, String) -> Void)?

    /// A column whose cell for a row is `label(row)`.
    ///
    /// ```swift
    /// ListColumn<Disk>("Size") { ByteCountFormatter.string(fromByteCount: $0.bytes, countStyle: .file) }
    /// ```
    public init(_ title: String, isHidden: Bool = false, isImage: Bool = false, _ label: @escaping (Row) -> String) {
        self.title = title
        self.isHidden = isHidden
        self.isImage = isImage
        self.label = label
        write = nil
    }

    /// A column showing a text property; an edited cell is written back when the key path is writable.
    ///
    /// ```swift
    /// ListColumn("Name", \Contact.name)
    /// ```
    public init(_ title: String, _ keyPath: KeyPath<Row, String>, isHidden: Bool = false, isImage: Bool = false) {
        self.title = title
        self.isHidden = isHidden
        self.isImage = isImage
        label = { $0[keyPath: keyPath] }
        if let writable = keyPath as? WritableKeyPath<Row, String> {
            write = { row, text in row[keyPath: writable] = text }
        } else {
            write = nil
        }
    }
}
