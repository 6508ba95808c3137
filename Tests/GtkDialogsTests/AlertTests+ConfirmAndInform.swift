import XCTest

@testable import DialogsCore
@testable import GtkDialogs

/// The shortcuts `Alert.confirm` (a closure per button, or `async` Bool) and `Alert.inform`.
extension AlertTests {
    func testConfirmCallsOneClosurePerButton() {
        onMain {
            var calls: [String] = []
            Alert.confirm(
                title: "Uh Oh", message: "Something bad happened.", cancelTitle: "Run away", confirmTitle: "Onward",
                onCancel: { calls.append("cancel") }, onConfirm: { calls.append("confirm") })
            guard let first = window(titled: "Uh Oh") else { return }
            XCTAssertEqual(Self.buttons(in: first).map(Self.buttonLabel), ["Run away", "Onward"])
            press("Return", in: first)
            spin(until: { !calls.isEmpty }, "a confirm closure")
            drainEvents()
            XCTAssertEqual(calls, ["confirm"])

            calls = []
            Alert.confirm(
                title: "Uh Oh", message: "Something bad happened.", cancelTitle: "Run away", confirmTitle: "Onward",
                onCancel: { calls.append("cancel") }, onConfirm: { calls.append("confirm") })
            guard let second = window(titled: "Uh Oh") else { return }
            press("Escape", in: second)
            spin(until: { !calls.isEmpty }, "a confirm closure")
            drainEvents()
            XCTAssertEqual(calls, ["cancel"])
        }
    }

    func testAsyncConfirm() {
        onMain {
            let answers = Answers<Bool>()
            Task {
                answers.record(
                    await Alert.confirm(
                        title: "Uh Oh", message: "Something bad happened.", cancelTitle: "Run away",
                        confirmTitle: "Onward"))
            }
            guard let window = window(titled: "Uh Oh") else { return }
            press("Return", in: window)
            spin(until: { !answers.all.isEmpty }, "the async confirm")
            XCTAssertEqual(answers.all, [true])
        }
    }

    func testDestructiveConfirmLeavesReturnOnCancel() {
        onMain {
            let answers = Answers<Bool>()
            Task {
                answers.record(
                    await Alert.confirm(title: "Delete 3 files?", confirmTitle: "Delete", isDestructive: true))
            }
            guard let window = window(titled: "Delete 3 files?") else { return }
            let buttons = Self.buttons(in: window)
            XCTAssertTrue(Self.hasStyleClass(buttons[1], "destructive-action"))
            XCTAssertFalse(Self.hasStyleClass(buttons[1], "suggested-action"))
            press("Return", in: window)
            spin(until: { !answers.all.isEmpty }, "the async confirm")
            XCTAssertEqual(answers.all, [false])
        }
    }

    func testInformShowsOneButtonThatReturnActivates() {
        onMain {
            let answers = Answers<AlertResponse>()
            Alert.inform(title: "Saved", message: "All done.") { answers.record($0) }
            guard let window = window(titled: "Saved") else { return }
            XCTAssertEqual(Self.buttons(in: window).count, 1)
            press("Return", in: window)
            spin(until: { !answers.all.isEmpty }, "the handler")
            XCTAssertEqual(answers.all, [.button(0)])
        }
    }
}
