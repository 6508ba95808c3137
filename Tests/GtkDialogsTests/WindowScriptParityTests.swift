import CGtk
import CGtkBridge
import DialogsTesting
import XCTest

@testable import DialogsCore
@testable import GtkDialogs

/// The same person's story told twice — with real keys at a GTK window, and to a
/// `ScriptedUser` — gives the app the same answer: a dialog kind's rules (Escape's
/// answer, validation, changed keys, what a secret prompt offers) are decided
/// once, by the kind's description, for both.
final class WindowScriptParityTests: GUITestCase, @unchecked Sendable {
    /// Shows a dialog to a scripted user that follows `story`; returns the answers and failures.
    @MainActor
    private func scripted<Response>(
        _ story: (ScriptedUser) -> Void, show: (@escaping @MainActor (Response) -> Void) -> Void
    ) -> (answers: [Response], failures: [String]) {
        let failures = Answers<String>()
        let user = ScriptedUser(report: { message, _, _ in failures.record(message) })
        story(user)
        user.install()
        let answers = Answers<Response>()
        show { answers.record($0) }
        user.settleNow()
        user.uninstall()
        return (answers.all, failures.all)
    }

    func testEscapeAnswersAlikeWithAndWithoutACancelButton() {
        onMain {
            for (cancelButton, expected) in [(0, AlertResponse.button(0)), (nil, .closed)] {
                let alert = Alert(
                    title: "Unsaved changes", buttons: ["Keep editing", "Discard"], cancelButton: cancelButton)
                let windowAnswers = Answers<AlertResponse>()
                alert.show { windowAnswers.record($0) }
                guard let window = window(titled: "Unsaved changes") else { return }
                press("Escape", in: window)
                spin(until: { !windowAnswers.all.isEmpty }, "the alert's handler")

                let script = scripted({ $0.close("Unsaved changes") }, show: { alert.show(handler: $0) })
                XCTAssertEqual(script.failures, [])
                XCTAssertEqual(windowAnswers.all, [expected], "cancel button \(String(describing: cancelButton))")
                XCTAssertEqual(script.answers, windowAnswers.all, "cancel button \(String(describing: cancelButton))")
            }
        }
    }

    /// The editor's text field takes any opacity GDK reads; without an opacity slider both answers are opaque.
    func testAColorChooserDropsTheSameOpacity() {
        onMain {
            let chooser = ColorChooser(title: "Ink", color: .black)
            chooser.showsPalette = false
            let windowAnswers = Answers<ColorResponse>()
            chooser.show { windowAnswers.record($0) }
            guard let window = window(titled: "Ink") else { return }
            guard let entry = Self.descendants(of: window).first(where: { Self.isA($0, gtk_entry_get_type()) })
            else { return XCTFail("the editor has no text field") }
            gtk_widget_grab_focus(entry)
            press("ctrl+a", in: window)
            type("rgba(0,128,128,0.5)", in: window)
            press("Return", in: window)
            click(gtk_dialog_get_widget_for_response(gd_dialog(window), GTK_RESPONSE_OK.rawValue))
            spin(until: { !windowAnswers.all.isEmpty }, "the chooser's handler")

            let teal = RGBAColor(red: 0, green: 128.0 / 255, blue: 128.0 / 255, alpha: 0.5)
            let script = scripted(
                { $0.pick(RGBAColor(red: teal.red, green: teal.green, blue: teal.blue), inColorChooser: "Ink") },
                show: { chooser.show(handler: $0) })
            XCTAssertEqual(script.failures, [])
            XCTAssertEqual(windowAnswers.all.map { $0.color?.text }, ["rgb(0,128,128)"])
            XCTAssertEqual(script.answers.map { $0.color?.text }, windowAnswers.all.map { $0.color?.text })
        }
    }

