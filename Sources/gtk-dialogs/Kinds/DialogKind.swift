import GtkDialogs

/// A kind of dialog, shown the same way for both modes: one file per kind in `Kinds/`, each
/// building its GtkDialogs dialog from its options and naming how it ended.
@MainActor
protocol DialogKind {
    associatedtype Options
    /// Shows the dialog and reports its ending to `context` once.
    static func show(_ options: Options, in context: DialogContext)
}

/// How a dialog ended, in the words both modes print and map to an exit code.
enum Ending {
    /// OK, confirm, a submitted text, a saved form.
    case accepted(Answer)
    /// One of a native alert's own buttons.
    case button(Int, label: String)
    case extraButton(Int, label: String)
    case cancelled
    /// Escape, the window's close button, or the dialog ended from outside.
    case closed
    /// zenity 3.44 gives some kinds another exit code than `ZENITY_TIMEOUT`'s; `answer` is what
    /// the user had made so far when it is theirs to keep (an edited text).
    case timedOut(zenityExitCode: Int32, answer: Answer? = nil)
    /// The dialog could not be made (zenity: `ZENITY_ERROR`).
    case failed
}

/// What an accepted dialog answers, as each mode prints it.
struct Answer {
    /// The `ending` of native mode's JSON.
    var name: String
    /// The other members of native mode's JSON.
    var members: [(String, JSONObject.Value)] = []
    /// What zenity mode prints, if anything.
    var zenityLine: String?
    /// What native mode prints without `--json`, if anything.
    var plainLine: String?
    /// Whether a newline follows the printed line (not after an edited text, printed as it is).
    var endsLine = true

    /// Prints `line`, and a newline when the answer ends its line.
    func print(_ line: String) {
        if endsLine { Output.printLine(line) } else { Output.print(line) }
    }
}

/// Where a kind shows its dialog: the mode that asked, what every kind shares, and whom to tell
/// the exit status once the ending has been printed.
@MainActor
struct DialogContext {
    /// zenity mode, or native mode with or without `--json`.
    enum Mode {
        case zenity
        case native(json: Bool)
    }

    let mode: Mode
    let common: CommonOptions
    /// Size, icon and text layout, as the mode read them from `common`.
    let window: DialogOptions
    let timeout: Duration?
    let finish: @MainActor (Int32) -> Void

    var isZenity: Bool {
        if case .zenity = mode { return true }
        return false
    }

    /// Native `--text` as plain text: nil with `--markup`.
    var nativeMessage: String? { common.textIsMarkup ? nil : common.text }

    /// Native `--text` as markup, with `--markup`.
    var nativeMarkup: Markup? { common.textIsMarkup ? common.text.map { Markup(trusted: $0) } : nil }

    /// Prints `ending` the mode's way and passes on its exit status.
    func end(_ ending: Ending) {
        switch mode {
        case .zenity: finish(ZenityMode.report(ending))
        case .native(let json): finish(NativeMode.report(ending, json: json))
        }
    }
}
