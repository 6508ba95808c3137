/// Splits a line of shell words as bash would, without expansions: `'…'`, `"…"` (with `\"`,
/// `\\`, `\$` and `` \` ``), `$'…'` (with `\n`, `\t`, `\\`, `\'`) and `\` outside quotes.
enum ShellWords {
    struct Unterminated: Error, CustomStringConvertible {
        let line: String
        var description: String { "unterminated quote in \(line)" }
    }

    static func split(_ line: String) throws -> [String] {
        var words: [String] = []
        var word = ""
        var inWord = false
        var characters = Array(line)[...]
        func next() throws -> Character {
            guard let character = characters.popFirst() else { throw Unterminated(line: line) }
            return character
        }
        while let character = characters.popFirst() {
            switch character {
            case " ", "\t":
                if inWord { words.append(word) }
                word = ""
                inWord = false
                continue
            case "$" where characters.first == "'":
                characters.removeFirst()
                while true {
                    let inner = try next()
                    if inner == "'" { break }
                    if inner == "\\" {
                        let escaped = try next()
                        word.append(["n": "\n", "t": "\t"][escaped] ?? escaped)
                    } else {
                        word.append(inner)
                    }
                }
            case "'":
                while true {
                    let inner = try next()
                    if inner == "'" { break }
                    word.append(inner)
                }
            case "\"":
                while true {
                    let inner = try next()
                    if inner == "\"" { break }
                    if inner == "\\", let escaped = characters.first, "\"\\$`".contains(escaped) {
                        word.append(try next())
                    } else {
                        word.append(inner)
                    }
                }
            case "\\":
                word.append(try next())
            default:
                word.append(character)
            }
            inWord = true
        }
        if inWord { words.append(word) }
        return words
    }
}
