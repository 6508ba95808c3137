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
    /// A file or folder field's value is neither empty nor a full path (one that starts with `/`).
    case notAFullPath(key: String, value: String)
    /// A colour field's value is neither empty nor a colour ``RGBAColor/init(parsing:)`` reads.
    case notAColor(key: String, value: String)
    /// A font field's value is neither empty nor a font with a size, as Pango writes it ("Sans 12").
    case notAFont(key: String, value: String)
    /// A slider field's value is neither empty nor a whole number in its range.
    case outOfRange(key: String, value: String, range: ClosedRange<Int>)
    /// No field has this key (``FormDialog/setValue(_:forField:)``).
    case unknownField(String)

    /// What to fix, in a sentence.
    public var description: String {
        switch self {
        case .noFields: return TextDomain.library("A form needs at least one field.")
        case .duplicateKey(let key):
            return TextDomain.library.format("Two fields use the key \"%s\"; each field needs its own key.", key)
        case .emptyKey(let label):
            return TextDomain.library.format("The field labelled \"%s\" has an empty key.", label)
        case .valueNotAnOption(let key, let value):
            return TextDomain.library.format(
                "The value \"%1$s\" of field \"%2$s\" is not one of its options (a list field takes a row index).",
                value, key)
        case .notADate(let key, let value):
            return TextDomain.library.format(
                "The value \"%1$s\" of date field \"%2$s\" is not a date: write YYYY-MM-DD, or nothing for today.",
                value, key)
        case .notAFullPath(let key, let value):
            return TextDomain.library.format(
                "The value \"%1$s\" of field \"%2$s\" is not a full path: write one that starts with /, or nothing.",
                value, key)
        case .notAColor(let key, let value):
            return TextDomain.library.format(
                "The value \"%1$s\" of colour field \"%2$s\" is not a colour: write a name such as teal, "
                    + "#rrggbb or rgb(r,g,b), or nothing for white.", value, key)
        case .notAFont(let key, let value):
            return TextDomain.library.format(
                "The value \"%1$s\" of font field \"%2$s\" is not a font: write a family and a size, such as "
                    + "Sans 12, or nothing for Sans 12.", value, key)
        case .outOfRange(let key, let value, let range):
            return TextDomain.library.format(
                "The value \"%1$s\" of slider field \"%2$s\" is not a whole number from %3$s to %4$s.", value, key,
                String(range.lowerBound), String(range.upperBound))
        case .unknownField(let key):
            return TextDomain.library.format(
                "The form has no field with the key \"%s\"; use the key of one of its fields.", key)
        }
    }
}
