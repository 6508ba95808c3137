/// A list dialog resolved for showing: the one description its GTK window and
/// its scripted request are both built from. It holds no GTK type and no
/// caller type: rows are cells of text, answers are row indexes.
package struct ListDescription: DialogDescription {
    /// Code sends the rows as they arrive (``ListFeed``).
    package typealias Change = ListChange

    package struct Column: Equatable, Sendable {
        package var title: String
        package var isHidden: Bool
        package var isImage: Bool
    }

    package var title: String
    package var message: LabelText?
    package var columns: [Column]
    package var choice: ListChoice
    /// The header over the check boxes or radio buttons.
    package var toggleTitle: String
    package var showsHeaders: Bool
    package var selectsFirstRow: Bool
    package var isEditable: Bool
    /// The column search as you type looks in: the given one, else the first shown text column.
    package var searchColumn: Int?
    package var searchesWithinText: Bool
    package var buttons: ActionButtons
    package var options: DialogOptions

    /// Nothing chosen: what a window reports when it ends before the person chose.
    package var initialState: ListState { .none }

    /// The column search as you type looks in.
    package var effectiveSearchColumn: Int? {
        if let searchColumn, columns.indices.contains(searchColumn) { return searchColumn }
        return columns.firstIndex { !$0.isHidden && !$0.isImage }
    }

    /// Whether a row is chosen by activating it (double-click, Return); with toggles it is checked instead.
    package var activationChooses: Bool { !choice.hasToggles }

    /// The rows of `rows` a window checks as they come (by index within them): every row that
    /// starts checked in a checklist, the first in a radio list with none checked yet, none without
    /// check boxes (there they start selected).
    package func rowsToCheck(_ rows: ShownRows, hasChecked: Bool) -> [Int32] {
        switch choice {
        case .checklist: rows.checkedRows
        case .radiolist: hasChecked ? [] : Array(rows.checkedRows.prefix(1))
        case .single, .multiple: []
        }
    }

    /// The rows checked after the person toggles `index`: a radio list keeps one.
    package func toggling(_ index: Int, in checked: Set<Int>) -> Set<Int> {
        if choice == .radiolist { return checked.contains(index) ? [] : [index] }
        return checked.symmetricDifference([index])
    }
}

/// One row as the dialog shows it: its cells (hidden ones too) and whether it starts chosen:
/// checked in a checklist or radio list, selected in a list without check boxes (a remembered row).
package struct ShownRow: Equatable, Sendable {
    package var cells: [String]
    package var isChecked: Bool

    package init(cells: [String], isChecked: Bool = false) {
        self.cells = cells
        self.isChecked = isChecked
    }
}

/// What code sends a shown list: its rows as they arrive.
package enum ListChange: Sendable {
    /// A row appended at the end.
    case append(ShownRow)
    /// Rows appended at the end, many at once.
    case appendRows(ShownRows)
    /// No more rows will come.
    case finishedLoading
    /// Code removed the row at this index; the rows after it move up.
    case remove(Int)
    /// Code replaced the row at this index.
    case replace(Int, ShownRow)
}

/// What was chosen when a list ended (what its window reports): row indexes in the order shown,
/// and the current cells of every row chosen or edited.
package struct ListState: Equatable, Sendable {
    /// Chosen or checked rows, by index, in the order the list shows them.
    package var rows: [Int]
    /// Rows whose cells were edited, by index, in input order.
    package var edited: [Int]
    /// The cells of every row in `rows` or `edited`, edits applied.
    package var cells: [Int: [String]]

    /// Nothing chosen.
    package static let none = ListState(rows: [], edited: [], cells: [:])
}
