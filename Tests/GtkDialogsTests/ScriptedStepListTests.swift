import XCTest

@testable import DialogsCore
@testable import DialogsTesting
@testable import GtkDialogs

/// Step lists shown to a scripted user: it waits for the work as a person does. No window opens.
final class ScriptedStepListTests: XCTestCase, @unchecked Sendable {
    @MainActor
    func testLetFinishWaitsForTheLastStepThenPressesOK() async {
        let user = ScriptedUser()
        user.letFinish("Installing")
        await user.answering {
            let install = StepList(title: "Installing", steps: ["Download", "Install"])
            var answer: StepListResponse?
            install.show { answer = $0 }
            await user.settle()
            XCTAssertNil(answer, "two steps pending")
            install.setStatus(.working, ofStep: 0)
            install.setStatus(.done, detail: "84 MB", ofStep: 0)
            await user.settle()
            XCTAssertNil(answer, "one step pending")
            install.appendStep(StepListItem(title: "Clean up", status: .skipped))
            install.setStatus(.done, ofStep: 1)
            await user.settle()
            XCTAssertEqual(answer, .finished)
            XCTAssertEqual(user.steps(of: "Installing").map(\.status), [.done, .done, .skipped])
            XCTAssertEqual(
                user.changes(of: "Installing"),
                [
                    .stepChanged(0, StepListItem(title: "Download", status: .working)),
                    .stepChanged(0, StepListItem(title: "Download", status: .done, detail: "84 MB")),
                    .stepAppended(StepListItem(title: "Clean up", status: .skipped)),
                    .stepChanged(1, StepListItem(title: "Install", status: .done)),
                ])
            XCTAssertEqual(user.shown.map(\.kind), [.stepList])
        }
    }

    @MainActor
    func testOKWhileAStepIsPendingAndLetFinishOnAnAlertAreRefused() async {
        var messages: [String] = []
        let user = ScriptedUser(report: { message, _, _ in messages.append(message) })
        user.choose("OK", inAlert: "Checks")
        user.letFinish("Hello")
        user.install()
        defer { user.uninstall() }
        var answers: [String] = []
        StepList(title: "Checks", steps: ["Disk", "Network"]).show { answers.append("\($0)") }
        Alert(title: "Hello", buttons: ["OK"]).show { answers.append("\($0)") }
        await user.settle()
        XCTAssertEqual(
            messages,
            [
                "The step list \"Checks\" [Cancel, OK] is not finished (Disk, Network): its OK button stays insensitive",
                "The alert \"Hello\" [OK] shows no work to wait for: letFinish is for progress dialogs and step lists",
            ])
        XCTAssertEqual(answers, ["dismissed", "dismissed"])
    }
}
