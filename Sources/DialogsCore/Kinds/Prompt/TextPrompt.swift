/// How a text prompt ended.
///
/// ```swift
/// switch await TextPrompt(title: "What's your name?").response() {
/// case .submitted(let name): greet(name)
/// case .cancelled, .closed, .timedOut, .dismissed, .extraButton: break
/// }
/// ```
public enum PromptResponse: Equatable, Sendable {
    /// OK, or Return in the entry, with valid text.
    case submitted(String)
    /// The cancel button.
    case cancelled
    /// Escape or the window's close button.
    case closed
    /// The `timeout` ran out. The text typed so far is not reported.
    case timedOut
    /// Ended from code (`dismiss()`, `Dialogs.quit()`, the window destroyed).
    case dismissed
    /// One of `extraButtons`, by index.
    case extraButton(Int)

    /// The submitted text, or nil for every other ending.
    ///
    /// ```swift
    /// let name = await prompt.response().text
    /// ```
    public var text: String? {
        if case .submitted(let text) = self { return text }
        return nil
    }
}

/// One line of input in one call: a titled prompt whose OK stays insensitive
/// until the text passes its ``Validator``.
///
/// ```swift
/// TextPrompt(title: "Please give me some input", message: nil, placeholder: "Your name",
///            text: "", isSecret: false, okTitle: "OK", cancelTitle: "Cancel")
///     .show(onOK: { value in print("You typed: \(value)") },
///           onCancel: { print("They tapped cancel!") })
///
/// let name: String? = await TextPrompt(title: "What's your name?").value()
/// ```
/// Return in the entry submits at once when the text is valid and does nothing
/// otherwise; the reason the text is refused shows under the entry. Escape, the
/// close button, a timeout and `dismiss()` all end in `onCancel`. With
/// `isSecret`, the text is hidden and never logged by the library.
@MainActor
public final class TextPrompt: MessageDialog<PromptResponse> {
    /// Grey hint shown in the empty entry.
    public var placeholder: String?
    /// The entry's initial text; set while the prompt shows, it replaces what the entry shows.
    public var text: String {
        didSet { applyShown(SafeText.sanitized(text), to: PromptDescription.self) }
    }
    /// Values offered in a drop-down beside the entry: the user picks one or
    /// types anything else, and the validator judges either. Not offered when
    /// the prompt is secret, where a list would show them.
    ///
    /// ```swift
    /// let prompt = TextPrompt(title: "Branch name", text: "main")
    /// prompt.suggestions = ["main", "develop", "release"]
    /// ```
    public var suggestions: [String] = []
    /// Hides the text (a password prompt).
    public var isSecret: Bool
    /// The OK button's label; nil for GTK's translated "OK".
    public var okTitle: String? { didSet { buttonTitleChanged(okTitle, fallback: fallbackLabels.ok, of: .accept) } }
    /// The labels of OK and Cancel without a title: GTK's, or another program's words (zenity's).
    package var fallbackLabels: (ok: ButtonLabel, cancel: ButtonLabel) = (.ok, .cancel)
    /// The cancel button's label; nil for GTK's translated "Cancel".
    public var cancelTitle: String? {
        didSet { buttonTitleChanged(cancelTitle, fallback: fallbackLabels.cancel, of: .cancel) }
    }
    /// More buttons, left of Cancel; they end the prompt with ``PromptResponse/extraButton(_:)``.
    public var extraButtons: [String] = []
    /// The rule OK waits for.
    public var validator: Validator
    /// With a timeout, OK counts the seconds left: "OK (9)".
    ///
    /// ```swift
    /// prompt.showsCountdown = true
    /// prompt.show(timeout: .seconds(10)) { print($0) }
    /// ```
    public var showsCountdown = false
    /// Receives the whole text after each edit, on the main actor (a live preview, say).
    /// A scripted user's typed text arrives in one call, before its answer.
    ///
    /// ```swift
    /// prompt.onTextChange = { text in preview.title = text }
    /// ```
    public var onTextChange: (@MainActor (String) -> Void)?
    /// The key the submitted text is remembered under (``RememberedAnswers``): the entry starts
    /// with the text submitted last time under this key instead of ``text``. A secret prompt's text
    /// is never remembered (a programmer error).
    ///
    /// ```swift
    /// let server = TextPrompt(title: "Deploy to", placeholder: "host name")
    /// server.remembersAnswerAs = "deploy-server"
    /// if let host = await server.value() { deploy(to: host) }   // next time it starts with host
    /// ```
    public var remembersAnswerAs: AnswerKey?

    /// Describes a prompt; nothing is shown until `show`.
    ///
    /// ```swift
    /// let prompt = TextPrompt(title: "Rename", placeholder: "New name", text: oldName)
    /// ```
    public init(
        title: String, message: String? = nil, placeholder: String? = nil, text: String = "",
        isSecret: Bool = false, okTitle: String? = nil, cancelTitle: String? = nil,
        validator: Validator = .nonEmpty
    ) {
        self.placeholder = placeholder
        self.text = text
        self.isSecret = isSecret
        self.okTitle = okTitle
        self.cancelTitle = cancelTitle
        self.validator = validator
        super.init(title: title, message: message)
    }

    /// Shows the prompt: `onOK` gets the text, `onCancel` runs for every other ending.
    ///
    /// ```swift
    /// prompt.show(onOK: { rename(to: $0) }, onCancel: { print("kept the old name") })
    /// ```
    public func show(
        parent: ParentWindow? = nil, timeout: Duration? = nil,
        onOK: @escaping @MainActor (String) -> Void, onCancel: @escaping @MainActor () -> Void = {}
    ) {
        show(parent: parent, timeout: timeout) { response in
            if let text = response.text { onOK(text) } else { onCancel() }
        }
    }

    /// Shows the prompt and returns the text, or nil when it was not submitted.
    ///
    /// ```swift
    /// if let name = await TextPrompt(title: "What's your name?").value() { greet(name) }
    /// ```
    public func value(parent: ParentWindow? = nil, timeout: Duration? = nil) async -> String? {
        await response(parent: parent, timeout: timeout).text
    }

    override package func presentation() -> Presentation<PromptResponse> {
        if isSecret, remembersAnswerAs != nil {
            Diagnostics.programmerError("prompt \"\(title)\" is secret: its text is never remembered")
        }
        let memory = AnswerMemory(isSecret ? nil : remembersAnswerAs, kind: "prompt", title: title)
        var description = resolved()
        if let text = memory.kept?["text"]?.string { description.initialState = SafeText.sanitized(text) }
        return Presentation(description, request: PromptRequest.init) { ending, text in
            if ending.accepts { memory.keep(.object(["text": .string(text)])) }
            return ending.response(
                accepted: .submitted(text), timedOut: .timedOut, extraButton: PromptResponse.extraButton)
        }
    }

    /// The prompt as shown; a secret prompt offers no suggestions, where a list would show them.
    private func resolved() -> PromptDescription {
        PromptDescription(
            title: title, message: messageText, placeholder: placeholder,
            initialState: SafeText.sanitized(text), suggestions: isSecret ? [] : suggestions.map(SafeText.sanitized),
            isSecret: isSecret,
            buttons: ActionButtons(
                extra: extraButtons, cancel: ButtonLabel(cancelTitle, fallback: fallbackLabels.cancel),
                accept: ButtonLabel(okTitle, fallback: fallbackLabels.ok)),
            validator: validator, options: options, showsCountdown: showsCountdown, textChanged: onTextChange)
    }
}

extension PromptResponse: AcceptOrCancelResponse {}
