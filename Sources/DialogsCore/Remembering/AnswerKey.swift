/// The name an answer is remembered under (``RememberedAnswers``): one file a key, so a key is a
/// plain file name — 1 to 100 ASCII letters, digits, `.`, `_` and `-`, starting with a letter
/// or a digit (no hidden file, nothing a command line takes for an option).
///
/// ```swift
/// prompt.remembersAnswerAs = "deploy-server"            // a literal: no `try`
/// let key = try AnswerKey("report.\(reportID)")          // from data: checked
/// ```
/// A literal that breaks the rule is a programmer error when the dialog shows (an assertion in
/// debug builds; release builds warn on stderr, and nothing is remembered).
public struct AnswerKey: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// The key as given.
    public let name: String
    /// What is wrong with a literal key; nil for a valid one.
    package let problem: AnswerKeyError?

    /// The longest key, in characters.
    public static let maximumLength = 100

    /// A key from data; throws when it breaks the rule.
    ///
    /// ```swift
    /// let key = try AnswerKey(userInput)
    /// ```
    /// - Throws: ``AnswerKeyError/invalid(_:)``, whose description names what a key may hold.
    public init(_ name: String) throws(AnswerKeyError) {
        if let problem = Self.problem(in: name) { throw problem }
        self.name = name
        problem = nil
    }

    /// A key written in the code; one that breaks the rule remembers nothing.
    ///
    /// ```swift
    /// let key: AnswerKey = "confirm-delete"
    /// ```
    public init(stringLiteral name: String) {
        self.name = name
        problem = Self.problem(in: name)
    }

    /// The key's name.
    public var description: String { name }

    private static func problem(in name: String) -> AnswerKeyError? {
        let bytes = Array(name.utf8)
        let allowed = bytes.allSatisfy {
            CBytes.isAlphanumeric($0) || $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "_") || $0 == UInt8(ascii: "-")
        }
        guard !bytes.isEmpty, bytes.count <= maximumLength, allowed, CBytes.isAlphanumeric(bytes[0]) else {
            return .invalid(name)
        }
        return nil
    }
}

/// Why a text cannot be an ``AnswerKey``.
///
/// ```swift
/// do { _ = try AnswerKey("../secrets") } catch { print(error) }   // says what a key may hold
/// ```
public enum AnswerKeyError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The text breaks the rule: empty, too long, a character other than ASCII letters, digits,
    /// `.`, `_` and `-` (a `/` among them), or a first character that is no letter or digit.
    case invalid(String)

    /// `"a/b" is not a key: a key is 1 to 100 ASCII letters, digits, ".", "_" and "-", starting with a letter or a digit`
    public var description: String {
        switch self {
        case .invalid(let name):
            // Translators: %1$s is what was given as a key, %2$s the longest a key may be.
            TextDomain.library.format(
                "\"%1$s\" is not a key: a key is 1 to %2$s ASCII letters, digits, \".\", \"_\" and \"-\", starting "
                    + "with a letter or a digit", name, "\(AnswerKey.maximumLength)")
        }
    }
}
