import DialogsCore

/// The first paragraph of `gtk-dialogs --help`: what it does, and how each mode is called, with
/// every zenity dialog and native command of ``DialogKinds``.
enum Usage {
    /// Where a line of alternatives is broken, before a `|`.
    private static let width = 110

    static var summary: String {
        // Translators: the labels start lines that list how gtk-dialogs is called; they are padded
        // to one width, so they need not be.
        let zenityLabel = TextDomain.tool("zenity mode:")
        let nativeLabel = TextDomain.tool("native mode:")
        let forgetLabel = TextDomain.tool("forget:")
        let labelWidth = max(zenityLabel.count, nativeLabel.count, forgetLabel.count) + 2
        let indent = String(repeating: " ", count: labelWidth)
        func padded(_ label: String) -> String { label + String(repeating: " ", count: labelWidth - label.count) }
        let dialogs = alternatives(
            DialogKinds.zenityDialogs.map { "--\($0.name)" }, after: padded(zenityLabel) + Output.toolName + " ",
            indent: indent)
        let commands = DialogKinds.nativeCommands.map(\.command)
        let native = alternatives(
            commands.map(\.name), after: padded(nativeLabel) + Output.toolName + " ", indent: indent)
        let spellings = commands.filter { !$0.aliases.isEmpty }.map { command in
            // Translators: %1$s is a native command (color), %2$s its other spellings (colour).
            TextDomain.tool.format("%1$s is also spelt %2$s; ", command.name, command.aliases.joined(separator: ", "))
        }
        let example =
            commands.first.map {
                TextDomain.tool.format("see gtk-dialogs %s --help", $0.name)
                    .replacing("gtk-dialogs", with: Output.toolName)
            } ?? ""
        return """
            \(TextDomain.tool("Ask the desktop user a question from a shell script."))

            \(dialogs) \(TextDomain.tool("[OPTION…]"))
            \(indent)\(TextDomain.tool("(also when called through a link named zenity)"))
            \(native) \(TextDomain.tool("[OPTION…]"))
            \(indent)(\(spellings.joined())\(example))
            \(padded(forgetLabel))\(Output.toolName) --forget KEY…
            \(indent)(\(TextDomain.tool(ForgetMode.summary)))
            """
    }

    /// `prefix` and the words joined by `|`, broken onto indented lines before a `|` where a line would be too long.
    private static func alternatives(_ words: [String], after prefix: String, indent: String) -> String {
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
