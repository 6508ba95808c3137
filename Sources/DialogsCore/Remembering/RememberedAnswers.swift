/// The answers dialogs remember: the last answer of a dialog with ``TextPrompt/remembersAnswerAs``
/// (and the same property on the other kinds that start from an answer), and the button of an
/// ``Alert`` whose ``Alert/dontAskAgain`` box was ticked.
///
/// ```swift
/// RememberedAnswers.folder = "org.example.Notes"     // ~/.local/state/org.example.Notes/KEY.json
/// if RememberedAnswers.isRemembered("confirm-delete") {
///     RememberedAnswers.forget("confirm-delete")     // "Ask again" in the app's preferences
/// }
/// ```
/// GtkDialogs keeps one JSON file a key, `KEY.json` in ``folder``, readable by its owner alone
/// (mode 0600) and replaced at once when an answer changes (a crash while writing leaves the old
/// answer). A file that cannot be read or makes no sense is said in one line on stderr and
/// ignored: the dialog asks as if nothing were remembered. While a DialogsTesting `ScriptedUser`
/// answers, answers are remembered in its memory instead, never in the user's files.
@MainActor
public enum RememberedAnswers {
    /// The folder the answers are kept in: a path inside the user's state folder
    /// (`$XDG_STATE_HOME`, by default `~/.local/state`), or an absolute path. By default the
    /// program's name; `gtk-dialogs` keeps its answers in `gtk-dialogs`.
    ///
    /// ```swift
    /// RememberedAnswers.folder = "org.example.Notes"
    /// ```
    public static var folder: String = programName

    /// Whether an answer is remembered under `key`: a dialog with that key starts from it, or an
    /// alert answers with it at once.
    ///
    /// ```swift
    /// let asksBeforeDeleting = !RememberedAnswers.isRemembered("confirm-delete")
    /// ```
    public static func isRemembered(_ key: AnswerKey) -> Bool {
        guard key.problem == nil, let store = AnswerStores.current else { return false }
        return store.read(key) != nil
    }

    /// Forgets the answer remembered under `key`: the next dialog with that key asks afresh.
    /// Returns false when an answer is there that could not be removed (said on stderr); forgetting
    /// a key nothing is remembered under succeeds.
    ///
    /// ```swift
    /// RememberedAnswers.forget("confirm-delete")
    /// ```
    @discardableResult
    public static func forget(_ key: AnswerKey) -> Bool {
        guard key.problem == nil, let store = AnswerStores.current else { return key.problem == nil }
        return store.remove(key)
    }

    /// The name this program was started as, or "GtkDialogs".
    private static var programName: String {
        let name = CommandLine.arguments.first?.split(separator: "/").last.map(String.init) ?? ""
        return name.isEmpty || name.hasPrefix(".") ? "GtkDialogs" : name
    }
}

/// One showing's remembered answer: read once as the dialog is shown, and kept again when the
/// person answers. The kept file names the kind, so a key shared by two kinds is ignored.
@MainActor
package struct AnswerMemory {
    private let key: AnswerKey?
    private let kind: String
    private let store: (any AnswerStore)?
    /// The answer kept last under the key, for this kind; nil when none is.
    package let kept: StoredValue?

    /// - Parameters:
    ///   - kind: the kind's name in the kept file ("prompt", "list"…).
    ///   - title: the dialog's, for the message about a key that breaks the rule.
    package init(_ key: AnswerKey?, kind: String, title: String) {
        self.kind = kind
        guard let key else {
            (self.key, store, kept) = (nil, nil, nil)
            return
        }
        if let problem = key.problem {
            Diagnostics.programmerError("\(kind) \"\(title)\": \(problem); nothing is remembered")
            (self.key, store, kept) = (nil, nil, nil)
            return
        }
        self.key = key
        store = AnswerStores.current
        guard let record = store?.read(key) else {
            kept = nil
            return
        }
        if record["kind"]?.string == kind, let answer = record["answer"] {
            kept = answer
        } else {
            let file = store?.location(of: key) ?? ""
            // Translators: %1$s is the key an answer is remembered under, %2$s its file.
            Diagnostics.warnOnce(
                record["kind"]?.string != nil
                    ? TextDomain.library.format(
                        "the answer remembered as \"%1$s\" (%2$s) is another kind of dialog's; ignored", "\(key)", file)
                    : TextDomain.library.format(
                        "the answer remembered as \"%1$s\" (%2$s) is no answer GtkDialogs keeps; ignored", "\(key)",
                        file))
            kept = nil
        }
    }

    /// Whether the dialog remembers its answer.
    package var isRemembering: Bool { key != nil }

    /// Keeps `answer` as the kind's answer under the key, replacing the last one.
    package func keep(_ answer: StoredValue) {
        guard let key else { return }
        store?.write(.object(["kind": .string(kind), "answer": answer]), for: key)
    }
}
