import XCTest

@testable import DialogsCore
@testable import DialogsTesting
@testable import GtkDialogs

/// Scale dialogs answered by a scripted user, with no display.
final class ScriptedScaleTests: XCTestCase, @unchecked Sendable {
    @MainActor
    func testSlidingReportsEachValueAndAnswersTheLast() async {
        let user = ScriptedUser()
        user.slide("Volume", to: 30, 60)
        user.install()
        let dialog = ScaleDialog(title: "Volume", message: "Set the volume", range: 0...100, value: 40, step: 10)
        var changes: [Int] = []
        dialog.onChange = { changes.append($0) }
        let response = await dialog.response()
        user.uninstall()
        XCTAssertEqual(response, .chosen(60))
        XCTAssertEqual(changes, [30, 60])
        XCTAssertEqual(user.shown.map(\.description), ["scale \"Volume\" [Cancel, OK]"])
        XCTAssertEqual(user.shown.first?.fields.first?.value, "40")
    }

    @MainActor
    func testAValueOutOfRangeFailsWithTheDialogsName() async {
        let failures = Answers<String>()
        let user = ScriptedUser(report: { message, _, _ in failures.record(message) })
        user.slide("Brightness", to: 200)
        user.install()
        let response = await ScaleDialog(title: "Brightness", range: 10...90).response()
        user.uninstall()
        XCTAssertEqual(response, .dismissed)
        XCTAssertEqual(
            failures.all, ["The scale \"Brightness\" [Cancel, OK] cannot reach 200: its slider goes from 10 to 90"])
    }

    @MainActor
    func testCancelCloseAndWaitOutAreTheWindowsEndings() async {
        let user = ScriptedUser()
        user.cancel("A")
        user.close("B")
        user.waitOut("C")
        user.install()
        let a = await ScaleDialog(title: "A").response()
        let b = await ScaleDialog(title: "B").response()
        let c = await ScaleDialog(title: "C", range: 0...10, value: 7).response(timeout: .seconds(5))
        user.uninstall()
        XCTAssertEqual([a, b, c], [.cancelled, .closed, .timedOut(7)])
    }
}
