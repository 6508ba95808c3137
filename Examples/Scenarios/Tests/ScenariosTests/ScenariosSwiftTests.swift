import DialogsTesting
import Scenarios
import Testing

/// The scenarios under Swift Testing, with no display.
@Suite(.serialized)
@MainActor
struct ScenariosUnderSwiftTesting {
    @Test func threeButtonsByIndexAndByRoleRunTheSameCode() async {
        let user = ScriptedUser()
        user.choose("Yeah, sure", inAlert: "Warning!")
        user.choose("Yeah, sure", inAlert: "Warning!")
        user.install()
        let scenarios = Scenarios()
        scenarios.lengthyOperationByIndex()
        await user.settle()
        scenarios.lengthyOperationByRole()
        await user.settle()
        user.uninstall()
        #expect(scenarios.log == ["perform", "perform"])
    }

    @Test func confirmRunsTheClosureOfTheButtonChosen() async {
        let user = ScriptedUser()
        user.close("Uh Oh")
        user.install()
        let scenarios = Scenarios()
        scenarios.confirmOnward()
        await user.settle()
        user.uninstall()
        #expect(scenarios.log == ["run away"])
    }

    @Test func promptAndTypedAnswers() async {
        let user = ScriptedUser()
        user.type("Grace", into: "What's your name?")
        user.cancel("Edit Contact")
        user.choose("Save", inAlert: "Save changes?")
        user.install()
        let scenarios = Scenarios()
        await scenarios.askName()
        await scenarios.editContact()
        await scenarios.closeDocument()
        user.uninstall()
        #expect(scenarios.log == ["hello Grace", "contact kept", "saved"])
        #expect(scenarios.contact.born == 1815)
    }

    @Test func aMismatchedScriptFailsTheTest() async {
        await withKnownIssue {
            let user = ScriptedUser()
            user.choose("Save", inAlert: "Save Changes?")  // not the alert's title
            user.install()
            await Scenarios().closeDocument()
            user.uninstall()
        } matching: { issue in
            // The unexpected alert, then (at uninstall) the step it did not use.
            issue.comments.contains {
                $0.rawValue.hasPrefix("Unexpected alert \"Save changes?\"")
                    || $0.rawValue.contains("\"Save Changes?\"\" was never used")
            }
        }
    }
}
