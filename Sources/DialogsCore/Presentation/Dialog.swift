/// What every dialog object can do: show itself with a closure for its answer, return its
/// answer to `async` code, and end what it is showing. `Alert`, `TextPrompt`, `FormDialog` and
/// every other kind are dialogs.
///
/// ```swift
/// let alert = Alert(title: "Uh Oh", buttons: ["Run away", "Onward"], cancelButton: 0)
/// alert.show { response in print(response) }        // a closure, run exactly once
/// let response = await alert.response()              // or awaited
/// alert.dismiss()                                    // ends what this object shows
/// ```
/// The caller keeps no reference: a shown dialog lives until it ends, its handler runs exactly
/// once for every ending (a button, Return, Escape, the close button, a timeout, `dismiss()`,
/// the window destroyed), and then the window and every closure are released.
@MainActor
public class Dialog<Response> {
    private var sessions = ShownSessions()
    /// The buttons code made insensitive, for the dialogs shown now and the next ones.
    private var disabledButtons: Set<DialogButton> = []

    package init() {}

    /// The kind's showing: every kind overrides it.
    package func presentation() -> Presentation<Response> {
        preconditionFailure("\(Self.self) does not say how it is shown")
    }

    /// Shows the dialog and calls `handler` once when it ends.
    ///
    /// ```swift
    /// alert.show(parent: ParentWindow(window), timeout: .seconds(30)) { response in
    ///     if response == .button(1) { proceedOnward() }
    /// }
    /// ```
    /// - Parameters:
    ///   - parent: the window the dialog is transient for and modal to.
    ///   - timeout: after this long the dialog ends as timed out.
    ///   - handler: receives the answer on the main actor, after the window is gone.
    public func show(
        parent: ParentWindow? = nil, timeout: Duration? = nil,
        handler: @escaping @MainActor (Response) -> Void = { _ in }
    ) {
        present(parent: parent, timeout: timeout, handler: handler)
    }

    /// Shows the dialog and returns how it ended. Cancelling the awaiting task dismisses it.
    ///
    /// ```swift
    /// if await alert.response(timeout: .seconds(10)) == .button(1) { performLengthyOperation() }
    /// ```
    public func response(parent: ParentWindow? = nil, timeout: Duration? = nil) async -> Response {
        await AsyncAnswer.await { handler in present(parent: parent, timeout: timeout, handler: handler) }
    }

    /// Makes a button of every dialog this object shows, and of the next ones, insensitive (or
    /// sensitive again): a person cannot press it, and neither can Return. A button a dialog keeps
    /// insensitive by its own rule (OK while a prompt's text is refused) stays so.
    ///
    /// ```swift
    /// let installer = StepList(title: "Installing", steps: ["Download", "Install"])
    /// installer.setButton(.cancel, isEnabled: false)   // no going back once it has started
    /// installer.show()
    /// ```
    public func setButton(_ button: DialogButton, isEnabled: Bool) {
        if isEnabled { disabledButtons.remove(button) } else { disabledButtons.insert(button) }
        guard let id = responseID(of: button) else { return }
        updateShown(.buttonEnabled(id, isEnabled))
    }

    /// The response id a button of this kind has; nil for one it does not have.
    package func responseID(of button: DialogButton) -> Int32? {
        button.actionResponseID
    }

    /// Sends `update` to every dialog this object is showing now.
    package func updateShown(_ update: DialogUpdate) {
        for session in sessions.open { session.update(update) }
    }

    /// Shows a new title on the dialogs shown now (a kind's `title` property calls it).
    package func titleChanged(_ title: String) {
        updateShown(.title(title))
    }

    /// Shows a new message on the dialogs shown now; markup wins over plain text.
    package func messageChanged(_ message: String?, markup: Markup?) {
        updateShown(.message(LabelText(message: message, markup: markup)))
    }

    /// Relabels a button of the dialogs shown now; nil puts back `fallback` (GTK's own label).
    package func buttonTitleChanged(_ title: String?, fallback: ButtonLabel, of button: DialogButton) {
        guard let id = responseID(of: button) else { return }
        updateShown(.buttonLabel(id, ButtonLabel(title, fallback: fallback)))
    }

    /// Sends a kind's own change to every dialog this object is showing now.
    package func applyShown<Description: DialogDescription>(_ change: Description.Change, to kind: Description.Type) {
        for session in sessions.open {
            (session as? DialogSession<Description>)?.apply(change)
        }
    }

    /// Ends every dialog this object is showing; their handlers get the kind's dismissed answer.
    ///
    /// ```swift
    /// alert.show { print($0) }
    /// alert.dismiss()   // prints "dismissed"
    /// ```
    public func dismiss() {
        sessions.dismissAll()
    }

    /// Shows one session and remembers it for ``dismiss()``; a window that cannot show (no display)
    /// is said once on stderr, and the answer comes as dismissed after this returns.
    @discardableResult
    package func present(
        parent: ParentWindow?, timeout: Duration?, handler: @escaping @MainActor (Response) -> Void
    ) -> (any Session)? {
        let shown = presentation().present(parent: parent, timeout: timeout, handler: handler)
        if let failure = shown.failure {
            Diagnostics.warnOnce("\(failure)")
            // Delivered once `show` has returned, as every answer is.
            LateDeliveries.add { shown.session.dismiss() }
            return nil
        }
        sessions.add(shown.session)
        for button in disabledButtons {
            if let id = responseID(of: button) { shown.session.update(.buttonEnabled(id, false)) }
        }
        return shown.session
    }
}
