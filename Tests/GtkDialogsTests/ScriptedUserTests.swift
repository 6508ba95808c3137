import Foundation
import XCTest

@testable import DialogsCore
@testable import DialogsTesting
@testable import GtkDialogs

/// What a person could not do fails the test with a message naming the dialog.
final class ScriptedUserTests: XCTestCase, @unchecked Sendable {
    @MainActor
    private func failures(_ script: (ScriptedUser) -> Void, run: () throws -> Void) async rethrows -> [String] {
        var messages: [String] = []
        let user = ScriptedUser(report: { message, _, _ in messages.append(message) })
        script(user)
        user.install()
        try run()
        await user.settle()
        user.uninstall()
        return messages
    }

    @MainActor
    func testAnUnexpectedDialogFailsAndIsDismissed() async {
        var response: AlertResponse?
        let messages = await failures({ _ in }) {
            Alert(title: "Surprise", buttons: ["OK"]).show { response = $0 }
        }
        XCTAssertEqual(messages, ["Unexpected alert \"Surprise\" [OK]: the script has no steps left"])
        XCTAssertEqual(response, .dismissed)
    }

    /// A kind's step waits for a dialog of that kind (named by its request type): under the same
    /// title, another kind is unexpected.
    @MainActor
    func testAStepForOneKindRefusesAnotherKindUnderItsTitle() async {
        var response: AlertResponse?
        let messages = await failures({ $0.type("Ada", into: "Name?") }) {
            Alert(title: "Name?", buttons: ["OK"]).show { response = $0 }
        }
        XCTAssertEqual(
            messages,
            [
                "Unexpected alert \"Name?\" [OK]: the script's next step is \"type \"Ada\" in prompt \"Name?\"\"",
                "The script's step \"type \"Ada\" in prompt \"Name?\"\" was never used: no such dialog was shown",
            ])
        XCTAssertEqual(response, .dismissed)
        XCTAssertEqual(ScriptedUser.ShownDialog.Kind.colorChooser.rawValue, "colour chooser")
    }

    @MainActor
    func testAButtonThatDoesNotExist() async {
        let messages = await failures({ $0.choose("Onwards", inAlert: "Uh Oh") }) {
            Alert.confirm(title: "Uh Oh", cancelTitle: "Run away", confirmTitle: "Onward", onConfirm: {})
        }
        XCTAssertEqual(messages, ["The alert \"Uh Oh\" [Run away, Onward] has no button \"Onwards\""])
    }

    @MainActor
    func testTextTheDialogsOwnRuleRefuses() async throws {
        let pin = Validator { $0.count == 4 ? .valid : .invalid(reason: "Enter 4 digits.") }
        var value: String?? = .none
        var messages = await failures({ $0.type("12", into: "PIN") }) {
            TextPrompt(title: "PIN", validator: pin).show { value = .some($0.text) }
        }
        XCTAssertEqual(
            messages,
            ["The prompt \"PIN\" [Cancel, OK] refuses \"12\": Enter 4 digits. (its OK button stays insensitive)"])
        XCTAssertEqual(value, .some(nil), "the prompt ended, as dismissed")

        let form = try FormDialog(title: "Edit Contact", fields: [FormField(key: "born", label: "Born", kind: .number)])
        messages = await failures({ $0.fill("Edit Contact", with: ["born": "18x5"]) }) { form.show { _ in } }
        XCTAssertEqual(messages.count, 1)
        XCTAssertTrue(messages[0].hasPrefix("The form \"Edit Contact\""), messages[0])
        XCTAssertTrue(messages[0].contains("refuses \"18x5\" in its field \"Born\": Enter a number"), messages[0])

        messages = await failures({ $0.fill("Edit Contact", with: ["bron": "1815"]) }) { form.show { _ in } }
        XCTAssertEqual(
            messages, ["The form \"Edit Contact\" [Cancel, Save] has no field \"bron\"; its fields are born"])
    }

    @MainActor
    func testAListFieldTakesARowIndex() async throws {
        let disks = FormList(columns: ["Disk", "Size"], rows: [["sda", "512 GB"], ["sdb", "2 TB"]])
        let form = try FormDialog(title: "Format", fields: [FormField(key: "disk", label: "Disk", kind: .list(disks))])
        var messages = await failures({ $0.fill("Format", with: ["disk": "2"]) }) { form.show { _ in } }
        XCTAssertEqual(
            messages,
            [
                "The form \"Format\" [Cancel, Save] has no row \"2\" in its list field \"Disk\"; give a row index from 0 to 1"
            ])
        var saved: FormResponse?
        messages = await failures({ $0.fill("Format", with: ["disk": "1"]) }) { form.show { saved = $0 } }
        XCTAssertEqual(messages, [])
        XCTAssertEqual(saved, .saved(values: ["disk": "1"], changedKeys: ["disk"]))
        XCTAssertEqual(disks.row(forValue: "1"), ["sdb", "2 TB"])
        XCTAssertNil(disks.row(forValue: ""))
        XCTAssertThrowsError(
            try FormDialog(title: "x", fields: [FormField(key: "d", label: "D", value: "7", kind: .list(disks))])
        ) { error in
            XCTAssertEqual(error as? FormError, .valueNotAnOption(key: "d", value: "7"))
        }
    }

