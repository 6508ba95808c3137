/// Where results and errors go: stdout for answers, one line on stderr for problems.
enum Output {
    /// The name error lines start with: "zenity" when called through a link of that name.
    nonisolated(unsafe) static var programName = "gtk-dialogs"
    /// The executable's own name (`gtk-dialogs`, `gtk4-dialogs`), even when called as zenity: how
    /// usage lines and `--version` name it.
    nonisolated(unsafe) static var toolName = "gtk-dialogs"

    /// Set when stdout refused an answer (its reader went away): the exit status says so.
    nonisolated(unsafe) static var lostAnswer = false

    static func printLine(_ text: String) {
        print(text + "\n")
    }

    /// `text` as it is, no newline added (an edited text, printed as zenity prints it).
    static func print(_ text: String) {
        if !ThisProcess.write(text), !lostAnswer {
            lostAnswer = true
            error("standard output is closed; the answer was not delivered")
        }
    }

    /// One line on stderr, prefixed with the program's name.
    static func error(_ message: String) {
        ThisProcess.write("\(programName): \(message)\n", toStandardError: true)
    }
}
