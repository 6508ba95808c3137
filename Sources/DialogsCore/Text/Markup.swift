/// Pango markup the caller asked for; everything else GtkDialogs shows is plain text.
///
/// String literals are markup; interpolated values are escaped, so user data
/// can never inject tags:
/// ```swift
/// let name = "<Ada & Co>"
/// let message: Markup = "Delete <b>\(name)</b>?"   // Delete <b>&lt;Ada &amp; Co&gt;</b>?
/// Alert(title: "Delete", markup: message, buttons: ["Cancel", "Delete"])
/// ```
/// Markup that Pango cannot parse is shown literally instead of as an empty label.
public struct Markup: Equatable, Sendable, ExpressibleByStringInterpolation, CustomStringConvertible {
    /// The Pango markup source.
    public let source: String

    /// Markup written by the caller, taken as is.
    ///
    /// ```swift
    /// let bold = Markup(trusted: "<b>Careful</b>")
    /// ```
    public init(trusted source: String) {
        self.source = source
    }

    /// Plain text turned into markup that shows it exactly (as `g_markup_escape_text` escapes it).
    ///
    /// ```swift
    /// Markup(escaping: "a < b & c").source   // "a &lt; b &amp; c"
    /// ```
    public init(escaping text: String) {
        self.source = MarkupEscaping.escape(text)
    }

    /// A literal is trusted markup.
    ///
    /// ```swift
    /// let markup: Markup = "<i>Note</i>"
    /// ```
    public init(stringLiteral value: String) {
        self.source = value
    }

    /// Literal segments are trusted markup, interpolated values are escaped.
    ///
    /// ```swift
    /// let markup: Markup = "Hello <b>\(userName)</b>"
    /// ```
    public init(stringInterpolation: StringInterpolation) {
        self.source = stringInterpolation.source
    }

    /// The markup source.
    public var description: String { source }

    /// Joins two pieces of markup.
    ///
    /// ```swift
    /// let line: Markup = "<b>Title</b>" + Markup(escaping: detail)
    /// ```
    public static func + (lhs: Markup, rhs: Markup) -> Markup {
        Markup(trusted: lhs.source + rhs.source)
    }

    /// Builds markup from literal segments (kept) and values (escaped).
    ///
    /// ```swift
    /// let markup: Markup = "<b>\(count)</b> files"
    /// ```
    public struct StringInterpolation: StringInterpolationProtocol {
        var source = ""

        /// Reserves room for the literal text.
        public init(literalCapacity: Int, interpolationCount: Int) {
            source.reserveCapacity(literalCapacity)
        }

        /// Appends trusted markup from the literal.
        public mutating func appendLiteral(_ literal: String) {
            source += literal
        }

        /// Appends a value's description, escaped.
        public mutating func appendInterpolation(_ value: some CustomStringConvertible) {
            source += MarkupEscaping.escape(value.description)
        }

        /// Appends nested markup unescaped.
        public mutating func appendInterpolation(_ markup: Markup) {
            source += markup.source
        }
    }
}
