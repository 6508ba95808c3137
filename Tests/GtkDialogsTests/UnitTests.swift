import XCTest

@testable import GtkDialogs

/// Rules that need no display.
final class UnitTests: XCTestCase, @unchecked Sendable {
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

    func testAlertResponseMapping() {
        XCTAssertEqual(Alert.response(for: .response(2), cancelButton: 0), .button(2))
        XCTAssertEqual(Alert.response(for: .response(-4), cancelButton: 0), .button(0))
        XCTAssertEqual(Alert.response(for: .response(-4), cancelButton: nil), .closed)
        XCTAssertEqual(Alert.response(for: .timedOut, cancelButton: 0), .timedOut)
        XCTAssertEqual(Alert.response(for: .dismissed, cancelButton: 0), .dismissed)
        XCTAssertEqual(Alert.response(for: .destroyed, cancelButton: 0), .dismissed)
    }

    func testDurationsBecomeMilliseconds() {
        XCTAssertEqual(DialogSession.milliseconds(.seconds(2)), 2_000)
        XCTAssertEqual(DialogSession.milliseconds(.milliseconds(1_500)), 1_500)
        XCTAssertEqual(DialogSession.milliseconds(.seconds(-1)), 0)
        XCTAssertEqual(DialogSession.milliseconds(.seconds(Int64.max)), UInt32.max)
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
