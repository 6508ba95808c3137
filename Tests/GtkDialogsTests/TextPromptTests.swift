import CGtk
import CGtkBridge
import XCTest

@testable import DialogsCore
@testable import GtkDialogs

/// Text prompts answered with real X key events.
final class TextPromptTests: GUITestCase, @unchecked Sendable {
    @MainActor
    private func entry(of window: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget> {
        Self.entries(in: window)[0]
    }

    @MainActor
    private func okButton(of window: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget> {
        gtk_dialog_get_widget_for_response(gd_dialog(window), ResponseID.accept)!
    }

    @MainActor
    private func isSensitive(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
        gtk_widget_get_sensitive(widget) != 0
    }

    /// Shows `prompt` and waits for its window; `answers` records what its handler gets.
    @MainActor
    private func present(_ prompt: TextPrompt, timeout: Duration? = nil) -> (
        window: UnsafeMutablePointer<GtkWidget>, answers: Answers<PromptResponse>
    )? {
        let answers = Answers<PromptResponse>()
        prompt.show(timeout: timeout) { answers.record($0) }
        guard let window = window(titled: prompt.title) else { return nil }
        return (window, answers)
    }

    /// Shows `prompt`, types `text`, presses `keys`, and returns every response the handler got.
    @MainActor
    private func responses(
        _ prompt: TextPrompt, typing text: String? = nil, thenPress keys: [String] = ["Return"],
        timeout: Duration? = nil
    ) -> [PromptResponse] {
        guard let (window, answers) = present(prompt, timeout: timeout) else { return [] }
        if let text { type(text, in: window) }
        if !keys.isEmpty { xdotool(["key", "--clearmodifiers"] + keys, to: window) }
        spin(until: { !answers.all.isEmpty }, "the prompt's handler")
        drainEvents()
        return answers.all
    }

    func testTypedTextComesBackExactlyAsTyped() {
        onMain {
            for text in ["Ada Lovelace", "é 日本 🙂", "<b>&amp; %n %s</b>"] {
                let result = responses(TextPrompt(title: "What's your name?"), typing: text)
                XCTAssertEqual(result, [.submitted(text)])
            }
        }
    }

    func testOKFollowsValidationAsKeysAreTyped() {
        onMain {
            let prompt = TextPrompt(title: "Name", placeholder: "Your name")
            guard let (window, answers) = present(prompt) else { return }
            let ok = okButton(of: window)
            XCTAssertFalse(isSensitive(ok), "empty text is refused by default")
            XCTAssertTrue(Self.labels(in: window).map(Self.labelText).contains("Enter some text."))
            type("A", in: window)
            spin(until: { isSensitive(ok) }, "OK to become sensitive")
            XCTAssertFalse(Self.labels(in: window).map(Self.labelText).contains("Enter some text."))
            press("BackSpace", in: window)
            spin(until: { !isSensitive(ok) }, "OK to become insensitive")
            XCTAssertTrue(Self.hasStyleClass(entry(of: window), "error"))
            press("Return", in: window)
            drainEvents()
            XCTAssertEqual(answers.all, [], "Return on invalid text leaves the prompt open")
            XCTAssertEqual(Dialogs.openDialogCount, 1)
            press("Escape", in: window)
            spin(until: { !answers.all.isEmpty }, "the handler")
            XCTAssertEqual(answers.all, [.closed])
        }
    }

    func testACustomRuleSaysWhy() {
        onMain {
            let pin = Validator { text in
                text.count == 4 && text.allSatisfy(\.isNumber) ? .valid : .invalid(reason: "Enter 4 digits.")
            }
            let prompt = TextPrompt(title: "PIN", validator: pin)
            guard let (window, answers) = present(prompt) else { return }
            type("12a", in: window)
            spin(until: { Self.labels(in: window).map(Self.labelText).contains("Enter 4 digits.") }, "the reason")
            XCTAssertFalse(isSensitive(okButton(of: window)))
            press("BackSpace", "4", "5", in: window)
            spin(until: { self.isSensitive(self.okButton(of: window)) }, "a valid PIN")
            click(okButton(of: window))
            spin(until: { !answers.all.isEmpty }, "the handler")
            XCTAssertEqual(answers.all, [.submitted("1245")])
        }
    }

    func testOKFromCodeIsRefusedWhileTheTextIsInvalid() {
        onMain {
            let answers = Answers<PromptResponse>()
            TextPrompt(title: "Refuse").show { answers.record($0) }
            guard let window = window(titled: "Refuse") else { return }
            gtk_dialog_response(gd_dialog(window), ResponseID.accept)
            drainEvents()
            XCTAssertEqual(answers.all, [])
            XCTAssertEqual(Dialogs.openDialogCount, 1)
        }
    }

    func testEveryOtherEndingRunsOnCancelExactlyOnce() {
        onMain {
            var log: [String] = []
            @MainActor func show(_ title: String) -> TextPrompt {
                let prompt = TextPrompt(title: title, text: "typed")
                prompt.show(
                    timeout: title == "Timeout" ? .milliseconds(150) : nil, onOK: { log.append("ok \($0)") },
                    onCancel: { log.append("cancel \(title)") })
                return prompt
            }
            _ = show("Escape")
            if let window = window(titled: "Escape") { press("Escape", in: window) }
            _ = show("Close")
            if let window = window(titled: "Close") { closeLikeWindowManager(window) }
            spin(until: { log.count == 2 }, "two endings")
            show("Dismiss").dismiss()
            _ = show("Timeout")
            spin(until: { log.count == 4 }, "four endings")
            _ = show("Cancel button")
            if let window = window(titled: "Cancel button") {
                click(gtk_dialog_get_widget_for_response(gd_dialog(window), ResponseID.cancel)!)
            }
            spin(until: { log.count == 5 }, "five endings")
            drainEvents()
            XCTAssertEqual(
                log, ["cancel Escape", "cancel Close", "cancel Dismiss", "cancel Timeout", "cancel Cancel button"])
        }
    }

    func testTimeoutReportsNoText() {
        onMain {
            let result = responses(
                TextPrompt(title: "Slow", text: "half-typed"), thenPress: [], timeout: .milliseconds(100))
            XCTAssertEqual(result, [.timedOut])
        }
    }

    func testSecretPromptHidesTheText() {
        onMain {
            let prompt = TextPrompt(title: "Password", isSecret: true)
            guard let (window, answers) = present(prompt) else { return }
            let field = entry(of: window)
            XCTAssertEqual(gtk_entry_get_visibility(gd_entry(field)), 0)
            XCTAssertEqual(gtk_entry_get_input_purpose(gd_entry(field)), GTK_INPUT_PURPOSE_PASSWORD)
            XCTAssertEqual(atk_object_get_role(gtk_widget_get_accessible(field)), ATK_ROLE_PASSWORD_TEXT)
            type("s3cret é", in: window)
            press("Return", in: window)
            spin(until: { !answers.all.isEmpty }, "the handler")
            XCTAssertEqual(answers.all, [.submitted("s3cret é")])
        }
    }

    func testSuggestionsArePickedWithTheArrowKeys() {
        onMain {
            let prompt = TextPrompt(title: "Branch")
            prompt.suggestions = ["main", "develop", "release/2.0"]
            guard let (window, answers) = present(prompt) else { return }
            XCTAssertFalse(isSensitive(okButton(of: window)), "nothing picked or typed yet")
            press("Down", "Down", in: window)
            spin(until: { Widgets.entryText(self.entry(of: window)) == "develop" }, "the second suggestion")
            XCTAssertTrue(isSensitive(okButton(of: window)))
            press("Return", in: window)
            spin(until: { !answers.all.isEmpty }, "the handler")
            XCTAssertEqual(answers.all, [.submitted("develop")])
        }
    }

    func testSuggestionsFromTheDropDownList() {
        onMain {
            let prompt = TextPrompt(title: "Branch", text: "develop")
            prompt.suggestions = ["main", "develop", "release/2.0"]
            guard let (window, answers) = present(prompt) else { return }
            guard let combo = Self.descendants(of: window).first(where: { Self.isA($0, gtk_combo_box_get_type()) })
            else { return XCTFail("the suggestions are not in a combo box") }
            XCTAssertEqual(gtk_combo_box_get_active(gd_combo_box(combo)), 1, "the initial text is the selected item")
            press("alt+Down", in: window)
            // The list is a popup menu: a second mapped toplevel, holding the keyboard.
            spin(until: { Self.toplevels().contains { $0 != window && gtk_widget_get_mapped($0) != 0 } }, "the list")
            pressWhereTheKeyboardIs("Down", "Return")
            spin(until: { Widgets.entryText(self.entry(of: window)) == "release/2.0" }, "the picked suggestion")
            press("Return", in: window)
            spin(until: { !answers.all.isEmpty }, "the handler")
            XCTAssertEqual(answers.all, [.submitted("release/2.0")])
        }
    }

    func testTypedTextAndTheRuleApplyBesideSuggestions() {
        onMain {
            let free = Validator { $0 == "main" ? .invalid(reason: "main is protected.") : .valid }
            let prompt = TextPrompt(title: "Branch", validator: .nonEmpty.and(free))
            prompt.suggestions = ["main", "develop"]
            guard let (window, answers) = present(prompt) else { return }
            press("Down", in: window)
            spin(until: { Self.labels(in: window).map(Self.labelText).contains("main is protected.") }, "the reason")
            XCTAssertFalse(isSensitive(okButton(of: window)))
            press("Return", in: window)
            drainEvents()
            XCTAssertEqual(answers.all, [], "Return on a refused suggestion leaves the prompt open")
            press("ctrl+a", in: window)
            type("feature/é", in: window)
            press("Return", in: window)
            spin(until: { !answers.all.isEmpty }, "the handler")
            XCTAssertEqual(answers.all, [.submitted("feature/é")])
        }
    }

    func testASecretPromptOffersNoSuggestions() {
        onMain {
            let prompt = TextPrompt(title: "Password", isSecret: true)
            prompt.suggestions = ["hunter2"]
            prompt.show { _ in }
            guard let window = window(titled: "Password") else { return }
            XCTAssertFalse(Self.descendants(of: window).contains { Self.isA($0, gtk_combo_box_get_type()) })
            XCTAssertEqual(gtk_entry_get_visibility(gd_entry(entry(of: window))), 0)
            prompt.dismiss()
        }
    }

    func testAsyncValue() {
        onMain {
            var values: [String?] = []
            Task { values.append(await TextPrompt(title: "Async", text: "initial").value()) }
            guard let first = window(titled: "Async") else { return }
            press("End", "exclam", "Return", in: first)
            spin(until: { values.count == 1 }, "the async caller")
            Task { values.append(await TextPrompt(title: "Async").value()) }
            guard let second = window(titled: "Async") else { return }
            press("Escape", in: second)
            spin(until: { values.count == 2 }, "the async caller")
            XCTAssertEqual(values, ["initial!", nil])
        }
    }

    func testPlainTextAndTitles() {
        onMain {
            let hostile = "<b>x</b> & %n"
            TextPrompt(title: hostile, message: hostile, placeholder: hostile, text: hostile, okTitle: "_Go")
                .show { _ in }
            guard let window = window(titled: hostile) else { return }
            XCTAssertEqual(Self.accessibleName(window), hostile)
            XCTAssertEqual(Self.labels(in: window).map(Self.labelText).prefix(2), [hostile, hostile])
            let field = entry(of: window)
            XCTAssertEqual(String(cString: gtk_entry_get_text(gd_entry(field))), hostile)
            XCTAssertEqual(String(cString: gtk_entry_get_placeholder_text(gd_entry(field))), hostile)
            XCTAssertEqual(Self.accessibleName(field), hostile, "the message names the entry")
            XCTAssertEqual(Self.buttonLabel(okButton(of: window)), "_Go")
            XCTAssertEqual(gtk_button_get_use_underline(gd_button(okButton(of: window))), 0)
            waitForKeyboardFocus(window)
            XCTAssertNotEqual(gtk_widget_has_focus(field), 0, "the entry has the focus")
        }
    }

    func testExtraButtons() {
        onMain {
            let prompt = TextPrompt(title: "Extra")
            prompt.extraButtons = ["Skip"]
            guard let (window, answers) = present(prompt) else { return }
            click(gtk_dialog_get_widget_for_response(gd_dialog(window), ResponseID.extra(0))!)
            spin(until: { !answers.all.isEmpty }, "the handler")
            XCTAssertEqual(answers.all, [.extraButton(0)])
        }
    }
}
