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
        user.install()
        let chooser = FontChooser(title: "Fonts")
        let refused = await chooser.response()
        let cancelled = await chooser.response()
        let closed = await chooser.response()
        user.uninstall()
        XCTAssertEqual([refused, cancelled, closed], [.dismissed, .cancelled, .closed])
        XCTAssertEqual(
            failures.all, ["The font chooser \"Fonts\" [Cancel, Select] needs a font before \"Select\": pick one"])
    }

    func testADescriptionIsWrittenAsPangoWritesIt() {
        XCTAssertEqual(FontSelection(family: "Cantarell", size: 11).description, "Cantarell 11")
        XCTAssertEqual(
            FontSelection(family: "Sans", style: "Bold Italic", weight: 700, size: 10.5).description,
            "Sans Bold Italic 10.5")
    }
}
