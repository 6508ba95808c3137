/// Builds an array from a list of element expressions, `if`s and `for`s: the buttons of an
/// alert (``AlertButtonBuilder``) and the fields of a form (``FormFieldBuilder``).
///
/// ```swift
/// FormDialog(title: "Login") {
///     FormField(key: "user", label: "User", isRequired: true)
///     if asksForPassword { FormField(key: "password", label: "Password", kind: .password) }
/// }
/// ```
@resultBuilder
public enum ArrayBuilder<Element> {
    /// Collects the elements in order.
    public static func buildBlock(_ parts: [Element]...) -> [Element] { parts.flatMap { $0 } }
    /// One element.
    public static func buildExpression(_ element: Element) -> [Element] { [element] }
    /// A list of elements.
    public static func buildExpression(_ elements: [Element]) -> [Element] { elements }
    /// An `if` without `else`.
    public static func buildOptional(_ part: [Element]?) -> [Element] { part ?? [] }
    /// The `if` branch.
    public static func buildEither(first part: [Element]) -> [Element] { part }
    /// The `else` branch.
    public static func buildEither(second part: [Element]) -> [Element] { part }
    /// A `for` loop.
    public static func buildArray(_ parts: [[Element]]) -> [Element] { parts.flatMap { $0 } }
}