    func testAPromptRefusesAndAcceptsTheSameText() {
        onMain {
            let pin = Validator { text in
                text.count == 4 && text.allSatisfy(\.isNumber) ? .valid : .invalid(reason: "Enter 4 digits.")
            }
            let prompt = TextPrompt(title: "PIN", validator: pin)
            let windowAnswers = Answers<PromptResponse>()
            prompt.show { windowAnswers.record($0) }
            guard let window = window(titled: "PIN") else { return }
            let ok = gtk_dialog_get_widget_for_response(gd_dialog(window), ResponseID.accept)!
            type("12", in: window)
            press("Return", in: window)
            drainEvents()
            let windowRefusesTwelve = gtk_widget_get_sensitive(ok) == 0 && windowAnswers.all.isEmpty
            type("34", in: window)
            press("Return", in: window)
            spin(until: { !windowAnswers.all.isEmpty }, "the prompt's handler")

            let refused = scripted({ $0.type("12", into: "PIN") }, show: { prompt.show(handler: $0) })
            let accepted = scripted({ $0.type("1234", into: "PIN") }, show: { prompt.show(handler: $0) })
            XCTAssertTrue(windowRefusesTwelve, "the window refuses 12")
            // Button labels follow LANGUAGE (another test may have changed it): compare the refusal.
            XCTAssertEqual(refused.failures.count, 1)
            XCTAssertTrue(
                refused.failures.first?.hasSuffix(
                    "refuses \"12\": Enter 4 digits. (its OK button stays insensitive)") ?? false,
                "\(refused.failures)")
            XCTAssertEqual(windowAnswers.all, [.submitted("1234")])
            XCTAssertEqual(accepted.answers, windowAnswers.all)
            XCTAssertEqual(accepted.failures, [])
        }
    }

    func testAFormSavesTheSameValuesAndChangedKeys() throws {
        try onMain {
            let form = try FormDialog(
                title: "Edit Contact",
                fields: [
                    FormField(key: "name", label: "Name", value: "Ada Lovelace", isRequired: true),
                    FormField(key: "email", label: "Email", kind: .email),
                    FormField(key: "born", label: "Born", value: "1815", kind: .number),
                ])
            let windowAnswers = Answers<FormResponse>()
            form.show { windowAnswers.record($0) }
            guard let window = window(titled: "Edit Contact") else { return }
            press("Tab", in: window)
            type("ada@example.org", in: window)
            press("Return", in: window)
            // The same value typed again is not a change.
            press("ctrl+a", in: window)
            type("1815", in: window)
            press("Return", in: window)
            spin(until: { !windowAnswers.all.isEmpty }, "the form's handler")

            let script = scripted(
                { $0.fill("Edit Contact", with: ["email": "ada@example.org", "born": "1815"]) },
                show: { form.show(handler: $0) })
            XCTAssertEqual(
                windowAnswers.all,
                [
                    .saved(
                        values: ["name": "Ada Lovelace", "email": "ada@example.org", "born": "1815"],
                        changedKeys: ["email"])
                ])
            XCTAssertEqual(script.answers, windowAnswers.all)
            XCTAssertEqual(script.failures, [])
        }
    }

    func testAListFieldAnswersTheSameRowIndex() throws {
        try onMain {
            let fruit = FormList(items: ["apple", "pear", "plum"])
            let form = try FormDialog(
                title: "Pick Fruit",
                fields: [
                    FormField(key: "fruit", label: "Fruit", kind: .list(fruit)),
                    FormField(key: "note", label: "Note"),
                ])
            let windowAnswers = Answers<FormResponse>()
            form.show { windowAnswers.record($0) }
            guard let window = window(titled: "Pick Fruit") else { return }
            press("Down", in: window)
            press("Down", in: window)
            press("Return", in: window)
            press("Return", in: window)
            spin(until: { !windowAnswers.all.isEmpty }, "the form's handler")

            let script = scripted({ $0.fill("Pick Fruit", with: ["fruit": "2"]) }, show: { form.show(handler: $0) })
            XCTAssertEqual(windowAnswers.all, [.saved(values: ["fruit": "2", "note": ""], changedKeys: ["fruit"])])
            XCTAssertEqual(script.answers, windowAnswers.all)
            XCTAssertEqual(script.failures, [])
            XCTAssertEqual(fruit.row(forValue: "2"), ["plum"])
        }
    }

