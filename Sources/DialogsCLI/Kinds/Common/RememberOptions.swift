import DialogsCore

/// Remembered answers, native mode only: `--remember KEY` (a dialog starts from the answer given
/// last time under KEY), `--dont-ask-again KEY` (an alert's "Don't ask again" box), `--forget KEY`
/// (removes what KEY remembers, before the dialog shows). Declared here once, and listed by each
/// kind whose commands take them. The answers are kept in `$XDG_STATE_HOME/gtk-dialogs/KEY.json`.
struct RememberOptions: OptionValues {
    var remember: String?
    var dontAskAgain: String?
    var forget: [String] = []

    /// The folder, inside the user's state folder, gtk-dialogs keeps its answers in.
    static let folder = "gtk-dialogs"
}

extension RememberOptions {
    /// `--remember` and `--forget`, for a command whose dialog starts from an answer (`help` says
    /// which: "Start from the text submitted last time under KEY…").
    static func remember(_ help: String) -> [Option] {
        [
            .string("remember", help, argument: "KEY", \RememberOptions.remember).nativeOnly,
            forget,
        ]
    }

    /// `--dont-ask-again` and `--forget`, for an alert.
    static var dontAskAgain: [Option] {
        [
            // Translators: Alt+D is the mnemonic of the library's "_Don't ask again": name your translation's.
            .string(
                "dont-ask-again",
                "Show a \"Don't ask again\" box (Alt+D); once ticked, later runs with KEY answer the same at once",
                argument: "KEY", \RememberOptions.dontAskAgain
            ).nativeOnly,
            forget,
        ]
    }

    static var forget: Option {
        .strings(
            "forget", "Forget the answer remembered under KEY before the dialog shows (repeat)", argument: "KEY",
            \RememberOptions.forget
        ).nativeOnly
    }

    /// The keys given, checked: a key that breaks the rule is a usage error saying what a key may be.
    @MainActor func keys() throws(UsageError) -> (remember: AnswerKey?, dontAskAgain: AnswerKey?, forget: [AnswerKey]) {
        let remember = try remember.map { value throws(UsageError) in try Self.key(value, "--remember") }
        let dontAskAgain = try dontAskAgain.map { value throws(UsageError) in try Self.key(value, "--dont-ask-again") }
        var forgotten: [AnswerKey] = []
        for value in forget { forgotten.append(try Self.key(value, "--forget")) }
        if remember != nil || dontAskAgain != nil || !forgotten.isEmpty { Self.useOwnFolder() }
        return (remember, dontAskAgain, forgotten)
    }

    static func key(_ value: String, _ option: String) throws(UsageError) -> AnswerKey {
        do {
            return try AnswerKey(value)
        } catch {
            throw UsageError(message: "\(option) \(error)")  // the key's own message, translated
        }
    }

    /// Answers go to `gtk-dialogs/` in the user's state folder, and the library's lines on stderr
    /// (a damaged file) start with this program's name.
    @MainActor private static func useOwnFolder() {
        RememberedAnswers.folder = folder
        Diagnostics.prefix = Output.programName
    }

    /// Forgets `keys`; false when one of them could not be (said on stderr).
    @MainActor static func forget(_ keys: [AnswerKey]) -> Bool {
        keys.reduce(true) { forgotten, key in RememberedAnswers.forget(key) && forgotten }
    }
}
