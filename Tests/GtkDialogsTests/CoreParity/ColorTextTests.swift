import CGtk
import Foundation
import XCTest

@testable import DialogsCore

/// ColorText against GDK itself (`gdk_rgba_parse`, `gdk_rgba_to_string`): every result is compared bit
/// for bit (the four Doubles' bit patterns), so even a last-place rounding difference fails.
final class ColorTextTests: XCTestCase {
    func testEveryNameInTheTableIsReadAsGDKReadsIt() {
        XCTAssertEqual(ColorNames.table.count, 666)
        for name in ColorNames.table.keys.sorted() {
            XCTAssertNotNil(gdkParse(name), name)
            assertSameParse(name)
        }
    }

    /// rgb.txt's and CSS's names, as written there (spaces, camel case), and names that are no color.
    func testNamesFromRgbTxtAndCSSAndNearMisses() {
        var names = cssNames + ["transparent", "DebianRed", "debian red", "currentColor", "gray101", "grey-50"]
        if let rgb = try? String(contentsOfFile: "/usr/share/X11/rgb.txt", encoding: .utf8) {
            for line in rgb.split(separator: "\n") where !line.hasPrefix("!") {
                names.append(line.split(separator: "\t").last.map { String($0) } ?? "")
            }
        }
        XCTAssertGreaterThan(names.count, 700)
        var random = SeededRandom(seed: 1)
        var compared = 0
        for name in names {
            let letters = Array(name)
            let spaced = letters.map { random.next() % 3 == 0 ? " \($0)" : "\($0)" }.joined()
            let variants = [
                name, name.uppercased(), name.lowercased(), " " + name, "   " + name, name + " ", name + "\t",
                "\t" + name, spaced, String(letters.dropLast()), name + "1", name + "5", name + "0",
                String(letters.shuffled(using: &random)), name.replacingOccurrences(of: "a", with: "\u{E0}"),
            ]
            for variant in variants {
                assertSameParse(variant)
                compared += 1
            }
        }
        XCTAssertGreaterThan(compared, 10_000)
    }

    func testHexForms() {
        var random = SeededRandom(seed: 2)
        let digits = Array("0123456789abcdefABCDEF")
        var texts = ["#", "#f", "#ff", "#fff", "#ffff", "#ff000080", "#f008", "# fff", "#fff ", "#-12", "#+12"]
        for length in 0...17 {
            for _ in 0..<150 {
                var text = "#" + random.text(from: digits, length: length)
                if random.next() % 10 == 0 { text.insert(random.pick(["g", " ", "x", "é", "#"]), at: text.endIndex) }
                texts.append(text)
            }
        }
        for text in texts { assertSameParse(text) }
        XCTAssertGreaterThan(texts.count, 2_700)
    }

    /// `rgb(…)` and `rgba(…)` built from pieces GDK treats differently: numbers of every kind, percentages,
    /// spaces and other blanks in every place, missing and extra parts, trailing garbage.
    func testFunctionalForms() {
        var random = SeededRandom(seed: 3)
        let numbers = [
            "0", "1", "255", "256", "-1", "-0", "+7", "127.5", ".5", "5.", "1e2", "1E2", "1e+2", "2.55e2", "1e",
            "1e-", "0x10", "0X1f", "0x1p4", "0x.8", "0x", "00012", "1e-310", "1e-400", "4.9e-324", "1e308", "1e309",
            "inf", "-inf", "infinity", "nan", "NaN(12)", "1,5", "50%", "100%", "150%", "-20%", "12.5 %", "%", "",
            "  3", "\t3", "\n3", "3\t", "0.1234567890123456789", "2.2250738585072014e-308", "2.2250738585072011e-308",
            "2.2250738585072009e-308", "1" + String(repeating: "0", count: 400),
        ]
        let plain = ["0", "1", "12", "255", "0.5", "50%", "100 %", "3.25", "-4", "300", "1e1"]
        let blanks = ["", "", "", "", "", "", " ", "  ", "\t", "\n"]
        var texts = [
            "rgb", "rgba", "rgb()", "rgba()", "RGB(1,2,3)", "rgb(1,2,3", "rgb(1,2,3))", "rgb(1,2)", "hsl(1,2,3)",
        ]
        for _ in 0..<6_000 {
            let alpha = random.next() % 2 == 0
            let count = random.next() % 5 == 0 ? Int.random(in: 2...5, using: &random) : (alpha ? 4 : 3)
            let parts = (0..<count).map { _ in
                let number = random.next() % 3 == 0 ? random.pick(numbers) : random.pick(plain)
                return random.pick(blanks) + number + random.pick(blanks)
            }
            let head = (alpha ? "rgba" : "rgb") + random.pick(blanks) + "("
            let tail = random.pick([")", ")", ")", ")", ") ", ")  ", ")\t", ") x", "", "))", ",)"])
            texts.append(head + parts.joined(separator: random.next() % 20 == 0 ? ";" : ",") + tail)
        }
        var accepted = 0
        for text in texts {
            assertSameParse(text)
            if gdkParse(text) != nil { accepted += 1 }
        }
        XCTAssertGreaterThan(accepted, 500, "the generated forms should include plenty that GDK reads")
    }

