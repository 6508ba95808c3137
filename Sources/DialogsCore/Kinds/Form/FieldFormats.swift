/// The format each field kind checks.
/// An empty value passes every format: emptiness is `isRequired`'s business.
package enum FieldFormats {
    package static func validator(for kind: FieldKind) -> Validator {
        switch kind {
        case .text, .password, .choice, .editableChoice, .multilineText, .list, .boolean, .file, .folder, .label,
            .separator:
            return .any
        case .date:
            return rule(
                { CalendarDate(iso8601: $0) != nil },
                TextDomain.library("Enter a date as YYYY-MM-DD, such as 2024-03-05."))
        case .color:
            return Validator { text in
                guard !text.isEmpty, ColorText.parse(text) == nil else { return .valid }
                return .invalid(reason: RGBAColor.ParseError(text: text).description)
            }
        case .font:
            return rule(
                { FontSelection(pangoText: $0) != nil },
                TextDomain.library("Enter a font as its family and size, such as Sans 12."))
        case .number: return rule(isNumber, TextDomain.library("Enter a number, such as 1815 or 2.5."))
        case .slider(let range, _):
            return rule(
                { Int($0).map(range.contains) == true },
                TextDomain.library.format(
                    "Choose a number from %1$s to %2$s.", String(range.lowerBound), String(range.upperBound)))
        case .phone:
            return rule(isPhoneNumber, TextDomain.library("Enter a phone number: digits, spaces and + ( ) - . / only."))
        case .email: return rule(isEmailAddress, TextDomain.library("Enter an email address, such as ada@example.org."))
        case .url: return rule(isURL, TextDomain.library("Enter a web address, such as https://example.org."))
        }
    }

    private static func rule(_ isValid: @escaping @Sendable (String) -> Bool, _ reason: String) -> Validator {
        Validator { text in text.isEmpty || isValid(text) ? .valid : .invalid(reason: reason) }
    }

    /// `[+-]digits[(.|,)digits]`
    package static func isNumber(_ text: String) -> Bool {
        var scalars = Substring(text).unicodeScalars[...]
        if let sign = scalars.first, sign == "+" || sign == "-" { scalars = scalars.dropFirst() }
        let parts = scalars.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
            .flatMap { $0.split(separator: ",", maxSplits: 1, omittingEmptySubsequences: false) }
        guard (1...2).contains(parts.count) else { return false }
        return parts.allSatisfy { !$0.isEmpty && $0.allSatisfy { ("0"..."9").contains($0) } }
    }

    package static func isPhoneNumber(_ text: String) -> Bool {
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

    package static func isEmailAddress(_ text: String) -> Bool {
        let parts = text.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 2, let local = parts.first, let domain = parts.last, !local.isEmpty,
            !text.contains(where: \.isWhitespace)
        else { return false }
        let labels = domain.split(separator: ".", omittingEmptySubsequences: false)
        return labels.count >= 2
            && labels.allSatisfy { !$0.isEmpty && !$0.hasPrefix("-") && !$0.hasSuffix("-") }
    }

    /// An absolute URI (as GLib's `g_uri_parse` reads it) with a host for the schemes that need one.
    package static func isURL(_ text: String) -> Bool {
        URLSyntax.isURL(text)
    }
}
