import CGtk
import CGtkBridge
import Foundation
import XCTest

@testable import DialogsCore
@testable import GtkDialogs

/// Windows that start from a remembered answer, answered with real keys, their answers kept in
/// files in a folder of the test's own (X and Wayland).
final class RememberedAnswerWindowTests: GUITestCase, @unchecked Sendable {
    private var answers: TestAnswerFolder?
    private var folder: String { answers?.path ?? "" }

    override func setUpWithError() throws {
        try super.setUpWithError()
        onMain { answers = TestAnswerFolder(named: "windows") }
    }

    override func tearDown() {
        onMain { answers?.restore() }
        super.tearDown()
    }

    /// Shows `dialog`, presses `keys` in its window (then clicks OK, when asked), and returns its one answer.
    @MainActor
    private func answer<Response>(
        _ dialog: Dialog<Response>, title: String, _ keys: String..., clickingOK: Bool = false
    ) -> Response? {
        let answers = Answers<Response>()
        dialog.show { answers.record($0) }
        guard let window = window(titled: title) else { return nil }
        if !keys.isEmpty { xdotool(["key", "--clearmodifiers"] + keys, to: window) }
        if clickingOK { click(gtk_dialog_get_widget_for_response(gd_dialog(window), ResponseID.accept)!) }
        spin(until: { !answers.all.isEmpty }, "the answer of \"\(title)\"")
        drainEvents()
        return answers.only
    }

    func testAPromptStartsWithTheTextSubmittedLastTime() {
        onMain {
            @MainActor func prompt() -> TextPrompt {
                let prompt = TextPrompt(title: "Server", text: "localhost")
                prompt.remembersAnswerAs = "server"
                return prompt
            }
            let first = prompt()
            let answers = Answers<PromptResponse>()
            first.show { answers.record($0) }
            guard let window = window(titled: "Server") else { return }
            press("ctrl+a", in: window)
            type("build.example.org", in: window)
            press("Return", in: window)
            spin(until: { !answers.all.isEmpty }, "the first answer")
            drainEvents()
            XCTAssertEqual(answers.all, [.submitted("build.example.org")])
            XCTAssertEqual(answer(prompt(), title: "Server", "Return"), .submitted("build.example.org"))
            XCTAssertTrue(FileManager.default.fileExists(atPath: folder + "/server.json"))
        }
    }

    func testAListStartsWithTheRowsChosenLastTimeSelected() {
        onMain {
            @MainActor func shells(_ choice: ListChoice) -> ListDialog<String> {
                let list = ListDialog(title: "Shells", items: ["bash", "zsh", "fish", "dash"], choice: choice)
                list.remembersAnswerAs = choice == .single ? "shell" : "shells"
                return list
            }
            XCTAssertEqual(answer(shells(.single), title: "Shells", "Down", "Down", "Return")?.values, ["fish"])
            XCTAssertEqual(answer(shells(.single), title: "Shells", "Return")?.values, ["fish"], "Return chooses it")
            XCTAssertEqual(answer(shells(.single), title: "Shells", "Up", "Return")?.values, ["zsh"])

            // Return would choose the cursor's row alone (GtkTreeView's own binding): OK is clicked.
            let list = shells(.multiple)
            XCTAssertEqual(
                answer(list, title: "Shells", "Down", "Down", "shift+Down", clickingOK: true)?.values, ["zsh", "fish"])
            XCTAssertEqual(answer(shells(.multiple), title: "Shells", clickingOK: true)?.values, ["zsh", "fish"])
        }
    }

    @MainActor
    private func emptyTrash() -> Alert {
        let alert = Alert(
            title: "Empty the trash?", buttons: ["Cancel", "Empty"], style: .question, cancelButton: 0, defaultButton: 1
        )
        alert.dontAskAgain = "empty-trash"
        return alert
    }

    @MainActor
    private func dontAskAgainBox(in window: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget>? {
        Self.descendants(of: window).first { Self.isA($0, gtk_check_button_get_type()) }
    }

    /// The box is named for screen readers and ticked with its Alt shortcut; an answer given with it
    /// ticked is given again at once, without a window.
    func testATickedBoxAnswersTheNextAlertWithoutAWindow() {
        onMain {
            let answers = Answers<AlertResponse>()
            emptyTrash().show { answers.record($0) }
            guard let window = window(titled: "Empty the trash?"), let box = dontAskAgainBox(in: window) else {
                return XCTFail("no alert with a check box")
            }
            XCTAssertEqual(Self.accessibleName(box), "Don't ask again")
            XCTAssertEqual(Self.buttonLabel(box), "_Don't ask again")
            XCTAssertEqual(gtk_toggle_button_get_active(gd_toggle_button(box)), 0)
            press("alt+d", in: window)
            spin(until: { gtk_toggle_button_get_active(gd_toggle_button(box)) != 0 }, "the box ticked")
            click(gtk_dialog_get_widget_for_response(gd_dialog(window), 1)!)
            spin(until: { !answers.all.isEmpty }, "the answer")
            drainEvents()
            XCTAssertEqual(answers.all, [.button(1)])
            XCTAssertTrue(FileManager.default.fileExists(atPath: folder + "/empty-trash.json"))

            let again = Answers<AlertResponse>()
            emptyTrash().show { again.record($0) }
            XCTAssertEqual(Dialogs.openDialogCount, 0, "no window")
            spin(until: { !again.all.isEmpty }, "the remembered answer")
            XCTAssertEqual(again.all, [.button(1)])
            XCTAssertFalse(Self.toplevels().contains { gtk_widget_get_mapped($0) != 0 }, "a window was shown")
        }
    }

    /// Escape (the cancel button's answer, but no button pressed) keeps nothing, ticked or not.
    func testEscapeWithTheBoxTickedKeepsNothing() {
        onMain {
            let answers = Answers<AlertResponse>()
            emptyTrash().show { answers.record($0) }
            guard let window = window(titled: "Empty the trash?"), let box = dontAskAgainBox(in: window) else {
                return XCTFail("no alert with a check box")
            }
            press("alt+d", in: window)
            spin(until: { gtk_toggle_button_get_active(gd_toggle_button(box)) != 0 }, "the box ticked")
            press("Escape", in: window)
            spin(until: { !answers.all.isEmpty }, "the answer")
            drainEvents()
            XCTAssertEqual(answers.all, [.button(0)])
            XCTAssertFalse(FileManager.default.fileExists(atPath: folder + "/empty-trash.json"))
            XCTAssertNil(emptyTrash().rememberedResponse)
        }
    }
}
