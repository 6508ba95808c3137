/// What code changed on a shown dialog, in the order a person saw it, as a scripted user records
/// it (DialogsTesting's `changes(of:)`).
///
/// ```swift
/// prompt.show { _ in }
/// prompt.message = "That name is taken."
/// XCTAssertEqual(user.changes(of: "Rename"), [.message("That name is taken.")])
/// ```
public enum DialogChange: Equatable, Sendable {
    /// A new title.
    case title(String)
    /// A new message (its markup source when it is markup), or none.
    case message(String?)
    /// A button reads this label now.
    case buttonLabel(DialogButton, String)
    /// A button can (or cannot) be pressed now.
    case buttonEnabled(DialogButton, Bool)
    /// A prompt's entry shows this text now.
    case text(String)
    /// A form's field shows this value now.
    case fieldValue(key: String, String)
    /// A list shows a new last row (rows added once its own rows were in), as cells.
    case rowAppended([String])
    /// A list's row, by index from 0, was removed.
    case rowRemoved(Int)
    /// A list's row, by index from 0, shows these cells now.
    case rowReplaced(Int, [String])
    /// A step list's step, by index from 0, shows this status and detail now.
    case stepChanged(Int, StepListItem)
    /// A step list shows a new last step.
    case stepAppended(StepListItem)
}
