/// A color: red, green, blue and opacity, each from 0 to 1 (GDK's `GdkRGBA`).
///
/// ```swift
/// let teal = try RGBAColor(parsing: "#008080")
/// print(teal.text)        // "rgb(0,128,128)", as gdk_rgba_to_string writes it
/// print(teal.hexText)     // "#008080"
/// ```
/// Its text forms are GDK's: ``text`` is what `gdk_rgba_to_string` gives (and
/// zenity's `--color-selection` prints), ``hexText`` the `#rrggbb` of web pages.
/// ``init(parsing:)`` reads every form `gdk_rgba_parse` reads.
public struct RGBAColor: Hashable, Sendable, CustomStringConvertible {
    /// Red, from 0 to 1.
    public var red: Double
    /// Green, from 0 to 1.
    public var green: Double
    /// Blue, from 0 to 1.
    public var blue: Double
    /// Opacity, from 0 (transparent) to 1 (opaque).
    public var alpha: Double

    /// A color from its components, each kept between 0 and 1.
    ///
    /// ```swift
    /// let orange = RGBAColor(red: 1, green: 0.5, blue: 0)
    /// ```
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = Self.clamped(red)
        self.green = Self.clamped(green)
        self.blue = Self.clamped(blue)
        self.alpha = Self.clamped(alpha)
    }

    /// Reads a color as `gdk_rgba_parse` does: a name (`teal`), `#rgb`, `#rrggbb`,
    /// `#rrrgggbbb`, `#rrrrggggbbbb`, `rgb(r,g,b)` or `rgba(r,g,b,a)`.
    ///
    /// ```swift
    /// let color = try RGBAColor(parsing: "rgba(255,0,0,0.5)")
    /// ```
    /// - Throws: ``ParseError`` naming the text when GDK cannot read it.
    public init(parsing text: String) throws(ParseError) {
        guard let color = ColorText.parse(text) else { throw ParseError(text: text) }
        self = color
    }

    /// `rgb(r,g,b)` for an opaque color, `rgba(r,g,b,a)` otherwise, as `gdk_rgba_to_string` writes it.
    ///
    /// ```swift
    /// RGBAColor(red: 1, green: 0, blue: 0, alpha: 0.5).text   // "rgba(255,0,0,0.5)"
    /// ```
    public var text: String {
        ColorText.format(self)
    }

    /// `#rrggbb` in lower case; the opacity is left out.
    ///
    /// ```swift
    /// RGBAColor(red: 1, green: 0.5, blue: 0).hexText   // "#ff8000"
    /// ```
    public var hexText: String {
        "#"
            + [red, green, blue].map { component in
                let byte = Self.byte(component)
                let digits = String(byte, radix: 16)
                return byte < 16 ? "0" + digits : digits
            }.joined()
    }

    /// The red, green and blue components as 0…255, rounded as GDK rounds them.
    ///
    /// ```swift
    /// let (r, g, b) = color.bytes
    /// ```
    public var bytes: (red: Int, green: Int, blue: Int) {
        (Self.byte(red), Self.byte(green), Self.byte(blue))
    }

    /// The same as ``text``.
    public var description: String { text }

    /// Opaque white, GTK's color chooser's start.
    ///
    /// ```swift
    /// let chooser = ColorChooser(title: "Background", color: .white)
    /// ```
    public static let white = RGBAColor(red: 1, green: 1, blue: 1)

    /// Opaque black.
    ///
    /// ```swift
    /// let chooser = ColorChooser(title: "Text colour", color: .black)
    /// ```
    public static let black = RGBAColor(red: 0, green: 0, blue: 0)

    /// Text that `gdk_rgba_parse` cannot read as a color.
    ///
    /// ```swift
    /// do { _ = try RGBAColor(parsing: "bleu") } catch { print(error) }
    /// // "bleu" is not a color: give a name (teal), #rrggbb, rgb(r,g,b) or rgba(r,g,b,a)
    /// ```
    public struct ParseError: Error, Equatable, Sendable, CustomStringConvertible {
        /// The text that was not a color.
        public let text: String

        package init(text: String) {
            self.text = text
        }

        /// Says which text, and which forms are read.
        public var description: String {
            // Translators: keep the forms a color is written in (teal, #rrggbb, rgb(r,g,b)…) as they are.
            TextDomain.library.format(
                "\"%s\" is not a colour: give a name (teal), #rrggbb, rgb(r,g,b) or rgba(r,g,b,a)", text)
        }
    }

    private static func clamped(_ value: Double) -> Double {
        value.isNaN ? 0 : min(max(value, 0), 1)
    }

    private static func byte(_ component: Double) -> Int {
        Int(0.5 + clamped(component) * 255)
    }
}