    /// A check box is filled with "true" or "false": the words a drop-down showed ("Yes") and
    /// other spellings are refused with a message that says which two it takes.
    @MainActor
    func testACheckBoxTakesTrueOrFalse() async throws {
        let form = try FormDialog(
            title: "Subscribe", fields: [FormField(key: "news", label: "Newsletter", kind: .boolean)])
        for value in ["Yes", "TRUE", "1"] {
            var response: FormResponse?
            let messages = await failures({ $0.fill("Subscribe", with: ["news": value]) }) {
                form.show { response = $0 }
            }
            XCTAssertEqual(
                messages,
                [
                    "The form \"Subscribe\" [Cancel, Save] has a check box \"Newsletter\": fill it with \"true\" "
                        + "(ticked) or \"false\", not \"\(value)\""
                ])
            XCTAssertEqual(response, .dismissed, "refused \(value): the form ended as dismissed")
        }
        var saved: FormResponse?
        let messages = await failures({ $0.fill("Subscribe", with: ["news": "true"]) }) { form.show { saved = $0 } }
        XCTAssertEqual(messages, [])
        XCTAssertEqual(saved, .saved(values: ["news": "true"], changedKeys: ["news"]))
    }

    @MainActor
    func testShownDialogsListWhatTheyOffered() async throws {
        let user = ScriptedUser()
        user.type("develop", into: "Branch")
        user.cancel("Size")
        user.install()
        let prompt = TextPrompt(title: "Branch")
        prompt.suggestions = ["main", "develop"]
        var branch: String?
        prompt.show(onOK: { branch = $0 })
        let secret = TextPrompt(title: "Secret", isSecret: true)
        secret.suggestions = ["hunter2"]
        let form = try FormDialog(
            title: "Size", fields: [FormField(key: "size", label: "Size", value: "M", kind: .choice(["S", "M"]))])
        form.show { _ in }
        await user.settle()
        user.cancel("Secret")
        secret.show { _ in }
        await user.settle()
        user.uninstall()
        XCTAssertEqual(branch, "develop")
        XCTAssertEqual(user.shown.map { $0.fields.map(\.offered) }, [[["main", "develop"]], [["S", "M"]], [[]]])
    }

    @MainActor
    func testWaitingOutADialogWithoutTimeoutAndUnusedSteps() async {
        var messages = await failures({ $0.waitOut("Patient") }) {
            Alert(title: "Patient", buttons: ["OK"]).show()
        }
        XCTAssertEqual(messages, ["The alert \"Patient\" [OK] has no timeout: a person cannot wait it out"])
        messages = await failures({ $0.choose("OK", inAlert: "Never shown") }) {}
        XCTAssertEqual(
            messages,
            ["The script's step \"choose \"OK\" in dialog \"Never shown\"\" was never used: no such dialog was shown"])
    }

    @MainActor
    func testAnswersArriveOnceAfterShowReturnsAndAsyncCallersResume() async {
        let user = ScriptedUser()
        user.choose("B", inAlert: "Order")
        user.type("typed", into: "Async")
        user.install()
        var events: [String] = []
        Alert(title: "Order", buttons: ["A", "B"]).show { events.append("handler \($0)") }
        events.append("show returned")
        let text = await TextPrompt(title: "Async").value()
        await user.settle()
        user.uninstall()
        XCTAssertEqual(events, ["show returned", "handler button(1)"])
        XCTAssertEqual(text, "typed")
        XCTAssertEqual(Dialogs.liveCallbackBoxes, 0, "no GTK object was made")
        XCTAssertNil(DialogInterception.responder)
    }

    @MainActor
    func testDismissBeforeTheAnswerEndsItOnce() async {
        let user = ScriptedUser()
        user.choose("OK", inAlert: "Dismissed")
        user.install()
        var responses: [AlertResponse] = []
        let alert = Alert(title: "Dismissed", buttons: ["OK"])
        alert.show { responses.append($0) }
        alert.dismiss()
        await user.settle()
        user.uninstall()
        XCTAssertEqual(responses, [.dismissed])
    }

    /// The acceptance: these tests pass with no display at all.
    func testTheseTestsNeedNoDisplay() throws {
        guard ProcessInfo.processInfo.environment["DIALOGS_TESTING_CHILD"] == nil else { return }
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = nil
        environment["WAYLAND_DISPLAY"] = nil
        environment["DIALOGS_TESTING_CHILD"] = "1"
        let child = try LaunchedProgram(
            URL(fileURLWithPath: CommandLine.arguments[0]),
            arguments: ["GtkDialogsTests.DemoControllerTests,GtkDialogsTests.ScriptedUserTests"],
            environment: environment)
        XCTAssertEqual(child.waitForExit(timeout: 60), 0, child.output + child.errors)
        let report = child.output + child.errors
        XCTAssertTrue(report.contains("DemoControllerTests.testEveryScenarioWithoutADisplay' passed"), report)
        XCTAssertTrue(report.contains("ScriptedUserTests.testAButtonThatDoesNotExist' passed"), report)
        XCTAssertFalse(report.contains("' failed"), report)
    }
}
