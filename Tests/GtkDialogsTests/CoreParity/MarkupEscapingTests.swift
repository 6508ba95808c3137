import CGtk
import XCTest

@testable import DialogsCore

/// MarkupEscaping against `g_markup_escape_text` (through the NUL-to-U+FFFD copy GtkDialogs gave C):
/// every Unicode scalar, alone and in runs, and random mixed text; equal means equal strings.
final class MarkupEscapingTests: XCTestCase {
    func testEveryScalarAloneAndBetweenLetters() {
        var compared = 0
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let alone = String(Character(scalar))
            var between = "a"
            between.unicodeScalars.append(scalar)
            between += "b"
            for text in [alone, between] where MarkupEscaping.escape(text) != glibEscape(text) {
                XCTFail("U+\(String(value, radix: 16)): \(MarkupEscaping.escape(text)) != \(glibEscape(text))")
            }
            compared += 2
        }
        XCTAssertEqual(compared, 2 * 1_112_064)
    }

    /// The scalars in chunks of 4096, each chunk one string, so runs of escaped and plain text meet.
    func testEveryScalarInChunks() {
        let scalars = (UInt32(0)...0x10FFFF).compactMap(Unicode.Scalar.init)
        var start = 0
        while start < scalars.count {
            var text = ""
            text.unicodeScalars.append(contentsOf: scalars[start..<min(start + 4096, scalars.count)])
            XCTAssertTrue(MarkupEscaping.escape(text) == glibEscape(text), "chunk from U+\(scalars[start])")
            start += 4096
        }
    }

    func testRandomText() {
        var random = SeededRandom(seed: 9)
        let alphabet = Array(
            "<>&'\"\0\u{1}\u{8}\t\n\u{B}\u{C}\r\u{1F} \u{7F}\u{80}\u{84}\u{85}\u{86}\u{9F}\u{A0}aé€😀\u{FFFD}&amp;")
        for length in 0..<200 {
            for _ in 0..<25 {
                let text = random.text(from: alphabet, length: length)
                XCTAssertEqual(MarkupEscaping.escape(text), glibEscape(text), text.debugDescription)
            }
        }
        XCTAssertEqual(
            MarkupEscaping.escape("<b>Tom & \"Jerry\"</b>\u{1}\u{85}'"),
            "&lt;b&gt;Tom &amp; &quot;Jerry&quot;&lt;/b&gt;&#x1;\u{85}&apos;")
    }

    /// What GtkDialogs' PangoMarkup.escape did: NUL as U+FFFD, then GLib.
    private func glibEscape(_ text: String) -> String {
        let safe = text.utf8.contains(0) ? text.replacing("\0", with: "\u{FFFD}") : text
        let escaped = safe.withCString { g_markup_escape_text($0, -1) }!
        defer { g_free(escaped) }
        return String(cString: escaped)
    }
}
