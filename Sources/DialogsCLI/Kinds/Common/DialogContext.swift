import DialogsCore

/// Where a kind shows its dialog: how the mode that asked prints the ending, what every kind
/// shares, and whom to tell the exit status once the ending has been printed.
@MainActor
struct DialogContext {
    /// How the mode that asked prints the ending and exits.
    let mode: OutputStyle
    let common: CommonOptions
    /// The options more than one kind takes (`--separator`, `--multiple`…).
    let shared: SharedOptions
    /// Size, icon and text layout, as the mode read them from `common`.
    let window: DialogOptions
    let timeout: Duration?
    /// `--parent` (zenity mode's `--attach`): another program's window the dialog is transient for.
    var parent: ParentWindow? = nil
    /// What follows `--commands`, when it is given.
    var follower: DialogFollower? = nil
    /// `--remember`: the key the dialog starts from and keeps its answer under.
    var remembering: AnswerKey? = nil
    /// `--dont-ask-again`: the key an alert's "Don't ask again" box keeps its answer under.
    var dontAskAgain: AnswerKey? = nil
    let finish: @MainActor (Int32) -> Void

    var isZenity: Bool {
        if case .zenity = mode { return true }
        return false
    }

    /// Native `--text` as plain text: nil with `--markup`.
    var nativeMessage: String? { common.textIsMarkup ? nil : common.text }

    /// Native `--text` as markup, with `--markup`.
    var nativeMarkup: Markup? { common.textIsMarkup ? common.text.map { Markup(trusted: $0) } : nil }

    /// Gives `dialog` its message from `--text`: zenity mode shows `zenityDefault` when it is not
    /// given, its escapes compressed as zenity does (`\\n` is a new line); native mode shows it as given.
    func showText<Response>(in dialog: MessageDialog<Response>, zenityDefault: String) {
        if isZenity {
            let text = Escapes.compress(common.text ?? zenityDefault)
            if common.textIsMarkup { dialog.messageMarkup = Markup(trusted: text) } else { dialog.message = text }
        } else {
            dialog.message = nativeMessage
            dialog.messageMarkup = nativeMarkup
        }
    }

    /// Shows `dialog` in the window the mode read (`window` unless the kind adjusts it: a size of
    /// its own) until `--timeout`; `handler` gets its response once.
    func show<Response>(
        _ dialog: TitledDialog<Response>, in window: DialogOptions? = nil,
        handler: @escaping @MainActor (Response) -> Void
    ) {
        dialog.options = window ?? self.window
        dialog.show(parent: parent, timeout: timeout, handler: handler)
    }

    /// Prints `ending` the mode's way and passes on its exit status; a dialog a `quit` command
    /// dismissed ends as quit. `members` go into native mode's JSON whatever the ending (a step
    /// list's steps).
    func end(_ ending: Outcome, with members: [(String, JSONObject.Value)] = []) {
        follower?.stop()
        if case .closed = ending, follower?.quitRequested == true { return finish(mode.report(.quit, with: members)) }
        finish(mode.report(ending, with: members))
    }

    /// Makes `dialog` follow `--commands`, if given: `buttons` are the labels `enable:` and
    /// `disable:` may name beyond ok and cancel (by default the extra buttons); `kindCommand`
    /// applies the kind's own commands and says what is wrong with one it cannot apply;
    /// `kindCommands` names those of them that always apply and that a later one replaces (a
    /// step's status, a progress), which a batch of lines may then apply only once.
    func follow<Response>(
        _ dialog: Dialog<Response>, buttons: [String: DialogButton]? = nil, kindCommands: Set<String> = [],
        kindCommand: @escaping (DialogCommand) -> String? = { $0.doesNotApply }
    ) {
        let extras = Dictionary(
            common.extraButtons.enumerated().map { ($0.element, DialogButton.index($0.offset)) }
        ) { first, _ in first }
        follower?.follow(dialog, buttons: buttons ?? extras, kindCommands: kindCommands, kindCommand: kindCommand)
    }
}
