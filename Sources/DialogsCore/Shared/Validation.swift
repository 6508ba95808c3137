/// Whether a text is acceptable, and if not, why.
///
/// ```swift
/// let rule = Validator { $0.count >= 3 ? .valid : .invalid(reason: "Use at least 3 characters.") }
/// rule.validate("ab")   // .invalid(reason: "Use at least 3 characters.")
/// ```
public enum Validity: Equatable, Sendable {
    /// The text is acceptable.
    case valid
    /// The text is not acceptable; `reason` is shown under the field.
    case invalid(reason: String)

    /// True for ``valid``.
    ///
    /// ```swift
    /// if Validator.nonEmpty.validate(text).isValid { save(text) }
    /// ```
    public var isValid: Bool { self == .valid }
}

/// A rule for a text field: OK and Save stay insensitive while it fails, and
/// its reason shows under the field as the user types.
///
/// ```swift
/// let pin = Validator { text in
///     text.count == 4 && text.allSatisfy(\.isNumber) ? .valid : .invalid(reason: "Enter 4 digits.")
/// }
/// TextPrompt(title: "PIN", isSecret: true, validator: pin).show(onOK: { unlock(with: $0) })
/// ```
public struct Validator: Sendable {
    private let check: @Sendable (String) -> Validity

    /// A rule from a closure that judges the whole text.
    ///
    /// ```swift
    /// let noSpaces = Validator { $0.contains(" ") ? .invalid(reason: "No spaces, please.") : .valid }
    /// ```
    public init(_ check: @escaping @Sendable (String) -> Validity) {
        self.check = check
    }

    /// Judges `text`.
    ///
    /// ```swift
    /// Validator.nonEmpty.validate("")   // .invalid(reason: "Enter some text."), in the user's language
    /// ```
    public func validate(_ text: String) -> Validity {
        check(text)
    }

    /// Accepts any text, the empty one included.
    ///
    /// ```swift
    /// TextPrompt(title: "Comment (optional)", validator: .any)
    /// ```
    public static let any = Validator { _ in .valid }

    /// Accepts any text with something other than white space in it (the default for prompts).
    ///
    /// ```swift
    /// TextPrompt(title: "Your name", validator: .nonEmpty)
    /// ```
    public static let nonEmpty = Validator { text in
        text.contains { !$0.isWhitespace } ? .valid : .invalid(reason: TextDomain.library("Enter some text."))
    }

    /// Accepts texts of at least `count` characters.
    ///
    /// ```swift
    /// TextPrompt(title: "New password", isSecret: true, validator: .minimumLength(8))
    /// ```
    public static func minimumLength(_ count: Int) -> Validator {
        Validator { text in
            text.count >= count
                ? .valid
                : .invalid(
                    reason: TextDomain.library.plural(
                        "Use at least %d character.", "Use at least %d characters.", count: count))
        }
    }

    /// Passes when both rules pass; the first failure's reason is shown.
    ///
    /// ```swift
    /// let rule = Validator.nonEmpty.and(.minimumLength(3))
    /// ```
    public func and(_ other: Validator) -> Validator {
        Validator { text in
            let first = self.validate(text)
            return first.isValid ? other.validate(text) : first
        }
    }
}
