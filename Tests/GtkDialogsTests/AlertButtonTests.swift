import CGtk
import CGtkBridge
import XCTest

@testable import DialogsCore
@_spi(DialogsTesting) @testable import DialogsTesting
@testable import GtkDialogs

private enum SaveChoice: String, AlertChoice {
    case discard = "Don't Save"
    case cancel = "Cancel"
    case save = "Save"

    var role: AlertButton.Role? {
        switch self {
        case .discard: .destructive
        case .cancel: .cancel
        case .save: .default
        }
    }
}

/// Buttons that carry their role and closure, and alerts whose buttons are the caller's cases,
/// answered with real X input.
final class AlertButtonTests: GUITestCase, @unchecked Sendable {
    /// Three buttons, each logging its own name; the cancel button is not first.
    @MainActor
    private func lengthy(_ log: Answers<String>, title: String = "Lengthy") -> Alert {
        Alert(title: title, message: "Would you like to perform a lengthy operation?", style: .question) {
            AlertButton("Meh, maybe later") { log.record("later") }
            AlertButton("Nope", role: .cancel) { log.record("nope") }
            AlertButton("Yeah, sure", role: .default) { log.record("yeah") }
        }
    }

    /// Shows `alert`, lets `act` end it, and returns what the closures logged, then the response.
    @MainActor
    private func run(
        _ alert: Alert, _ log: Answers<String>, timeout: Duration? = nil,
        act: (UnsafeMutablePointer<GtkWidget>) -> Void
    ) -> [String] {
        alert.show(timeout: timeout) { log.record("handler \($0)") }
        if let window = window(titled: alert.title) { act(window) }
        spin(until: { log.all.contains { $0.hasPrefix("handler") } }, "the handler")
        drainEvents()
        return log.all
    }

    func testReturnRunsTheDefaultButtonsClosure() {
        onMain {
            let log = Answers<String>()
            XCTAssertEqual(run(lengthy(log), log) { press("Return", in: $0) }, ["yeah", "handler button(2)"])
        }
    }

    func testEscapeRunsTheCancelButtonsClosure() {
        onMain {
            let log = Answers<String>()
            XCTAssertEqual(run(lengthy(log), log) { press("Escape", in: $0) }, ["nope", "handler button(1)"])
        }
    }

    func testClickingAButtonRunsItsOwnClosure() {
        onMain {
            let log = Answers<String>()
            let result = run(lengthy(log), log) { window in
                let later = Self.buttons(in: window).first { Self.buttonLabel($0) == "Meh, maybe later" }
                later.map { click($0) }
            }
            XCTAssertEqual(result, ["later", "handler button(0)"])
        }
    }

    func testATimeoutRunsTheCancelButtonsClosure() {
        onMain {
            let log = Answers<String>()
            let result = run(lengthy(log), log, timeout: .milliseconds(100)) { _ in }
            XCTAssertEqual(result, ["nope", "handler timedOut"])
        }
    }

    func testRolesStyleTheButtonsAndReturnStaysOnCancelBesideADestructiveOne() {
        onMain {
            let log = Answers<String>()
            let alert = Alert(title: "Delete 2 files?", style: .warning) {
                AlertButton("Delete", role: .destructive) { log.record("delete") }
                AlertButton("Keep", role: .cancel) { log.record("keep") }
            }
            let result = run(alert, log) { window in
                let buttons = Self.buttons(in: window)
                XCTAssertEqual(buttons.map(Self.buttonLabel), ["Delete", "Keep"])
                XCTAssertTrue(Self.hasStyleClass(buttons[0], "destructive-action"))
                XCTAssertFalse(Self.hasStyleClass(buttons[1], "destructive-action"))
                press("Return", in: window)
            }
            XCTAssertEqual(result, ["keep", "handler button(1)"])
        }
    }

    func testTheDefaultRoleIsStyledSuggested() {
        onMain {
            let log = Answers<String>()
            _ = run(lengthy(log), log) { window in
                let styled = Self.buttons(in: window).filter { Self.hasStyleClass($0, "suggested-action") }
                XCTAssertEqual(styled.map(Self.buttonLabel), ["Yeah, sure"])
                press("Escape", in: window)
            }
        }
    }

    // MARK: Typed choices

    @MainActor
    private func choose(act: @escaping (UnsafeMutablePointer<GtkWidget>) -> Void) -> [AlertChoiceResponse<SaveChoice>] {
        let answers = Answers<AlertChoiceResponse<SaveChoice>>()
        Task { @MainActor in answers.record(await Alert.choose(SaveChoice.self, title: "Save changes?")) }
        if let window = window(titled: "Save changes?") {
            XCTAssertEqual(Self.buttons(in: window).map(Self.buttonLabel), ["Don't Save", "Cancel", "Save"])
            act(window)
        }
        spin(until: { !answers.all.isEmpty }, "the answer")
        drainEvents()
        return answers.all
    }

    func testReturnAnswersTheDefaultCase() {
        onMain { XCTAssertEqual(choose { self.press("Return", in: $0) }, [.chosen(.save)]) }
    }

    func testEscapeAnswersTheCancelCase() {
        onMain { XCTAssertEqual(choose { self.press("Escape", in: $0) }, [.chosen(.cancel)]) }
    }

    func testClickingAnswersThatCase() {
        onMain { XCTAssertEqual(choose { self.click(Self.buttons(in: $0)[0]) }, [.chosen(.discard)]) }
    }

    func testDismissAnswersDismissedWithNoChoice() {
        onMain {
            let result = choose { _ in Dialogs.quit() }
            XCTAssertEqual(result, [.dismissed])
            XCTAssertNil(result.first?.choice)
        }
    }

    // MARK: Scripted, the same rules

    @MainActor
    func testAScriptedUserChoosesACaseByItsLabel() async {
        let user = ScriptedUser()
        user.choose("Don't Save", inAlert: "Save changes?")
        user.close("Save changes?")
        user.install()
        let first = await Alert.choose(SaveChoice.self, title: "Save changes?")
        let second = await Alert.choose(SaveChoice.self, title: "Save changes?")
        user.uninstall()
        XCTAssertEqual(first, .chosen(.discard))
        XCTAssertEqual(second, .chosen(.cancel))  // Escape reports the cancel role
        XCTAssertEqual(user.shown.first?.buttons, ["Don't Save", "Cancel", "Save"])
    }

    @MainActor
    func testAScriptedAnswerRunsTheButtonsClosure() async {
        let log = Answers<String>()
        let user = ScriptedUser()
        user.choose("Nope", inAlert: "Lengthy")
        user.waitOut("Lengthy")
        user.install()
        lengthy(log).show()
        lengthy(log).show(timeout: .seconds(60))
        await user.settle()
        user.uninstall()
        XCTAssertEqual(log.all, ["nope", "nope"])
    }
}
