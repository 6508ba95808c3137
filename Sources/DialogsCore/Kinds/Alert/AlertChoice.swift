/// A type whose cases are an alert's buttons, left to right: the answer is the case itself.
///
/// ```swift
/// enum SaveChoice: String, AlertChoice {
///     case discard = "Don't Save", cancel = "Cancel", save = "Save"
///     var role: AlertButton.Role? {
///         switch self {
///         case .discard: .destructive
///         case .cancel: .cancel
///         case .save: .default
///         }
///     }
/// }
/// if await Alert.choose(SaveChoice.self, title: "Save changes?").choice == .save { save() }
/// ```
/// A `String` raw value is the label; otherwise give ``title``.
public protocol AlertChoice: CaseIterable, Equatable, Sendable {
    /// The button's label, shown as typed.
    var title: String { get }
    /// The button's role; none by default.
    var role: AlertButton.Role? { get }
}

extension AlertChoice {
    /// No role.
    public var role: AlertButton.Role? { nil }
}

extension AlertChoice where Self: RawRepresentable, RawValue == String {
    /// The raw value.
    public var title: String { rawValue }
}

/// How an alert of ``AlertChoice`` buttons ended: a case, or an ending without a button.
///
/// ```swift
/// switch await Alert.choose(SaveChoice.self, title: "Save changes?") {
/// case .chosen(.save): save()
/// case .chosen, .closed, .timedOut, .dismissed: break
/// }
/// ```
public enum AlertChoiceResponse<Choice: AlertChoice>: Equatable, Sendable {
    /// The button of this case: clicked, Return on the default one, or Escape and
    /// the close button on the cancel one.
    case chosen(Choice)
    /// Escape or the window's close button, when no case has the cancel role.
    case closed
    /// The timeout ran out.
    case timedOut
    /// Ended from code: `dismiss()`, `Dialogs.quit()`, the window destroyed.
    case dismissed

    /// The chosen case, or nil for every other ending.
    ///
    /// ```swift
    /// let choice: SaveChoice? = await Alert.choose(SaveChoice.self, title: "Save changes?").choice
    /// ```
    public var choice: Choice? {
        if case .chosen(let choice) = self { return choice }
        return nil
    }

    /// The same ending, told by case instead of by index.
    init(_ response: AlertResponse) {
        switch response {
        case .button(let index):
            let cases = Array(Choice.allCases)
            self = cases.indices.contains(index) ? .chosen(cases[index]) : .dismissed
        case .closed: self = .closed
        case .timedOut: self = .timedOut
        case .dismissed: self = .dismissed
        }
    }
}

extension Alert {
    /// Describes an alert with one button per case of `choices`, in `allCases` order,
    /// each with the case's role.
    ///
    /// ```swift
    /// let alert = Alert(title: "Save changes?", choices: SaveChoice.self)
    /// ```
    public convenience init<Choice: AlertChoice>(
        title: String, message: String? = nil, style: AlertStyle = .question, choices: Choice.Type
    ) {
        self.init(
            title: title, message: message, style: style,
            actions: Choice.allCases.map { AlertButton($0.title, role: $0.role) })
    }

    /// Asks with one button per case of `choices` and returns the case chosen, or how it ended without one.
    ///
    /// ```swift
    /// if let choice = await Alert.choose(SaveChoice.self, title: "Save changes?").choice {
    ///     print(choice)
    /// }
    /// ```
    public static func choose<Choice: AlertChoice>(
        _ choices: Choice.Type, title: String, message: String? = nil, style: AlertStyle = .question,
        parent: ParentWindow? = nil, timeout: Duration? = nil
    ) async -> AlertChoiceResponse<Choice> {
        AlertChoiceResponse(
            await Alert(title: title, message: message, style: style, choices: choices)
                .response(parent: parent, timeout: timeout))
    }

    /// Asks with one button per case of `choices`; `handler` gets the case chosen, or how it ended without one.
    ///
    /// ```swift
    /// Alert.choose(SaveChoice.self, title: "Save changes?") { response in
    ///     if response == .chosen(.save) { save() }
    /// }
    /// ```
    public static func choose<Choice: AlertChoice>(
        _ choices: Choice.Type, title: String, message: String? = nil, style: AlertStyle = .question,
        parent: ParentWindow? = nil, timeout: Duration? = nil,
        handler: @escaping @MainActor (AlertChoiceResponse<Choice>) -> Void
    ) {
        Alert(title: title, message: message, style: style, choices: choices)
            .show(parent: parent, timeout: timeout) { handler(AlertChoiceResponse($0)) }
    }
}
