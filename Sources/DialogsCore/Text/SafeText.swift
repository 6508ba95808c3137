/// Text as a window can show it: NUL cannot cross into C (it would silently cut the text short),
/// so it is shown as U+FFFD REPLACEMENT CHARACTER instead (every font has it).
package enum SafeText {
    package static let nulReplacement = "\u{FFFD}"

    package static func sanitized(_ text: String) -> String {
        text.utf8.contains(0) ? text.replacing("\0", with: nulReplacement) : text
    }
}
