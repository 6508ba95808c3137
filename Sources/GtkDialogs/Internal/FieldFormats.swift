import CGtk

/// The format each field kind checks, and the GTK input purpose it sets.
/// An empty value passes every format: emptiness is `isRequired`'s business.
enum FieldFormats {
    static func validator(for kind: FieldKind) -> Validator {
        switch kind {
        case .text, .password, .choice, .multilineText, .list: return .any
        case .date:
            return rule({ CalendarDate(iso8601: $0) != nil }, "Enter a date as YYYY-MM-DD, such as 2024-03-05.")
        case .number: return rule(isNumber, "Enter a number, such as 1815 or 2.5.")
        case .phone: return rule(isPhoneNumber, "Enter a phone number: digits, spaces and + ( ) - . / only.")
        case .email: return rule(isEmailAddress, "Enter an email address, such as ada@example.org.")
        case .url: return rule(isURL, "Enter a web address, such as https://example.org.")
        }
    }

    private static func rule(_ isValid: @escaping @Sendable (String) -> Bool, _ reason: String) -> Validator {
        Validator { text in text.isEmpty || isValid(text) ? .valid : .invalid(reason: reason) }
    }

    /// `[+-]digits[(.|,)digits]`
    static func isNumber(_ text: String) -> Bool {
        var scalars = Substring(text).unicodeScalars[...]
        if let sign = scalars.first, sign == "+" || sign == "-" { scalars = scalars.dropFirst() }
        let parts = scalars.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
            .flatMap { $0.split(separator: ",", maxSplits: 1, omittingEmptySubsequences: false) }
        guard (1...2).contains(parts.count) else { return false }
        return parts.allSatisfy { !$0.isEmpty && $0.allSatisfy { ("0"..."9").contains($0) } }
    }

    static func isPhoneNumber(_ text: String) -> Bool {
        let allowed: Set<Unicode.Scalar> = [" ", "(", ")", "-", ".", "/"]
        var digits = 0
        for (offset, scalar) in text.unicodeScalars.enumerated() {
            if ("0"..."9").contains(scalar) {
                digits += 1
            } else if scalar == "+" {
                guard offset == 0 else { return false }
            } else if !allowed.contains(scalar) {
                return false
            }
        }
        return digits >= 3
    }

    static func isEmailAddress(_ text: String) -> Bool {
        let parts = text.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 2, let local = parts.first, let domain = parts.last, !local.isEmpty,
            !text.contains(where: \.isWhitespace)
        else { return false }
        let labels = domain.split(separator: ".", omittingEmptySubsequences: false)
        return labels.count >= 2
            && labels.allSatisfy { !$0.isEmpty && !$0.hasPrefix("-") && !$0.hasSuffix("-") }
    }

    /// An absolute URI (`g_uri_is_valid`) with a host for the schemes that need one.
    static func isURL(_ text: String) -> Bool {
        guard !text.contains(where: \.isWhitespace) else { return false }
        guard let uri = text.withCString({ g_uri_parse($0, G_URI_FLAGS_NONE, nil) }) else { return false }
        defer { g_uri_unref(uri) }
        let scheme = String(cString: g_uri_get_scheme(uri)).lowercased()
        let host = g_uri_get_host(uri).map { String(cString: $0) } ?? ""
        return !["http", "https", "ftp", "ftps", "ws", "wss"].contains(scheme) || !host.isEmpty
    }

    static func input(for kind: FieldKind) -> (purpose: GtkInputPurpose, hints: GtkInputHints) {
        let noSpelling = GTK_INPUT_HINT_NO_SPELLCHECK
        switch kind {
        case .text, .choice, .date, .multilineText, .list: return (GTK_INPUT_PURPOSE_FREE_FORM, GTK_INPUT_HINT_NONE)
        case .number: return (GTK_INPUT_PURPOSE_NUMBER, noSpelling)
        case .phone: return (GTK_INPUT_PURPOSE_PHONE, noSpelling)
        case .email:
            return (GTK_INPUT_PURPOSE_EMAIL, GtkInputHints(noSpelling.rawValue | GTK_INPUT_HINT_LOWERCASE.rawValue))
        case .url: return (GTK_INPUT_PURPOSE_URL, noSpelling)
        case .password: return (GTK_INPUT_PURPOSE_PASSWORD, noSpelling)
        }
    }
}
