import DialogsCore

/// zenity 3.44's `--hint NAME:VALUE` (and `hints:` on `--listen`): each hint typed as the
/// notification specification types it; an unknown name or a bad boolean is skipped with a warning.
enum NotificationHints {
    private static let booleans: Set = ["action-icons", "resident", "suppress-sound", "transient"]
    private static let strings: Set = [
        "category", "desktop-entry", "image-path", "image_path", "sound-file", "sound-name",
    ]
    private static let unsupported: Set = ["image-data", "image_data", "icon-data"]

    /// The hints, and a warning line for each one skipped.
    static func parse(_ pairs: [String]) -> (hints: [String: NotificationHint], warnings: [String]) {
        var hints: [String: NotificationHint] = [:]
        var warnings: [String] = []
        for pair in pairs where !pair.isEmpty {
            let parts = pair.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
            let name = String(parts[0])
            let value = parts.count > 1 ? String(parts[1]) : ""
            let key = name.lowercased()
            if booleans.contains(key) {
                switch value.lowercased() {
                case "true": hints[name] = .boolean(true)
                case "false": hints[name] = .boolean(false)
                // Translators: %1$s is a notification hint's name, %2$s the value given for it.
                default:
                    warnings.append(
                        TextDomain.tool.format("hint %1$s: give true or false, not \"%2$s\"; skipped", name, value))
                }
            } else if strings.contains(key) {
                hints[name] = .string(value)
            } else if key == "x" || key == "y" {
                hints[name] = .int32(Int32(truncatingIfNeeded: leadingInteger(value)))
            } else if key == "urgency" {
                hints[name] = .byte(UInt8(truncatingIfNeeded: leadingInteger(value)))
            } else if unsupported.contains(key) {
                warnings.append(TextDomain.tool.format("hint %s (image data) is not supported; skipped", name))
            } else {
                warnings.append(TextDomain.tool.format("unknown hint \"%s\"; skipped", name))
            }
        }
        return (hints, warnings)
    }

    /// `g_ascii_strtoll`'s reading of a decimal number: leading digits (and sign), else 0.
    private static func leadingInteger(_ text: String) -> Int64 {
        let trimmed = text.drop(while: { $0 == " " })
        let sign = trimmed.first == "-" ? -1 : 1
        let digits = trimmed.drop(while: { $0 == "-" || $0 == "+" }).prefix(while: \.isASCII).prefix(while: \.isNumber)
        return Int64(digits).map { $0 * Int64(sign) } ?? 0
    }
}
