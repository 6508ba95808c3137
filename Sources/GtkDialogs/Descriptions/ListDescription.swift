/// A list dialog resolved for showing: the one description its GTK window and
/// its scripted request are both built from. It holds no GTK type and no
/// caller type: rows are cells of text, answers are row indexes.
struct ListDescription {
    struct Column: Equatable {
        var title: String
        var isHidden: Bool
        var isImage: Bool
    }

    var title: String
    var message: LabelText?
    var columns: [Column]
    var choice: ListChoice
    /// The header over the check boxes or radio buttons.
    var toggleTitle: String
    var showsHeaders: Bool
    var selectsFirstRow: Bool
    var isEditable: Bool
    /// The column search as you type looks in: the given one, else the first shown text column.
    var searchColumn: Int?
    var searchesWithinText: Bool
    var buttons: ActionButtons
    var options: DialogOptions

    /// The answer for an ending, for the window and the scripted user alike; `pick`
    /// is what was chosen when it ended.
    func response(for ending: DialogEnding, pick: ListPick) -> ListOutcome {
        switch ending {
        case .response(ResponseID.accept), .submitted(ResponseID.accept): .chosen(pick)
        case .response(ResponseID.cancel): .cancelled
        case .response(let id) where ResponseID.extraIndex(id) != nil: .extraButton(ResponseID.extraIndex(id)!)
        case .response, .submitted: .closed
        case .timedOut: .timedOut
        case .dismissed, .destroyed: .dismissed
        }
    }

    /// The column search as you type looks in.
    var effectiveSearchColumn: Int? {
        if let searchColumn, columns.indices.contains(searchColumn) { return searchColumn }
        return columns.firstIndex { !$0.isHidden && !$0.isImage }
    }

    /// Whether a row is chosen by activating it (double-click, Return); with toggles it is checked instead.
    var activationChooses: Bool { !choice.hasToggles }

    /// The rows checked after the person toggles `index`: a radio list keeps one.
    func toggling(_ index: Int, in checked: Set<Int>) -> Set<Int> {
        if choice == .radiolist { return checked.contains(index) ? [] : [index] }
        return checked.symmetricDifference([index])
    }
}

/// One row as the dialog shows it: its cells (hidden ones too) and whether it starts checked.
struct ListItem: Equatable, Sendable {
    var cells: [String]
    var isChecked: Bool
}

/// What was chosen when a list ended: row indexes in the order shown, and the
/// current cells of every row chosen or edited.
@_spi(DialogsTesting)
public struct ListPick: Equatable, Sendable {
    /// Chosen or checked rows, by index, in the order the list shows them.
    public var rows: [Int]
    /// Rows whose cells were edited, by index, in input order.
    public var edited: [Int]
    /// The cells of every row in `rows` or `edited`, edits applied.
    public var cells: [Int: [String]]

    /// Nothing chosen.
    public static let none = ListPick(rows: [], edited: [], cells: [:])
}

/// How a list ended, before the public type turns indexes back into the caller's values.
@_spi(DialogsTesting)
public enum ListOutcome: Equatable, Sendable {
    case chosen(ListPick)
    case cancelled, closed, timedOut, dismissed
    case extraButton(Int)
}
