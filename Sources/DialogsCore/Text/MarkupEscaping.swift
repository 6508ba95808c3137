/// Text made safe inside Pango markup, exactly as `g_markup_escape_text` makes it.
package enum MarkupEscaping {
    /// `&`, `<`, `>`, `'` and `"` become `&amp;`, `&lt;`, `&gt;`, `&apos;` and `&quot;`, and the control
    /// characters XML 1.1 allows only as character references (U+0001…U+0008, U+000B, U+000C,
    /// U+000E…U+001F, U+007F…U+0084, U+0086…U+009F) become `&#x…;`; tab, newline, return and NEL stay.
    /// NUL, which would cut C's text short, becomes U+FFFD, as GtkDialogs' C strings have it.
    package static func escape(_ text: String) -> String {
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x26: escaped += "&amp;"
            case 0x3C: escaped += "&lt;"
            case 0x3E: escaped += "&gt;"
            case 0x27: escaped += "&apos;"
            case 0x22: escaped += "&quot;"
            case 0: escaped.unicodeScalars.append("\u{FFFD}")
            case 0x1...0x8, 0xB...0xC, 0xE...0x1F, 0x7F...0x84, 0x86...0x9F:
                escaped += "&#x" + String(scalar.value, radix: 16) + ";"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }
}
