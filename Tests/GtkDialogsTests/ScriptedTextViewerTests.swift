import XCTest

@testable import DialogsCore
@testable import DialogsTesting
@testable import GtkDialogs

/// Text viewers answered by a scripted user, with no display.
final class ScriptedTextViewerTests: XCTestCase, @unchecked Sendable {
    @MainActor
    func testTickEditAndCancel() async {
        let user = ScriptedUser()
        user.accept("Licence", tickingBox: true)
        user.edit("Notes", to: "edited")
        user.cancel("Log")
        user.install()
        let licence = TextViewer(title: "Licence", source: .text("MIT"))
        licence.checkboxLabel = "I agree"
        let notes = TextViewer(title: "Notes", source: .text("draft"))
        notes.isEditable = true
        let answers = [
            await licence.response(), await notes.response(),
            await TextViewer(title: "Log", source: .text("")).response(),
        ]
        user.uninstall()
        XCTAssertEqual(answers, [.accepted(editedText: nil), .accepted(editedText: "edited"), .cancelled])
        XCTAssertEqual(
            user.shown.map(\.description),
            [
                "text viewer \"Licence\" [Cancel, OK]", "text viewer \"Notes\" [Cancel, OK]",
                "text viewer \"Log\" [Cancel, OK]",
            ])
    }

    @MainActor
    func testWaitingOutKeepsAnEditableText() async {
        let user = ScriptedUser()
        user.waitOut("Notes")
        user.waitOut("Log")
        user.install()
        let notes = TextViewer(title: "Notes", source: .text("draft"))
        notes.isEditable = true
        let answers = [
            await notes.response(timeout: .seconds(5)),
            await TextViewer(title: "Log", source: .text("line")).response(timeout: .seconds(5)),
        ]
        user.uninstall()
        XCTAssertEqual(answers, [.timedOut(editedText: "draft"), .timedOut(editedText: nil)])
    }

    @MainActor
    func testOKBeforeTheTickAndEditingReadOnlyTextFailWithTheDialogsName() async {
        let failures = Answers<String>()
        let user = ScriptedUser(report: { message, _, _ in failures.record(message) })
        user.accept("Licence")
        user.edit("Read only", to: "x")
        user.install()
        let licence = TextViewer(title: "Licence", source: .text("MIT"))
        licence.checkboxLabel = "I agree"
        let first = await licence.response()
        let second = await TextViewer(title: "Read only", source: .text("")).response()
        user.uninstall()
        XCTAssertEqual([first, second], [.dismissed, .dismissed])
        XCTAssertEqual(
            failures.all,
            [
                "The text viewer \"Licence\" [Cancel, OK] keeps OK insensitive until \"I agree\" is ticked",
                "The text viewer \"Read only\" [Cancel, OK] is not editable",
            ])
    }
}
