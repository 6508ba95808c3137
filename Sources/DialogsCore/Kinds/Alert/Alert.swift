/// A native alert (`GtkMessageDialog`) with any number of buttons and one
/// closure that receives the answer.
///
/// The caller keeps no reference: the dialog lives until it ends, the handler
/// runs exactly once, and then everything is released.
/// ```swift
/// Alert(title: "Warning!",
///       message: "Would you like to perform a lengthy operation?",
///       buttons: ["Nope", "Yeah, sure", "Meh, maybe later"],
///       style: .question, cancelButton: 0, defaultButton: 1)
///     .show { response in
///         if response == .button(1) { performLengthyOperation() }
///     }
/// ```
/// Text is plain: `<b>`, `&` and `%n` show exactly as typed. For markup, use
/// ``init(title:markup:buttons:style:cancelButton:defaultButton:destructiveButton:)``.
/// An empty `buttons` list shows one "OK" button in GTK's translation (index 0).
/// An index out of range is a programmer error: an assertion in debug builds; in
/// release builds it is ignored, with a warning on stderr. Buttons that carry their
/// own role and closure: ``init(title:message:style:actions:)-(_,_,_,[AlertButton])``.
@MainActor
public final class Alert: MessageDialog<AlertResponse> {
    /// Button labels, left to right, shown as typed (no mnemonics). Set while the alert shows, the
    /// shown buttons take the new labels; a shown alert keeps its number of buttons.
    public var buttons: [String] {
        didSet {
            labelsOverride = nil
            for (index, label) in buttonLabels.enumerated() { updateShown(.buttonLabel(Int32(index), label)) }
        }
    }
    /// The icon and message type.
    public var style: AlertStyle
    /// The button Escape and the window's close button report.
    public var cancelButton: Int?
    /// The button Return activates; styled `suggested-action` and focused.
    public var defaultButton: Int?
    /// A button styled `destructive-action`.
    public var destructiveButton: Int?
    /// With a timeout, the default button (or else the cancel button) counts the seconds left.
    public var showsCountdown = false
    /// Whether an underscore in a button label marks its Alt shortcut (as in
    /// ``StandardButton/label``); otherwise labels show exactly as typed.
    public var usesMnemonics = false
    /// The key a ticked "Don't ask again" box remembers the answer under (``RememberedAnswers``);
    /// nil shows no box. Once a person pressed a button with the box ticked, the alert answers with
    /// that button at once each time it is shown again, without a window, until the answer is
    /// forgotten (``RememberedAnswers/forget(_:)``) or the button's label changes. Escape, the close
    /// button, a timeout and a dismissal keep nothing.
    ///
    /// ```swift
    /// let alert = Alert(title: "Empty the trash?", buttons: ["Cancel", "Empty"], cancelButton: 0,
    ///                   destructiveButton: 1)
    /// alert.dontAskAgain = "empty-trash"
    /// if await alert.response() == .button(1) { emptyTrash() }   // asked until the box is ticked
    /// ```
    public var dontAskAgain: AnswerKey?
    /// The "Don't ask again" box's label, an underscore marking its Alt shortcut; nil for
    /// "Don't ask again" (`_Don't ask again`).
    ///
    /// ```swift
    /// alert.dontAskAgainTitle = "_Nicht mehr fragen"
    /// ```
    public var dontAskAgainTitle: String?

    /// The closures of buttons given as ``AlertButton``s, by index.
    var buttonActions: [@MainActor () -> Void] = []
    /// GTK's translated, mnemonic labels where a shortcut was given no title.
    private var labelsOverride: [ButtonLabel]?

    /// Describes an alert; nothing is shown until ``Dialog/show(parent:timeout:handler:)``.
    ///
    /// ```swift
    /// let alert = Alert(title: "Uh Oh", message: "Something bad happened.",
    ///                   buttons: ["Run away", "Onward"], cancelButton: 0, defaultButton: 1)
    /// ```
    public init(
        title: String, message: String? = nil, buttons: [String] = [], style: AlertStyle = .info,
        cancelButton: Int? = nil, defaultButton: Int? = nil, destructiveButton: Int? = nil
    ) {
        self.buttons = buttons
        self.style = style
        self.cancelButton = cancelButton
        self.defaultButton = defaultButton
        self.destructiveButton = destructiveButton
        super.init(title: title, message: message)
    }

