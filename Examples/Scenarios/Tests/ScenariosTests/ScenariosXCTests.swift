import DialogsTesting
import Scenarios
import XCTest

/// The scenarios under XCTest, with no display: a `ScriptedUser` answers each dialog.
final class ScenariosXCTests: XCTestCase {
    /// Failures caught while `catching` (XCTest on Linux has no XCTExpectFailure).
    private var caught: [String] = []
    private var catching = false

    override func recordFailure(
        withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool
    ) {
        if catching {
            caught.append(description)
        } else {
            super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
    }

    @MainActor
    func testThreeButtonsByIndexAndByRoleRunTheSameCode() async {
        let user = ScriptedUser()
        user.choose("Meh, maybe later", inAlert: "Warning!")
        user.choose("Yeah, sure", inAlert: "Warning!")
        user.close("Warning!")  // Escape reports the cancel button
        user.close("Warning!")
        user.install()
        let scenarios = Scenarios()
        scenarios.lengthyOperationByIndex()
        await user.settle()
        scenarios.lengthyOperationByRole()
        await user.settle()
        scenarios.lengthyOperationByIndex()
        await user.settle()
        scenarios.lengthyOperationByRole()
        await user.settle()
        user.uninstall()
        XCTAssertEqual(scenarios.log, ["later", "perform", "nothing", "nothing"])
        XCTAssertEqual(user.shown.first?.buttons, ["Nope", "Yeah, sure", "Meh, maybe later"])
    }

    @MainActor
    func testConfirmRunsTheClosureOfTheButtonChosen() async {
        let user = ScriptedUser()
        user.choose("Onward", inAlert: "Uh Oh")
        user.cancel("Uh Oh")
        user.install()
        let scenarios = Scenarios()
        scenarios.confirmOnward()
        await user.settle()
        scenarios.confirmOnward()
        await user.settle()
        user.uninstall()
        XCTAssertEqual(scenarios.log, ["onward", "run away"])
    }

    @MainActor
    func testPromptAndTypedAnswers() async {
        let user = ScriptedUser()
        user.type("Grace", into: "What's your name?")
        user.fill("Edit Contact", with: ["Email": "ada@example.org", "Born": "1816"])
        user.choose("Don't Save", inAlert: "Save changes?")
        user.install()
        let scenarios = Scenarios()
        await scenarios.askName()
        await scenarios.editContact()
        await scenarios.closeDocument()
        user.uninstall()
        XCTAssertEqual(scenarios.log, ["hello Grace", "contact saved, 2 changed", "discarded"])
        XCTAssertEqual(scenarios.contact, Contact(name: "Ada Lovelace", email: "ada@example.org", born: 1816))
    }

    @MainActor
    func testAMismatchedScriptFailsTheTest() async {
        catching = true
        let user = ScriptedUser()
        user.type("Grace", into: "What is your name?")  // not the prompt's title
        user.install()
        let scenarios = Scenarios()
        await scenarios.askName()
        user.uninstall()
        catching = false
        XCTAssertEqual(scenarios.log, ["no name"], "the unexpected prompt was cancelled")
        XCTAssertTrue(
            caught.contains { $0.contains("Unexpected prompt \"What's your name?\"") }, "caught: \(caught)")
    }
}
