/// ``RGBAColor``'s text forms, read and written exactly as GTK 3's `gdk_rgba_parse` and
/// `gdk_rgba_to_string` do, without GDK.
enum ColorText {
    /// Nil for text GDK does not read (and for text holding NUL, which C would cut short).
    ///
    /// GDK reads `rgb(r,g,b)` and `rgba(r,g,b,a)` itself and hands everything else to
    /// `pango_color_parse`: a color name, `#rgb`, `#rrggbb`, `#rrrgggbbb` or `#rrrrggggbbbb`.
    static func parse(_ text: String) -> RGBAColor? {
        let bytes = Array(text.utf8)
        guard !bytes.contains(0) else { return nil }
        if bytes.starts(with: "rgba".utf8) { return functional(bytes, from: 4, hasAlpha: true) }
        if bytes.starts(with: "rgb".utf8) { return functional(bytes, from: 3, hasAlpha: false) }
        guard let (red, green, blue) = bytes.first == UInt8(ascii: "#") ? hex(bytes.dropFirst()) : named(bytes)
        else { return nil }
        return RGBAColor(red: Double(red) / 65535, green: Double(green) / 65535, blue: Double(blue) / 65535)
    }

    /// `rgb(…)` when the color is opaque (alpha above 0.999), else `rgba(…)` with `%g`'s alpha;
    /// the components as 0…255, rounded half up as GDK's `(int)(0.5 + c * 255.)` does.
    static func format(_ color: RGBAColor) -> String {
        let alpha = clamped(color.alpha)
        let bytes = [color.red, color.green, color.blue].map { component in
            let scaled = 0.5 + clamped(component) * 255
            // C's (int) of NaN is INT_MIN on x86-64; a set-after-init NaN prints that, as GDK's would.
            return scaled.isNaN ? "-2147483648" : String(Int(scaled))
        }.joined(separator: ",")
        return alpha > 0.999 ? "rgb(\(bytes))" : "rgba(\(bytes),\(Platform.formatG(alpha)))"
    }

    /// C's `CLAMP (x, 0, 1)`: NaN (and −0) pass through unchanged.
    private static func clamped(_ value: Double) -> Double {
        value > 1 ? 1 : (value < 0 ? 0 : value)
    }

    /// The part after `rgb` or `rgba`. GDK skips only spaces between the pieces, though `strtod`
    /// itself also skips tabs and newlines before a number.
    private static func functional(_ text: [UInt8], from start: Int, hasAlpha: Bool) -> RGBAColor? {
        var index = start
        func byte(_ offset: Int = 0) -> UInt8 { index + offset < text.count ? text[index + offset] : 0 }
        func skipSpaces() { while byte() == 0x20 { index += 1 } }
        func expect(_ character: Unicode.Scalar) -> Bool {
            guard byte() == UInt8(ascii: character) else { return false }
            index += 1
            return true
        }
        func number() -> Double? {
            let (value, end, rangeError) = Platform.scanDouble(text, at: index)
            guard !rangeError, end != index, value.isFinite else { return nil }
            index = end
            return value
        }
        func component() -> Double? {
            guard let value = number() else { return nil }
            let numberEnd = index
            skipSpaces()
            if expect("%") { return clamped(value / 100) }
            index = numberEnd
            return clamped(value / 255)
        }
        skipSpaces()
        guard expect("(") else { return nil }
        var values: [Double] = []
        for position in 0..<(hasAlpha ? 4 : 3) {
            if position > 0 {
                skipSpaces()
                guard expect(",") else { return nil }
            }
            skipSpaces()
            guard let value = position == 3 ? number() : component() else { return nil }
            values.append(position == 3 ? clamped(value) : value)
        }
        skipSpaces()
        guard expect(")") else { return nil }
        skipSpaces()
        guard index == text.count else { return nil }
        return RGBAColor(red: values[0], green: values[1], blue: values[2], alpha: hasAlpha ? values[3] : 1)
    }

    /// pango's `#` forms: 3, 6, 9 or 12 hex digits, each channel widened to 16 bits by repeating its bits.
    private static func hex(_ digits: ArraySlice<UInt8>) -> (UInt32, UInt32, UInt32)? {
        guard [3, 6, 9, 12].contains(digits.count), digits.allSatisfy(CBytes.isHexDigit) else { return nil }
        let width = digits.count / 3
        let channels = (0..<3).map { channel in
            let start = digits.startIndex + channel * width
            var value = digits[start..<(start + width)].reduce(UInt32(0)) { $0 << 4 | UInt32(CBytes.hexValue($1)) }
            var bits = width * 4
            value <<= UInt32(16 - bits)
            while bits < 16 {
                value |= value >> UInt32(bits)
                bits *= 2
            }
            return value
        }
        return (channels[0], channels[1], channels[2])
    }

    /// pango compares names ignoring ASCII case and skipping the spaces in the text (but a space
    /// at the very end makes the name unknown, a quirk of its comparison).
    private static func named(_ text: [UInt8]) -> (UInt32, UInt32, UInt32)? {
        guard let last = text.last, last != 0x20, text.allSatisfy({ $0 < 0x80 }) else { return nil }
        let name = String(decoding: text.filter { $0 != 0x20 }.map(CBytes.lowered), as: UTF8.self)
        guard let (red, green, blue) = ColorNames.bytes(named: name) else { return nil }
        return (UInt32(red) * 257, UInt32(green) * 257, UInt32(blue) * 257)
    }
}
