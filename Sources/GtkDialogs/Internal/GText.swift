import CGtk

/// Conversions between Swift strings and the C strings GTK takes.
enum GText {
    /// NUL cannot cross into C: it would silently cut the text short.
    /// It is shown as U+FFFD REPLACEMENT CHARACTER instead (every font has it).
    static let nulReplacement = "\u{FFFD}"

    static func sanitized(_ text: String) -> String {
        text.utf8.contains(0) ? text.replacing("\0", with: nulReplacement) : text
    }

    /// Calls `body` with a NUL-free C copy of `text`.
    static func with<R>(_ text: String, _ body: (UnsafePointer<CChar>) -> R) -> R {
        sanitized(text).withCString(body)
    }

    /// Takes ownership of a newly allocated C string and frees it.
    static func takeOwnership(_ pointer: UnsafeMutablePointer<gchar>?) -> String {
        guard let pointer else { return "" }
        defer { g_free(pointer) }
        return String(cString: pointer)
    }

    /// `g_markup_escape_text`: `<`, `>`, `&`, quotes become entities.
    static func escapeMarkup(_ text: String) -> String {
        with(text) { takeOwnership(g_markup_escape_text($0, -1)) }
    }

    /// Whether Pango accepts `markup` (a label given invalid markup shows nothing).
    static func isValidMarkup(_ markup: String) -> Bool {
        with(markup) { pango_parse_markup($0, -1, 0, nil, nil, nil, nil) != 0 }
    }

    /// A label from GTK's own catalogue (domain `gtk30`), so it follows `LANGUAGE`.
    static func gtkTranslation(_ messageID: String) -> String {
        messageID.withCString { String(cString: g_dgettext("gtk30", $0)) }
    }

    /// The text GTK shows for a mnemonic label: `__` becomes `_`, a single `_` disappears.
    static func removingMnemonic(_ text: String) -> String {
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
    static func escapeMnemonic(_ text: String) -> String {
        text.replacing("_", with: "__")
    }
}