    /// Describes an alert whose secondary text is markup.
    ///
    /// ```swift
    /// Alert(title: "Delete", markup: "Delete <b>\(fileName)</b> for ever?",
    ///       buttons: ["Cancel", "Delete"], cancelButton: 0, destructiveButton: 1)
    /// ```
    public convenience init(
        title: String, markup: Markup, buttons: [String] = [], style: AlertStyle = .info,
        cancelButton: Int? = nil, defaultButton: Int? = nil, destructiveButton: Int? = nil
    ) {
        self.init(
            title: title, message: nil, buttons: buttons, style: style, cancelButton: cancelButton,
            defaultButton: defaultButton, destructiveButton: destructiveButton)
        self.messageMarkup = markup
    }

    override package func presentation() -> Presentation<AlertResponse> {
        let memory = AnswerMemory(dontAskAgain, kind: "alert", title: title)
        var description = resolved()
        if memory.isRemembering {
            description.dontAskAgain =
                dontAskAgainTitle.map(ButtonLabel.mnemonic) ?? .mnemonic(TextDomain.library("_Don't ask again"))
        }
        let actions = buttonActions
        let labels = description.buttons
        let answer: @MainActor (DialogEnding, Bool) -> AlertResponse = { ending, ticked in
            let response = Alert.answer(for: ending, cancelButton: description.cancelButton)
            if ticked, let id = ending.responseID, id >= 0, labels.indices.contains(Int(id)) {
                memory.keep(.object(["button": .integer(Int(id)), "label": .string(labels[Int(id)].displayText)]))
            }
            let index: Int? = if case .button(let index) = response { index } else { description.cancelButton }
            if let index, actions.indices.contains(index) { actions[index]() }
            return response
        }
        if let index = Self.rememberedButton(memory.kept, labels) {
            return Presentation(description, answeredWith: .response(Int32(index)), answer: answer)
        }
        return Presentation(description, request: AlertRequest.init, answer: answer)
    }

    /// The answer a ticked "Don't ask again" box kept under ``dontAskAgain``, with which `show`
    /// answers at once, without a window; nil while the alert asks.
    ///
    /// ```swift
    /// if alert.rememberedResponse == nil { prepareToAsk() }
    /// ```
    public var rememberedResponse: AlertResponse? {
        let memory = AnswerMemory(dontAskAgain, kind: "alert", title: title)
        return Self.rememberedButton(memory.kept, buttonLabels).map(AlertResponse.button)
    }

    /// The button a kept answer names, if the alert still has it, with the same label.
    private static func rememberedButton(_ kept: StoredValue?, _ labels: [ButtonLabel]) -> Int? {
        guard let kept, let index = kept["button"]?.integer, labels.indices.contains(index),
            kept["label"]?.string == labels[index].displayText
        else { return nil }
        return index
    }

    // MARK: Two-button and one-button shortcuts

    /// Asks a yes/no question with a closure per button.
    ///
    /// Escape and the close button count as cancel; so do a timeout and `dismiss`.
    /// `isDestructive` styles the confirm button `destructive-action` and leaves
    /// Return on cancel.
    /// ```swift
    /// Alert.confirm(title: "Uh Oh", message: "Something bad happened.",
    ///               cancelTitle: "Run away", confirmTitle: "Onward",
    ///               onCancel: { runAway() }, onConfirm: { proceedOnward() })
    /// ```
    public static func confirm(
        title: String, message: String? = nil, cancelTitle: String? = nil, confirmTitle: String? = nil,
        isDestructive: Bool = false, parent: ParentWindow? = nil, timeout: Duration? = nil,
        onCancel: @escaping @MainActor () -> Void = {}, onConfirm: @escaping @MainActor () -> Void
    ) {
        confirmation(title, message, cancelTitle, confirmTitle, isDestructive)
            .show(parent: parent, timeout: timeout) { response in
                if response == .button(1) { onConfirm() } else { onCancel() }
            }
    }

