/// How a dialog ended, in the words both modes print and map to an exit code.
enum Outcome {
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
    /// A `quit` command ended it (`--commands`): the program that drives the dialog ended it.
    case quit
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
