import XCTest

@testable import DialogsCore
@testable import DialogsTesting
@testable import GtkDialogs

/// Color choosers answered by a scripted user, with no display.
final class ScriptedColorTests: XCTestCase, @unchecked Sendable {
    @MainActor
    func testPickingAnswersTheColorAndTheShownDialogSaysWhatWasOffered() async throws {
        let user = ScriptedUser()
        let teal = try RGBAColor(parsing: "teal")
        user.pick(teal, inColorChooser: "Accent")
        user.install()
        let chooser = ColorChooser(title: "Accent", color: .black)
        chooser.palette = [.black, .white]
        let response = await chooser.response()
        user.uninstall()
        XCTAssertEqual(response, .chosen(teal))
        XCTAssertEqual(user.shown.map(\.description), ["colour chooser \"Accent\" [Cancel, Select]"])
        XCTAssertEqual(
            user.shown.first?.fields,
            [.init(key: "color", label: "Accent", value: "rgb(0,0,0)", offered: ["rgb(0,0,0)", "rgb(255,255,255)"])])
    }

    @MainActor
    func testATranslucentColorNeedsTheOpacitySlider() async {
        let failures = Answers<String>()
        let user = ScriptedUser(report: { message, _, _ in failures.record(message) })
        let halfRed = RGBAColor(red: 1, green: 0, blue: 0, alpha: 0.5)
        user.pick(halfRed, inColorChooser: "Opaque")
        user.pick(halfRed, inColorChooser: "Translucent")
        user.install()
        let opaque = await ColorChooser(title: "Opaque").response()
        let translucentChooser = ColorChooser(title: "Translucent")
        translucentChooser.usesAlpha = true
        let translucent = await translucentChooser.response()
        user.uninstall()
        XCTAssertEqual(opaque, .dismissed)
        XCTAssertEqual(
            failures.all,
            ["The colour chooser \"Opaque\" [Cancel, Select] cannot pick rgba(255,0,0,0.5): it has no opacity slider"])
        XCTAssertEqual(translucent, .chosen(halfRed))
    }

    @MainActor
    func testCancelCloseWaitOutAndButtonsAreTheWindowsEndings() async {
        let user = ScriptedUser()
        user.cancel("A")
        user.close("B")
        user.waitOut("C")
        user.choose("Use", inAlert: "D")
        user.install()
        let a = await ColorChooser(title: "A").response()
        let b = await ColorChooser(title: "B").response()
        let c = await ColorChooser(title: "C").response(timeout: .seconds(5))
        let d = ColorChooser(title: "D", color: .black)
        d.selectTitle = "Use"
        let chosen = await d.response()
        user.uninstall()
        XCTAssertEqual([a, b, c, chosen], [.cancelled, .closed, .timedOut, .chosen(.black)])
    }
}
