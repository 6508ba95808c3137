import CGtk
import CGtkBridge
import XCTest

@testable import GtkDialogs

/// Fault paths and hostile input: exactly one ending, nothing leaked (checked
/// by `tearDown`), nothing rendered as markup that was not asked for.
final class HardeningTests: GUITestCase, @unchecked Sendable {
    // MARK: Fault paths

    func testAHandlerDismissesADifferentDialog() {
        onMain {
            let first = Answers<AlertResponse>()
            let second = Answers<AlertResponse>()
            let other = Alert(title: "Other", buttons: ["OK"])
            Alert(title: "Dismisser", buttons: ["Go"]).show { response in
                first.record(response)
                other.dismiss()
            }
            other.show { second.record($0) }
            guard let window = window(titled: "Dismisser") else { return }
            press("Return", in: window)
            spin(until: { !second.all.isEmpty }, "the other dialog's handler")
            drainEvents()
            XCTAssertEqual(first.all, [.button(0)])
            XCTAssertEqual(second.all, [.dismissed])
        }
    }

    func testTwoDialogsAnsweredInReverseOrder() {
        onMain {
            var log: [String] = []
            Alert(title: "Older", buttons: ["A", "B"], defaultButton: 0).show { log.append("older \($0)") }
            TextPrompt(title: "Newer").show(
                onOK: { log.append("newer \($0)") }, onCancel: { log.append("newer cancel") })
            guard let newer = window(titled: "Newer"), let older = window(titled: "Older") else { return }
            type("text", in: newer)
            press("Return", in: newer)
            press("Tab", "Return", in: older)
            spin(until: { log.count == 2 }, "both handlers")
            drainEvents()
            XCTAssertEqual(log, ["newer text", "older button(1)"])
        }
    }

    func testATimeoutRacingAClickReportsExactlyOneEnding() {
        onMain {
            for _ in 0..<20 {
                let answers = Answers<AlertResponse>()
                let alert = Alert(title: "Race", buttons: ["OK"])
                alert.show(timeout: .zero) { answers.record($0) }
                // The click and the timeout become ready in the same main-loop iteration.
                let window = DialogSession.open.last!.window!
                let button = gtk_dialog_get_widget_for_response(gd_dialog(window), 0)!
                g_idle_add_full(G_PRIORITY_DEFAULT, clickOnce, UnsafeMutableRawPointer(button), nil)
                spin(until: { !answers.all.isEmpty }, "an ending")
                drainEvents()
                XCTAssertEqual(answers.all.count, 1, "\(answers.all)")
                XCTAssertTrue([.timedOut, .button(0)].contains(answers.all.first), "\(answers.all)")
            }
        }
    }

    func testQuitWhileDialogsAreOpenResumesEveryAsyncCaller() throws {
        try onMain {
            var results: [String] = []
            let form = try FormDialog(title: "Quit form", fields: [FormField(key: "a", label: "A")])
            Task { results.append("alert \(await Alert(title: "Quit alert", buttons: ["OK"]).response())") }
            Task { results.append("prompt \(String(describing: await TextPrompt(title: "Quit prompt").value()))") }
            Task { results.append("form \(String(describing: await form.values()))") }
            spin(until: { Dialogs.openDialogCount == 3 }, "three dialogs")
            Dialogs.quit()
            spin(until: { results.count == 3 }, "three resumed callers")
            XCTAssertEqual(Set(results), ["alert dismissed", "prompt nil", "form nil"])
        }
    }

    func testAHandlerThatDropsTheLastReferenceToItsOwner() {
        @MainActor final class Owner {
            let alert = Alert(title: "Owned", buttons: ["OK"])
            var onDeinit: () -> Void = {}
            isolated deinit { onDeinit() }
        }
        @MainActor final class Holder { var owner: Owner? }
        onMain {
            let holder = Holder()
            var events: [String] = []
            holder.owner = Owner()
            holder.owner!.onDeinit = { events.append("owner freed") }
            holder.owner!.alert.show { response in
                holder.owner = nil  // the last reference to the object that owns this alert
                events.append("handler \(response)")
            }
            guard let window = window(titled: "Owned") else { return }
            press("Return", in: window)
            spin(until: { events.count == 2 }, "the handler")
            XCTAssertEqual(events, ["owner freed", "handler button(0)"])
        }
    }

