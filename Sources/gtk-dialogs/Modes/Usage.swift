/// The first paragraph of `gtk-dialogs --help`: what it does, and how each mode is called, with
/// every zenity dialog and native command of ``DialogKinds``.
enum Usage {
    /// Where a line of alternatives is broken, before a `|`.
    private static let width = 110

    static var summary: String {
        let indent = String(repeating: " ", count: "zenity mode:  ".count)
        let dialogs = alternatives(
            DialogKinds.zenityDialogs.map { "--\($0.name)" }, after: "zenity mode:  gtk-dialogs ")
        let commands = DialogKinds.nativeCommands.map(\.command)
        let native = alternatives(commands.map(\.name), after: "native mode:  gtk-dialogs ")
        let spellings = commands.filter { !$0.aliases.isEmpty }.map { command in
            "\(command.name) is also spelt \(command.aliases.joined(separator: ", ")); "
        }
        let example = commands.first.map { "see gtk-dialogs \($0.name) --help" } ?? ""
        return """
            Ask the desktop user a question from a shell script.

            \(dialogs) [OPTION…]
            \(indent)(also when called through a link named zenity)
            \(native) [OPTION…]
            \(indent)(\(spellings.joined())\(example))
            forget:       gtk-dialogs --forget KEY…
            \(indent)(\(ForgetMode.summary))
            """
    }

    /// `prefix` and the words joined by `|`, broken onto indented lines before a `|` where a line would be too long.
    private static func alternatives(_ words: [String], after prefix: String) -> String {
        let indent = String(repeating: " ", count: "zenity mode:  ".count)
        var lines = [prefix]
        for (index, word) in words.enumerated() {
            let piece = index == 0 ? word : "|" + word
            if lines[lines.count - 1].count + piece.count > width {
                lines.append(indent)
            }
            lines[lines.count - 1] += piece
        }
        return lines.joined(separator: "\n")
    }
}