    /// Asks a yes/no question; true when the confirm button was chosen.
    ///
    /// ```swift
    /// let onward = await Alert.confirm(title: "Uh Oh", message: "Something bad happened.",
    ///                                  cancelTitle: "Run away", confirmTitle: "Onward")
    /// ```
    public static func confirm(
        title: String, message: String? = nil, cancelTitle: String? = nil, confirmTitle: String? = nil,
        isDestructive: Bool = false, parent: ParentWindow? = nil, timeout: Duration? = nil
    ) async -> Bool {
        await confirmation(title, message, cancelTitle, confirmTitle, isDestructive)
            .response(parent: parent, timeout: timeout) == .button(1)
    }

    /// Tells the user something, with a single button.
    ///
    /// ```swift
    /// Alert.inform(title: "Saved", message: "All done.")
    /// ```
    public static func inform(
        title: String, message: String? = nil, buttonTitle: String? = nil, style: AlertStyle = .info,
        parent: ParentWindow? = nil, timeout: Duration? = nil,
        onDismiss: @escaping @MainActor (AlertResponse) -> Void = { _ in }
    ) {
        Alert(title: title, message: message, buttons: buttonTitle.map { [$0] } ?? [], style: style, defaultButton: 0)
            .show(parent: parent, timeout: timeout, handler: onDismiss)
    }

    private static func confirmation(
        _ title: String, _ message: String?, _ cancelTitle: String?, _ confirmTitle: String?, _ isDestructive: Bool
    ) -> Alert {
        let alert = Alert(title: title, message: message, style: .question, cancelButton: 0)
        let labels = [ButtonLabel(cancelTitle, fallback: .cancel), ButtonLabel(confirmTitle, fallback: .ok)]
        alert.buttons = labels.map(\.displayText)
        alert.labelsOverride = labels
        if isDestructive {
            alert.destructiveButton = 1
        } else {
            alert.defaultButton = 1
        }
        return alert
    }

    // MARK: Mapping

    /// The answer for an ending: a button by index; Escape and the close button report the cancel button.
    nonisolated static func answer(for ending: DialogEnding, cancelButton: Int?) -> AlertResponse {
        switch ending {
        case .response(let id) where id >= 0, .submitted(let id):
            return .button(Int(id))
        case .response:
            return cancelButton.map(AlertResponse.button) ?? .closed
        case .timedOut:
            return .timedOut
        case .dismissed, .destroyed:
            return .dismissed
        }
    }

    /// The buttons' labels as shown: GTK's "OK" when there are none.
    private var buttonLabels: [ButtonLabel] {
        labelsOverride
            ?? (buttons.isEmpty
                ? [ButtonLabel.ok] : buttons.map(usesMnemonics ? ButtonLabel.mnemonic : ButtonLabel.literal))
    }

    /// An alert's buttons answer their index; accept is the default button, cancel the cancel button.
    override package func responseID(of button: DialogButton) -> Int32? {
        let count = buttonLabels.count
        let index: Int? =
            switch button {
            case .accept: defaultButton ?? (count == 1 ? 0 : nil)
            case .cancel: cancelButton
            case .index(let index): index
            }
        guard let index, (0..<count).contains(index) else { return nil }
        return Int32(index)
    }

    /// The alert as shown: labels resolved, out-of-range indexes dropped with a warning.
    private func resolved() -> AlertDescription {
        let labels = buttonLabels
        func checked(_ index: Int?, _ name: String) -> Int? {
            guard let index else { return nil }
            guard labels.indices.contains(index) else {
                Diagnostics.programmerError(
                    "\(name) \(index) is out of range for \(labels.count) button(s) in alert \"\(title)\"; ignored")
                return nil
            }
            return index
        }
        let defaultIndex = checked(defaultButton, "defaultButton") ?? (labels.count == 1 ? 0 : nil)
        let cancelIndex = checked(cancelButton, "cancelButton")
        let destructiveIndex = checked(destructiveButton, "destructiveButton")
        return AlertDescription(
            title: title, message: messageText, buttons: labels, style: style,
            defaultButton: defaultIndex, cancelButton: cancelIndex, destructiveButton: destructiveIndex,
            focusedButton: defaultIndex ?? (destructiveIndex != nil ? cancelIndex : nil),
            showsCountdown: showsCountdown, options: options)
    }
}
