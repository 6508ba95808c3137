/// Mnemonic labels (Alt+letter shortcuts) as GTK parses them.
package enum Mnemonics {
    /// The text GTK shows for a mnemonic label: `__` becomes `_`, a single `_` disappears.
    package static func removing(from text: String) -> String {
        var result = ""
        var pendingUnderscore = false
        for character in text {
            if character == "_" && !pendingUnderscore {
                pendingUnderscore = true
                continue
            }
            result.append(character)
            pendingUnderscore = false
        }
        return result
    }

    /// Escapes `_` so GTK shows a caller's label literally where mnemonics are parsed.
    package static func escape(_ text: String) -> String {
        text.replacing("_", with: "__")
    }

    /// Gives each label a distinct mnemonic, escaping the caller's own underscores.
    package static func assign(_ labels: [String]) -> [String] {
        var used = Set<Character>()
        return labels.map { label in
            let escaped = escape(label)
            guard
                let letter = escaped.first(where: {
                    $0.isLetter && $0 != "_" && !used.contains(Character($0.lowercased()))
                })
            else { return escaped }
            used.insert(Character(letter.lowercased()))
            let index = escaped.firstIndex(of: letter)!
            return String(escaped[..<index]) + "_" + String(escaped[index...])
        }
    }
}
