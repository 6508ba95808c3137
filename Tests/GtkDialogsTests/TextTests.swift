import XCTest

@testable import DialogsCore
@testable import DialogsGLib
@testable import GtkDialogs

/// How user text is made ready for GTK, with no display: markup escapes what is
/// interpolated and is checked before use, NUL becomes visible, long paragraphs
/// are broken without losing text.
final class TextTests: XCTestCase, @unchecked Sendable {
    func testMarkupEscapesInterpolatedValuesOnly() {
        let name = "<Ada & \"Co\">"
        let markup: Markup = "Delete <b>\(name)</b>?"
        XCTAssertEqual(markup.source, "Delete <b>&lt;Ada &amp; &quot;Co&quot;&gt;</b>?")
        XCTAssertEqual(Markup(escaping: "a < b").source, "a &lt; b")
        XCTAssertEqual((Markup("<i>x</i>") + Markup(escaping: "&")).source, "<i>x</i>&amp;")
    }

    func testMarkupValidation() {
        XCTAssertTrue(PangoMarkup.isValid("<b>bold</b> &amp;"))
        XCTAssertFalse(PangoMarkup.isValid("<b>unclosed"))
        XCTAssertFalse(PangoMarkup.isValid("bare & ampersand"))
    }

    func testNulBecomesAVisibleReplacement() {
        XCTAssertEqual(CStrings.sanitized("a\0b\0"), "a\u{FFFD}b\u{FFFD}")
        XCTAssertEqual(CStrings.sanitized("plain"), "plain")
    }

    func testLongParagraphsAreBrokenAtSpacesWithoutLosingText() {
        let text = String(repeating: "word ", count: 10_000) + "\n" + String(repeating: "x", count: 9_000) + "é日本🙂"
        let shown = LongMessageView.breakingLongParagraphs(text, every: 1_000)
        XCTAssertEqual(
            shown.replacing("\n", with: " ").replacing(" ", with: ""),
            text.replacing("\n", with: " ").replacing(" ", with: ""))
        for line in shown.split(separator: "\n") {
            XCTAssertLessThanOrEqual(line.utf8.count, 1_000)
        }
        XCTAssertTrue(shown.hasSuffix("é日本🙂"))
    }
}