    // MARK: Hostile input

    private static let hostile = "<span size='xx-large'>big</span> & <b>x &amp; %s%n%x%p"

    func testHostileTextInFormsIsShownLiterally() throws {
        try onMain {
            let answers = Answers<FormResponse>()
            try FormDialog(
                title: Self.hostile, message: Self.hostile,
                fields: [
                    FormField(key: "a", label: Self.hostile, value: Self.hostile, placeholder: Self.hostile),
                    FormField(key: "b", label: "Nul", value: "a\0b"),
                ]
            ).show { answers.record($0) }
            guard let window = window(titled: Self.hostile) else { return }
            let labels = Self.labels(in: window).map(Self.labelText)
            XCTAssertEqual(labels.filter { $0 == Self.hostile }.count, 3, "heading, message and field label: \(labels)")
            let entries = Self.entries(in: window)
            XCTAssertEqual(String(cString: gtk_entry_get_text(gd_entry(entries[0]))), Self.hostile)
            XCTAssertEqual(String(cString: gtk_entry_get_placeholder_text(gd_entry(entries[0]))), Self.hostile)
            XCTAssertEqual(String(cString: gtk_entry_get_text(gd_entry(entries[1]))), "a\u{FFFD}b")
            press("Return", "Return", in: window)
            spin(until: { !answers.all.isEmpty }, "the handler")
            XCTAssertEqual(answers.all.first?.values, ["a": Self.hostile, "b": "a\u{FFFD}b"])
        }
    }

    func testAMegabyteMessageStaysOnScreen() {
        onMain {
            let message = String(repeating: "0123456789abcdef ", count: 62_000)  // just over 1 MB
            XCTAssertGreaterThan(message.utf8.count, 1_000_000)
            Alert(title: "Megabyte", message: message).show()
            guard let window = window(titled: "Megabyte") else { return }
            assertFitsTheScreen(window)
        }
    }

    func testTwoHundredButtonsScrollAndStillAnswer() {
        onMain {
            let answers = Answers<AlertResponse>()
            let labels = (0..<200).map { "Button \($0)" }
            Alert(title: "Many buttons", buttons: labels, cancelButton: 0).show { answers.record($0) }
            guard let window = window(titled: "Many buttons") else { return }
            assertFitsTheScreen(window)
            let area = gtk_dialog_get_content_area(gd_dialog(window))!
            let buttons = Self.descendants(of: area).filter { Self.isA($0, gtk_button_get_type()) }
            XCTAssertEqual(buttons.map(Self.buttonLabel), labels)
            gtk_widget_grab_focus(buttons[150])
            press("Return", in: window)
            spin(until: { !answers.all.isEmpty }, "the handler")
            XCTAssertEqual(answers.all, [.button(150)])
        }
    }

    func testEmptyTitleRightToLeftCombiningAndEmoji() {
        onMain {
            let texts = ["مرحبا بالعالم", "e\u{301}te\u{301} n\u{303}", "👩‍👩‍👧‍👦 🙂 🇫🇷", "שלום <b>"]
            for text in texts {
                Alert(title: "", message: text, buttons: [text]).show()
                let window = DialogSession.open.last!.window!
                spin(until: { gtk_widget_get_mapped(window) != 0 }, "the window")
                XCTAssertEqual(String(cString: gtk_window_get_title(gd_window(window))), "")
                XCTAssertEqual(Self.labels(in: window).map(Self.labelText), [text])
                XCTAssertEqual(Self.buttons(in: window).map(Self.buttonLabel), [text])
                DialogSession.open.last!.dismiss()
            }
        }
    }
}

private let clickOnce: GSourceFunc = { button in
    gtk_button_clicked(gd_button(button))
    return 0
}
