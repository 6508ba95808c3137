import XCTest

@testable import DialogsCore
@testable import DialogsTesting
@testable import GtkDialogs

/// A scripted user sees what code changes on a shown dialog, records it, and cannot press what
/// code made insensitive. No window opens.
final class ScriptedLiveTests: XCTestCase, @unchecked Sendable {
    @MainActor
    func testChangesAreRecordedInOrderAndStepsSeeTheNewLabelsAndText() async throws {
        let user = ScriptedUser()
        user.choose("Install all", inAlert: "Updating")
        user.choose("Rename", inAlert: "Rename file")
        try await user.answering {
            let alert = Alert(title: "Updating", buttons: ["Later", "Install"], cancelButton: 0, defaultButton: 1)
            var alertAnswer: AlertResponse?
            alert.show { alertAnswer = $0 }
            alert.message = "3 updates"
            alert.buttons = ["Later", "Install all"]

            let prompt = TextPrompt(title: "Rename file", text: "draft.txt")
            var promptAnswer: PromptResponse?
            prompt.show { promptAnswer = $0 }
            prompt.text = "report.txt"
            prompt.okTitle = "Rename"
            await user.settle()
            XCTAssertEqual(alertAnswer, .button(1))
            XCTAssertEqual(promptAnswer, .submitted("report.txt"), "OK submits the text code set")
            XCTAssertEqual(
                user.changes(of: "Updating"),
                [.message("3 updates"), .buttonLabel(.index(0), "Later"), .buttonLabel(.index(1), "Install all")])
            XCTAssertEqual(user.changes(of: "Rename file"), [.text("report.txt"), .buttonLabel(.accept, "Rename")])

            let form = try FormDialog(title: "Account", fields: [FormField(key: "user", label: "User")])
            user.fill("Account", with: [:])
            var saved: [String: String]?
            form.show { saved = $0.values }
            try form.setValue("grace", forField: "user")
            await user.settle()
            XCTAssertEqual(saved, ["user": "grace"])
            XCTAssertEqual(user.changes(of: "Account"), [.fieldValue(key: "user", "grace")])

            let list = ListDialog(title: "Devices", items: ["Keyboard"])
            user.choose(row: "Mouse", inList: "Devices")
            var chosen: [String]?
            list.show { chosen = $0.values }
            list.appendRow("Mouse")
            list.replaceRow(at: 0, with: "Keyboard (low battery)")
            list.appendRow("Trackpad")
            list.removeRow(at: 2)
            await user.settle()
            XCTAssertEqual(chosen, ["Mouse"])
            XCTAssertEqual(
                user.changes(of: "Devices"),
                [
                    .rowAppended(["Mouse"]), .rowReplaced(0, ["Keyboard (low battery)"]), .rowAppended(["Trackpad"]),
                    .rowRemoved(2),
                ])
            list.removeRow(at: 0)
            XCTAssertEqual(user.changes(of: "Devices").count, 4, "a change after the end is not seen")
        }
    }

    @MainActor
    func testAButtonCodeMadeInsensitiveRefusesTheStep() async {
        var messages: [String] = []
        let user = ScriptedUser(report: { message, _, _ in messages.append(message) })
        user.choose("Install", inAlert: "Updating")
        user.install()
        defer { user.uninstall() }
        var answer: AlertResponse?
        let alert = Alert(title: "Updating", buttons: ["Later", "Install"], cancelButton: 0, defaultButton: 1)
        alert.show { answer = $0 }
        alert.setButton(.accept, isEnabled: false)
        await user.settle()
        XCTAssertEqual(
            messages, ["The alert \"Updating\" [Later, Install] cannot press its button 1: the app made it insensitive"]
        )
        XCTAssertEqual(answer, .dismissed)
        XCTAssertEqual(user.changes(of: "Updating"), [.buttonEnabled(.index(1), false)])
    }
}
