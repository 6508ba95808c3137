/// Why a ``FormDialog`` could not be built.
///
/// ```swift
/// do { _ = try FormDialog(title: "Empty", fields: []) } catch { print(error) }   // "A form needs at least one field."
/// ```
public enum FormError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The field list is empty.
    case noFields
    /// Two fields share this key.
    case duplicateKey(String)
    /// A field has an empty key; the associated value is its label.
    case emptyKey(label: String)
    /// A choice field's value is not one of its options, or a list field's is not a row index.
    case valueNotAnOption(key: String, value: String)
    /// A date field's value is neither empty nor a date written `YYYY-MM-DD`.
    case notADate(key: String, value: String)
    /// No field has this key (``FormDialog/setValue(_:forField:)``).
    case unknownField(String)

    /// What to fix, in a sentence.
    public var description: String {
        switch self {
        case .noFields: return "A form needs at least one field."
        case .duplicateKey(let key): return "Two fields use the key \"\(key)\"; each field needs its own key."
        case .emptyKey(let label): return "The field labelled \"\(label)\" has an empty key."
        case .valueNotAnOption(let key, let value):
            return
                "The value \"\(value)\" of field \"\(key)\" is not one of its options (a list field takes a row index)."
        case .notADate(let key, let value):
            return
                "The value \"\(value)\" of date field \"\(key)\" is not a date: write it as YYYY-MM-DD, or leave it empty for today."
        case .unknownField(let key):
            return "The form has no field with the key \"\(key)\"; use the key of one of its fields."
        }
    }
}