    func testRandomTextAndEdgeCases() {
        var random = SeededRandom(seed: 4)
        let alphabet = Array("rgba(),.%# 0123456789abcdefxXpPeE+-\tin")
        var texts = ["", " ", "\0", "red\0", "red\0blue", "rgb(1,2,3)\0", "#fff\0", "\u{FEFF}red", "rеd", "日本"]
        for length in 0..<60 {
            for _ in 0..<60 { texts.append(random.text(from: alphabet, length: length)) }
        }
        for text in texts { assertSameParse(text) }
    }

    /// The number reader against glibc's strtod itself: value, end and ERANGE, including the underflow
    /// boundary (exact decimal expansions of subnormals and of values around DBL_MIN, printed by glibc).
    func testNumberScanningMatchesStrtod() {
        let saved = String(cString: setlocale(LC_ALL, nil))
        setlocale(LC_ALL, "C")
        defer { setlocale(LC_ALL, saved) }
        var random = SeededRandom(seed: 5)
        let pieces = ["0", "1", "9", "5", ".", "e", "E", "-", "+", "x", "X", "p", "P", "a", "f", "i", "n", " ", "("]
        var texts = ["", "inf", "INFINITY", "infin", "nan", "nan(", "nan(ab_1)", "nan(a-b)", "0x", "0x.", "0x.p1"]
        for _ in 0..<4_000 {
            texts.append((0..<Int.random(in: 1...12, using: &random)).map { _ in random.pick(pieces) }.joined())
        }
        let minimum = Float80(Double.leastNormalMagnitude)
        let tiny: [Float80] = [
            minimum, minimum - 0x1p-1076, minimum - 0x1p-1075, minimum - 0x1p-1076 - 0x1p-1085,
            minimum - 0x1p-1076 + 0x1p-1085, minimum - 0x1p-1074, 0x1p-1074, 0x1p-1075, 0x3p-1075, 0x1p-1076,
            0x1.8p-1074, Float80(Double.leastNormalMagnitude.nextDown), minimum + 0x1p-1076,
        ]
        for value in tiny { texts += [exactText(value), "-" + exactText(value), exactHex(value)] }
        for _ in 0..<300 {
            let bits = UInt64.random(in: 1..<(1 << 52), using: &random)
            texts.append(exactText(Float80(Double(bitPattern: bits))))
            texts.append(String(Double(bitPattern: bits)))
        }
        for text in texts {
            let bytes = Array(text.utf8)
            let mine = Platform.scanDouble(bytes, at: 0)
            var end: UnsafeMutablePointer<CChar>?
            errno = 0
            let (value, length, rangeError): (Double, Int, Bool) = text.withCString { start in
                let value = strtod(start, &end)
                return (value, end! - UnsafeMutablePointer(mutating: start), errno == ERANGE)
            }
            XCTAssertEqual(mine.end, length, text)
            XCTAssertEqual(mine.rangeError, rangeError, text)
            if !value.isNaN { XCTAssertEqual(mine.value.bitPattern, value.bitPattern, text) }
        }
    }

    func testFormatMatchesGDK() {
        var random = SeededRandom(seed: 6)
        let third: Double = 1.0 / 3
        let nearOpaque: Double = 0.999
        let tenThousandth: Double = 1e-4
        var alphas: [Double] = [
            0.5, third, 0.123456789, 0, 1e-7, 1, nearOpaque, nearOpaque.nextUp, nearOpaque.nextDown,
        ]
        alphas += [0.9990000001, 0x1p-10, tenThousandth, tenThousandth.nextDown, 1e-5, 9.999995e-5, 0.99999949999]
        alphas += [0.9999995, 0.00012345650, Double.leastNonzeroMagnitude, 0.1, 0.2, 0.7]
        // Exact binary fractions whose seventh digit is a final 5: %g rounds those half to even.
        alphas += [0.9765625, 0.1171875, 0.3046875, 0.5078125, 0.0009765625, 0.00048828125, 0.0001220703125]
        alphas += (1...60).map { Double(sign: .plus, exponent: -$0, significand: 1) }
        alphas += (0...65535).filter { $0 % 97 == 0 }.map { Double($0) / 65535 }
        alphas += (0..<3_000).map { _ in Double.random(in: 0...1, using: &random) }
        var components: [Double] = [0, 1, 0.5, 1.0 / 255, 0.5 / 255, 127.5 / 255, (127.5 / 255).nextDown]
        for byte in 0...255 {
            let boundary = (Double(byte) + 0.5) / 255
            components += [boundary, boundary.nextDown]
        }
        var colors = alphas.map { alpha in
            RGBAColor(
                red: random.pick(components), green: random.pick(components), blue: random.pick(components),
                alpha: alpha)
        }
        let outside: [Double] = [-1, 2, -0.0, .infinity, -.infinity, .nan, -Double.nan]
        for outOfRange in outside {
            var color = RGBAColor(red: 0.25, green: 0.5, blue: 0.75, alpha: 0.5)
            color.alpha = outOfRange
            colors.append(color)
            #if arch(x86_64)
                color.alpha = 0.25
                color.green = outOfRange  // GDK's (int) of NaN is whatever x86-64 gives: INT_MIN
                colors.append(color)
            #endif
        }
        for color in colors { XCTAssertEqual(ColorText.format(color), gdkFormat(color), "\(color)") }
        XCTAssertGreaterThan(colors.count, 3_500)
    }

