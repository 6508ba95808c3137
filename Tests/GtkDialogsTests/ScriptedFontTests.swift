import XCTest

@testable import DialogsCore
@testable import DialogsTesting
@testable import GtkDialogs

/// Font choosers answered by a scripted user, with no display.
final class ScriptedFontTests: XCTestCase, @unchecked Sendable {
    @MainActor
    func testPickingAnswersTheFontAndTheShownDialogSaysWhatItStartedAt() async {
        let user = ScriptedUser()
        let italic = FontSelection(family: "DejaVu Serif", style: "Italic", weight: 400, size: 14)
        user.pick(italic, inFontChooser: "Editor font")
        user.install()
        let response = await FontChooser(title: "Editor font", font: "Sans 11").response()
        user.uninstall()
        XCTAssertEqual(response, .chosen(italic))
        XCTAssertEqual(response.font?.description, "DejaVu Serif Italic 14")
        XCTAssertEqual(user.shown.map(\.description), ["font chooser \"Editor font\" [Cancel, Select]"])
        XCTAssertEqual(
            user.shown.first?.fields, [.init(key: "font", label: "Editor font", value: "Sans 11", offered: [])])
    }

    @MainActor
    func testSelectWithoutAPickIsRefusedAndTheOtherEndingsAreNamed() async {
        let failures = Answers<String>()
        let user = ScriptedUser(report: { message, _, _ in failures.record(message) })
        user.choose("Select", inAlert: "Fonts")
        user.cancel("Fonts")
        user.close("Fonts")
        user.pressEscape("Fonts")
        user.choose("Select", inAlert: "Fonts")
        user.install()
        let chooser = FontChooser(title: "Fonts")
        let refused = await chooser.response()
        let cancelled = await chooser.response()
        let closed = await chooser.response()
        let escaped = await chooser.response()
        chooser.font = "Serif Bold Italic 14"
        let opened = await chooser.response()
        user.uninstall()
        XCTAssertEqual([refused, cancelled, closed, escaped], [.dismissed, .cancelled, .closed, .cancelled])
        // Select answers the font it opened at, as the window does.
        XCTAssertEqual(opened, .chosen(FontSelection(family: "Serif", style: "Bold Italic", weight: 700, size: 14)))
        XCTAssertEqual(
            failures.all, ["The font chooser \"Fonts\" [Cancel, Select] needs a font before \"Select\": pick one"])
    }

    func testPangoTextIsReadAsPangoReadsIt() {
        XCTAssertEqual(FontSelection(pangoText: "Sans 11"), FontSelection(family: "Sans", size: 11))
        XCTAssertEqual(
            FontSelection(pangoText: "DejaVu Sans Mono Semi-Bold Condensed 10.5"),
            FontSelection(family: "DejaVu Sans Mono", style: "Semi-Bold Condensed", weight: 600, size: 10.5))
        XCTAssertEqual(FontSelection(pangoText: "Serif, 9")?.family, "Serif")
        XCTAssertEqual(FontSelection(pangoText: "Serif Regular 12")?.description, "Serif 12")
        // No size, or no family: what the toolkit would pick is not known without it.
        XCTAssertNil(FontSelection(pangoText: "Sans"))
        XCTAssertNil(FontSelection(pangoText: "Bold 12"))
        XCTAssertNil(FontSelection(pangoText: "Sans 0"))
        XCTAssertNil(FontSelection(pangoText: ""))
    }

    func testADescriptionIsWrittenAsPangoWritesIt() {
        XCTAssertEqual(FontSelection(family: "Cantarell", size: 11).description, "Cantarell 11")
        XCTAssertEqual(
            FontSelection(family: "Sans", style: "Bold Italic", weight: 700, size: 10.5).description,
            "Sans Bold Italic 10.5")
    }
}