    func testAFormRefusesTheSameInvalidValue() throws {
        try onMain {
            let form = try FormDialog(
                title: "Born", fields: [FormField(key: "born", label: "Born", value: "1815", kind: .number)])
            let windowAnswers = Answers<FormResponse>()
            form.show { windowAnswers.record($0) }
            guard let window = window(titled: "Born") else { return }
            let save = gtk_dialog_get_widget_for_response(gd_dialog(window), ResponseID.accept)!
            press("ctrl+a", in: window)
            type("18x5", in: window)
            press("Return", in: window)
            drainEvents()
            XCTAssertEqual(gtk_widget_get_sensitive(save), 0, "the window's Save is insensitive")
            XCTAssertEqual(windowAnswers.all, [], "the window stays open")
            press("Escape", in: window)
            spin(until: { !windowAnswers.all.isEmpty }, "the form's handler")

            let script = scripted({ $0.fill("Born", with: ["born": "18x5"]) }, show: { form.show(handler: $0) })
            XCTAssertEqual(script.failures.count, 1)
            XCTAssertTrue(
                script.failures.first?.contains("refuses \"18x5\" in its field \"Born\"") ?? false,
                "\(script.failures)")
            XCTAssertEqual(script.answers, [.dismissed])
        }
    }

    func testASecretPromptOffersNothingInEither() {
        onMain {
            let prompt = TextPrompt(title: "Passphrase", isSecret: true)
            prompt.suggestions = ["hunter2", "letmein"]
            prompt.show { _ in }
            guard let window = window(titled: "Passphrase") else { return }
            let windowOffersAList = Self.descendants(of: window).contains { Self.isA($0, gtk_combo_box_get_type()) }
            prompt.dismiss()

            let user = ScriptedUser()
            user.cancel("Passphrase")
            user.install()
            prompt.show { _ in }
            user.settleNow()
            user.uninstall()
            XCTAssertFalse(windowOffersAList, "the window shows no drop-down")
            XCTAssertEqual(user.shown.first?.fields.first?.offered, [])
        }
    }

    func testADateDialogAnswersAlikeInsideItsBoundsAndRefusesAlikeOutside() throws {
        try onMain {
            let start = try CalendarDate(year: 2024, month: 3, day: 5)
            let dialog = try DateDialog(
                title: "Deadline", date: start, earliest: start, latest: start.adding(days: 10))
            let windowAnswers = Answers<DateResponse>()
            dialog.show { windowAnswers.record($0) }
            guard let window = window(titled: "Deadline") else { return }
            press("Down", "Return", in: window)  // a week on
            spin(until: { !windowAnswers.all.isEmpty }, "the date dialog's handler")
            let script = scripted(
                { $0.pick(start.adding(days: 7), inCalendar: "Deadline") }, show: { dialog.show(handler: $0) })
            XCTAssertEqual(script.failures, [])
            XCTAssertEqual(script.answers, windowAnswers.all)
            XCTAssertEqual(windowAnswers.all, [.chosen(start.adding(days: 7))])

            dialog.show { windowAnswers.record($0) }
            guard let second = self.window(titled: "Deadline") else { return }
            press("ctrl+Right", "Return", in: second)  // 5 April: after the latest day, OK stays insensitive
            XCTAssertEqual(windowAnswers.all.count, 1, "Return outside the bounds chooses nothing")
            dialog.dismiss()
            let refused = scripted(
                { $0.pick(start.adding(days: 31), inCalendar: "Deadline") }, show: { dialog.show(handler: $0) })
            XCTAssertEqual(refused.answers, [.dismissed])
            XCTAssertEqual(refused.failures.count, 1, "the script cannot choose it either")
        }
    }
}