    /// GDK writes and reads "0.5", not "0,5", whatever LC_NUMERIC says; so does ColorText.
    func testTheNumericLocaleChangesNothing() throws {
        let saved = String(cString: setlocale(LC_ALL, nil))
        defer { setlocale(LC_ALL, saved) }
        try XCTSkipIf(setlocale(LC_ALL, "de_DE.UTF-8") == nil, "de_DE.UTF-8 is not installed")
        XCTAssertEqual(String(cString: localeconv().pointee.decimal_point), ",")
        for text in ["rgba(1,2,3,0.5)", "rgba(1,2,3,0,5)", "rgb(12.5%,0,0)", "rgb(1.5,2,3)", "teal"] {
            assertSameParse(text)
        }
        for alpha in [0.5, 1.0 / 3, 0.25, 1e-7] {
            let color = RGBAColor(red: 1, green: 0, blue: 0, alpha: alpha)
            XCTAssertEqual(ColorText.format(color), gdkFormat(color))
        }
        XCTAssertEqual(ColorText.format(RGBAColor(red: 1, green: 0, blue: 0, alpha: 0.5)), "rgba(255,0,0,0.5)")
    }

    private func assertSameParse(_ text: String, file: StaticString = #filePath, line: UInt = #line) {
        let expected = gdkParse(text)
        let actual = ColorText.parse(text)
        XCTAssertEqual(actual.map(bits), expected.map(bits), "\(text.debugDescription)", file: file, line: line)
    }

    private func bits(_ color: RGBAColor) -> [UInt64] {
        [color.red, color.green, color.blue, color.alpha].map(\.bitPattern)
    }

    /// What GtkDialogs' ColorText.parse did with GDK.
    private func gdkParse(_ text: String) -> RGBAColor? {
        guard !text.utf8.contains(0) else { return nil }
        var rgba = GdkRGBA()
        guard text.withCString({ gdk_rgba_parse(&rgba, $0) }) != 0 else { return nil }
        return RGBAColor(red: rgba.red, green: rgba.green, blue: rgba.blue, alpha: rgba.alpha)
    }

    private func gdkFormat(_ color: RGBAColor) -> String {
        var rgba = GdkRGBA(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
        let text = gdk_rgba_to_string(&rgba)!
        defer { g_free(text) }
        return String(cString: text)
    }

    /// glibc's exact decimal expansion of `value` (long double printing is exact).
    private func exactText(_ value: Float80) -> String {
        var buffer = [CChar](repeating: 0, count: 2_000)
        _ = withVaList([value]) { vsnprintf(&buffer, buffer.count, "%.800Le", $0) }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    private func exactHex(_ value: Float80) -> String {
        var buffer = [CChar](repeating: 0, count: 200)
        _ = withVaList([value]) { vsnprintf(&buffer, buffer.count, "%La", $0) }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    private let cssNames = """
        aliceblue antiquewhite aqua aquamarine azure beige bisque black blanchedalmond blue blueviolet brown
        burlywood cadetblue chartreuse chocolate coral cornflowerblue cornsilk crimson cyan darkblue darkcyan
        darkgoldenrod darkgray darkgreen darkgrey darkkhaki darkmagenta darkolivegreen darkorange darkorchid darkred
        darksalmon darkseagreen darkslateblue darkslategray darkslategrey darkturquoise darkviolet deeppink
        deepskyblue dimgray dimgrey dodgerblue firebrick floralwhite forestgreen fuchsia gainsboro ghostwhite gold
        goldenrod gray green greenyellow grey honeydew hotpink indianred indigo ivory khaki lavender lavenderblush
        lawngreen lemonchiffon lightblue lightcoral lightcyan lightgoldenrodyellow lightgray lightgreen lightgrey
        lightpink lightsalmon lightseagreen lightskyblue lightslategray lightslategrey lightsteelblue lightyellow
        lime limegreen linen magenta maroon mediumaquamarine mediumblue mediumorchid mediumpurple mediumseagreen
        mediumslateblue mediumspringgreen mediumturquoise mediumvioletred midnightblue mintcream mistyrose moccasin
        navajowhite navy oldlace olive olivedrab orange orangered orchid palegoldenrod palegreen paleturquoise
        palevioletred papayawhip peachpuff peru pink plum powderblue purple rebeccapurple red rosybrown royalblue
        saddlebrown salmon sandybrown seagreen seashell sienna silver skyblue slateblue slategray slategrey snow
        springgreen steelblue tan teal thistle tomato turquoise violet wheat white whitesmoke yellow yellowgreen
        """.split(whereSeparator: \.isWhitespace).map(String.init)
}
