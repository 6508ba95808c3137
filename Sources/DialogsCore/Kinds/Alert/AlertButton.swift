/// One button of an ``Alert``: its label, its role, and the code it runs.
///
/// The closure travels with its button, so reordering buttons cannot change
/// which code runs:
/// ```swift
/// Alert(title: "Delete 2 files?", style: .warning) {
///     AlertButton("Keep", role: .cancel) { print("kept") }
///     AlertButton("Delete", role: .destructive) { deleteFiles() }
/// }
/// .show()
/// ```
public struct AlertButton {
    /// What a button means to the dialog, as in SwiftUI's `ButtonRole`.
    ///
    /// ```swift
    /// AlertButton("Cancel", role: .cancel)
    /// ```
    public enum Role: Equatable, Sendable {
        /// Escape and the window's close button report it; so do a timeout and `dismiss()` for its closure.
        case cancel
        /// Return activates it; styled `suggested-action` and focused.
        case `default`
        /// Styled `destructive-action`; Return stays on the cancel button.
        case destructive
    }

    /// The label, shown as typed (no mnemonics).
    public var title: String
    /// The button's role, if it has one.
    public var role: Role?
    /// Runs on the main actor when this button ends the alert.
    public var action: @MainActor () -> Void

    /// A button with a label, an optional role and the code it runs.
    ///
    /// ```swift
    /// AlertButton("Onward", role: .default) { proceedOnward() }
    /// ```
    public init(_ title: String, role: Role? = nil, action: @escaping @MainActor () -> Void = {}) {
        self.title = title
        self.role = role
        self.action = action
    }
}

/// Builds an alert's buttons from a list of ``AlertButton`` expressions, `if`s and `for`s.
///
/// ```swift
/// Alert(title: "Quit?") {
///     AlertButton("Stay", role: .cancel)
///     if hasUnsavedChanges { AlertButton("Save and quit") { saveAndQuit() } }
///     AlertButton("Quit", role: .destructive) { quit() }
/// }
/// ```
public typealias AlertButtonBuilder = ArrayBuilder<AlertButton>

extension Alert {
    /// Describes an alert whose buttons carry their roles and closures.
    ///
    /// ```swift
    /// Alert(title: "Uh Oh", message: "Something bad happened.", actions: [
    ///     AlertButton("Run away", role: .cancel) { runAway() },
    ///     AlertButton("Onward", role: .default) { proceedOnward() },
    /// ]).show()
    /// ```
    /// The button a response names runs its closure, then `show`'s handler runs. A cancel
    /// button's closure also runs for every ending that is no button: Escape, the close
    /// button, a timeout, `dismiss()`. Two buttons with the same role are a programmer
    /// error: an assertion in debug builds, a warning on stderr in release builds (the
    /// first one keeps the role).
    public convenience init(
        title: String, message: String? = nil, style: AlertStyle = .info, actions: [AlertButton]
    ) {
        self.init(title: title, message: message, buttons: actions.map(\.title), style: style)
        func index(of role: AlertButton.Role) -> Int? {
            let indexes = actions.indices.filter { actions[$0].role == role }
            if indexes.count > 1 {
                Diagnostics.programmerError(
                    "alert \"\(title)\" has \(indexes.count) buttons with the role \(role); only the first keeps it")
            }
            return indexes.first
        }
        cancelButton = index(of: .cancel)
        defaultButton = index(of: .default)
        destructiveButton = index(of: .destructive)
        buttonActions = actions.map(\.action)
    }

    /// Describes an alert whose buttons are built with ``AlertButtonBuilder``.
    ///
    /// ```swift
    /// Alert(title: "Warning!", message: "Would you like to perform a lengthy operation?", style: .question) {
    ///     AlertButton("Nope", role: .cancel)
    ///     AlertButton("Yeah, sure", role: .default) { performLengthyOperation() }
    ///     AlertButton("Meh, maybe later") { scheduleLengthyOperationForLater() }
    /// }
    /// .show()
    /// ```
    public convenience init(
        title: String, message: String? = nil, style: AlertStyle = .info,
        @AlertButtonBuilder actions: () -> [AlertButton]
    ) {
        self.init(title: title, message: message, style: style, actions: actions())
    }
}
