/// Writing man pages in roff (`man(7)` macros): text escaped so that groff and mandoc print it
/// as given, whatever it holds.
struct Roff {
    private(set) var lines: [String] = []

    /// A section-1 page of the GtkDialogs release: its title line, its NAME (`name - summary`) and
    /// the SYNOPSIS heading, which the page's own lines follow.
    init(manPage name: String, source: String, summary: String) {
        request("TH", name.uppercased(), "1", Version.releaseDate, "\(source) \(Version.number)", "User Commands")
        request("SH", "NAME")
        text("\(name) - \(summary)")
        request("SH", "SYNOPSIS")
    }

    /// The page's source, one request or text line a line.
    var source: String { lines.joined(separator: "\n") + "\n" }

    /// `text` for a roff line: backslashes and dashes escaped, anything not ASCII as a `\[uXXXX]`
    /// glyph (no preprocessor needed), and each line kept from starting a request.
    static func escaped(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\e"
            case "-": result += "\\-"
            case "\"": result += "\\(dq"
            case _ where scalar.value > 0x7E:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                result += "\\[u" + String(repeating: "0", count: max(4 - hex.count, 0)) + hex + "]"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.first == "." || line.first == "'" ? "\\&" + line : String(line)
        }.joined(separator: "\n")
    }

    /// A request such as `.SH`, its arguments quoted.
    mutating func request(_ name: String, _ arguments: String...) {
        lines.append(([".\(name)"] + arguments.map { "\"\(Self.escaped($0))\"" }).joined(separator: " "))
    }

    /// Running text, escaped.
    mutating func text(_ text: String) {
        lines.append(Self.escaped(text))
    }

    /// A line already in roff (fonts switched with `\fB`…`\fR`).
    mutating func raw(_ line: String) {
        lines.append(line)
    }

    mutating func paragraph(_ text: String) {
        request("PP")
        self.text(text)
    }

    /// A tagged paragraph: `tag` (roff) on its own line, then `text` indented.
    mutating func tagged(_ tag: String, _ text: String) {
        request("TP")
        raw(tag)
        self.text(text)
    }

    /// Lines shown as typed, indented.
    mutating func example(_ lines: [String]) {
        request("RS")
        request("nf")
        for line in lines { text(line) }
        request("fi")
        request("RE")
    }

    /// `--name=ARGUMENT` as the man page shows it: the name bold, the argument italic.
    static func option(_ entry: OptionContext.Entry) -> String {
        "\\fB\\-\\-\(escaped(entry.name))\\fR" + (entry.argument.map { "=\\fI\(escaped($0))\\fR" } ?? "")
    }

    static func bold(_ text: String) -> String { "\\fB\(escaped(text))\\fR" }
}
