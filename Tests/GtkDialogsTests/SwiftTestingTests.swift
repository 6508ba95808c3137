import Testing

@testable import DialogsCore
@testable import DialogsTesting
@testable import GtkDialogs

/// DialogsTesting under Swift Testing: `XCTFail` is silent here, so a script that
/// does not match the code must fail the test through `Issue.record`.
/// Run with `swift test --disable-xctest` (`make test` runs both libraries).

@MainActor
struct ScriptedUserUnderSwiftTesting {
    @Test func aMatchingScriptAnswersTheCode() async {
        let user = ScriptedUser()
        user.choose("Onward", inAlert: "Uh Oh")
        user.install()
        let onward = await Alert.confirm(title: "Uh Oh", cancelTitle: "Run away", confirmTitle: "Onward")
        user.uninstall()
        #expect(onward)
        #expect(user.shown.map(\.description) == ["alert \"Uh Oh\" [Run away, Onward]"])
    }

    @Test func aMismatchedTitleFailsTheTest() async {
        await withKnownIssue {
            let user = ScriptedUser()
            user.choose("Onward", inAlert: "Uh Oh")
            user.install()
            _ = await Alert.confirm(title: "Uh oh", cancelTitle: "Run away", confirmTitle: "Onward")
            user.uninstall()
        } matching: { issue in
            // The unexpected alert, then (at uninstall) the step it did not use.
            issue.comments.contains {
                $0.rawValue.hasPrefix("Unexpected alert \"Uh oh\" [Run away, Onward]: the script's next step is")
                    || $0.rawValue.hasPrefix(
                        "The script's step \"choose \"Onward\" in dialog \"Uh Oh\"\" was never used")
            }
        }
    }

    @Test func aStepNeverUsedFailsTheTest() async {
        await withKnownIssue {
            let user = ScriptedUser()
            user.type("Ada", into: "What's your name?")
            user.install()
            await user.settle()
            user.uninstall()
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("was never used: no such dialog was shown") }
        }
    }

    @Test func aTypedChoiceIsAnswered() async {
        let user = ScriptedUser()
        user.choose("Later", inAlert: "Install updates?")
        user.install()
        let answer = await Alert.choose(Update.self, title: "Install updates?")
        user.uninstall()
        #expect(answer == .chosen(.later))
    }
}

private enum Update: String, AlertChoice {
    case later = "Later"
    case now = "Install now"
}
