import CGtk
import CGtkBridge
import DialogsGLib
import XCTest

@testable import DialogsCore
@testable import GtkDialogs

/// Dialogs changed by code while they show, answered with real X keys: what the window shows and
/// what the answer says follow the change; a change after the end reaches nothing.
final class LiveDialogTests: GUITestCase, @unchecked Sendable {
    @MainActor
    private func isSensitive(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
        gtk_widget_is_sensitive(widget) != 0
    }

    @MainActor
    private func title(of window: UnsafeMutablePointer<GtkWidget>) -> String {
        gtk_window_get_title(gd_window(window)).map { String(cString: $0) } ?? ""
    }

    func testAnAlertTakesANewTitleMessageAndLabelsAndAButtonCodeDisabledIgnoresReturn() {
        onMain {
            let answers = Answers<AlertResponse>()
            let alert = Alert(
                title: "Updating", message: "Checking for updates…", buttons: ["Later", "Install"],
                cancelButton: 0, defaultButton: 1)
            alert.setButton(.accept, isEnabled: false)
            alert.show { answers.record($0) }
            guard let window = window(titled: "Updating") else { return }
            let buttons = Self.buttons(in: window)
            XCTAssertFalse(isSensitive(buttons[1]), "disabled before it showed")
            press("Return", in: window)
            drainEvents()
            XCTAssertTrue(answers.all.isEmpty, "Return does not reach a button code made insensitive")

            alert.title = "3 updates"
            alert.message = "Firefox, Git and GTK can be updated."
            alert.buttons = ["Not now", "Install all"]
            alert.setButton(.accept, isEnabled: true)
            drainEvents()
            XCTAssertEqual(title(of: window), "3 updates")
            XCTAssertEqual(
                Self.labels(in: window).map(Self.labelText), ["3 updates", "Firefox, Git and GTK can be updated."])
            XCTAssertEqual(buttons.map(Self.buttonLabel), ["Not now", "Install all"])
            XCTAssertEqual(Self.accessibleName(buttons[1]), "Install all")
            XCTAssertTrue(isSensitive(buttons[1]))
            press("Return", in: window)
            spin(until: { !answers.all.isEmpty }, "the answer")
            XCTAssertEqual(answers.all, [.button(1)])

            alert.title = "After the end"
            alert.message = nil
            drainEvents()
            XCTAssertNil(Self.toplevels().first { self.title(of: $0) == "After the end" }, "nothing shows it")
            XCTAssertEqual(answers.all.count, 1)
        }
    }

    func testAPromptShowsTextCodeSetsAndItsOKFollowsBothTheRuleAndTheCode() {
        onMain {
            let answers = Answers<PromptResponse>()
            let prompt = TextPrompt(title: "Rename", text: "draft.txt")
            prompt.show { answers.record($0) }
            guard let window = window(titled: "Rename") else { return }
            let ok = gtk_dialog_get_widget_for_response(gd_dialog(window), ResponseID.accept)!
            let entry = Self.entries(in: window)[0]

            prompt.setButton(.accept, isEnabled: false)
            prompt.message = "Checking the name…"
            prompt.okTitle = "Rename"
            drainEvents()
            XCTAssertFalse(isSensitive(ok), "valid text, but code said no")
            XCTAssertEqual(Self.buttonLabel(ok), "Rename")
            XCTAssertTrue(Self.labels(in: window).map(Self.labelText).contains("Checking the name…"))
            press("Return", in: window)
            drainEvents()
            XCTAssertTrue(answers.all.isEmpty, "Return in the entry does not submit")

            prompt.text = ""
            prompt.setButton(.accept, isEnabled: true)
            drainEvents()
            XCTAssertEqual(Widgets.entryText(entry), "")
            XCTAssertFalse(isSensitive(ok), "code allows it, the rule (not empty) does not")
            prompt.text = "report.txt"
            drainEvents()
            XCTAssertTrue(isSensitive(ok))
            press("End", in: window)
            type(".bak", in: window)
            press("Return", in: window)
            spin(until: { !answers.all.isEmpty }, "the answer")
            XCTAssertEqual(answers.all, [.submitted("report.txt.bak")])
        }
    }

    func testAFormFieldTakesAValueCodeSetsAndSaveSavesIt() throws {
        try onMain {
            let answers = Answers<FormResponse>()
            let form = try FormDialog(
                title: "Account",
                fields: [
                    FormField(key: "user", label: "User", value: "ada", isRequired: true),
                    FormField(key: "admin", label: "Administrator", kind: .boolean),
                ])
            form.show { answers.record($0) }
            guard let window = window(titled: "Account") else { return }
            try form.setValue("", forField: "user")
            drainEvents()
            let save = gtk_dialog_get_widget_for_response(gd_dialog(window), ResponseID.accept)!
            XCTAssertFalse(isSensitive(save), "a required field emptied by code blocks Save")
            try form.setValue("grace", forField: "user")
            try form.setValue("true", forField: "admin")
            XCTAssertThrowsError(try form.setValue("x", forField: "nobody")) { error in
                XCTAssertEqual(error as? FormError, .unknownField("nobody"))
                XCTAssertEqual(
                    "\(error)", "The form has no field with the key \"nobody\"; use the key of one of its fields.")
            }
            drainEvents()
            XCTAssertEqual(Widgets.entryText(Self.entries(in: window)[0]), "grace")
            XCTAssertTrue(isSensitive(save))
            click(save)
            spin(until: { !answers.all.isEmpty }, "the answer")
            XCTAssertEqual(answers.all.first?.values, ["user": "grace", "admin": "true"])
        }
    }

    func testAListTakesRowsCodeAddsRemovesAndReplacesAndAnswersWithTheRightValue() {
        onMain {
            let answers = Answers<ListResponse<String>>()
            let list = ListDialog(title: "Devices", items: ["Keyboard", "Mouse"])
            list.show { answers.record($0) }
            guard let window = window(titled: "Devices") else { return }
            list.appendRow("Headphones")
            list.removeRow(at: 0)
            list.replaceRow(at: 0, with: "Mouse (connected)")
            list.appendRow("Speaker")
            drainEvents()
            let view = Self.descendants(of: window).first { Self.isA($0, gtk_tree_view_get_type()) }!
            let model = gtk_tree_view_get_model(gd_tree_view(view))!
            var shown: [String] = []
            var iter = GtkTreeIter()
            var more = gtk_tree_model_get_iter_first(model, &iter) != 0
            while more {
                shown.append(CStrings.takeOwnership(gd_tree_model_dup_string(model, &iter, 0)))
                more = gtk_tree_model_iter_next(model, &iter) != 0
            }
            XCTAssertEqual(shown, ["Mouse (connected)", "Headphones", "Speaker"])
            let errors = expectingProgrammerErrors { list.removeRow(at: 3) }
            XCTAssertEqual(errors.count, 1)
            XCTAssertTrue(errors.first?.contains("past the last row of list \"Devices\" (3 rows)") == true, "\(errors)")
            press("End", "Up", "Return", in: window)
            spin(until: { !answers.all.isEmpty }, "the answer")
            XCTAssertEqual(answers.all.first?.values, ["Headphones"])

            list.show { answers.record($0) }
            guard let again = self.window(titled: "Devices") else { return }
            press("Home", "Return", in: again)
            spin(until: { answers.all.count == 2 }, "the second answer")
            XCTAssertEqual(answers.all.last?.values, ["Mouse (connected)"], "the next showing has the rows code left")
        }
    }

    func testEveryOtherKindTakesANewTitleAndButtonLabels() {
        onMain {
            let scale = ScaleDialog(title: "Volume", message: "Loudness", range: 0...10, value: 5)
            let date = DateDialog(title: "Date")
            let color = ColorChooser(title: "Colour")
            let font = FontChooser(title: "Font")
            let viewer = TextViewer(title: "Terms", source: .text("Read me"))
            let progress = ProgressDialog(title: "Copying", message: "Starting")
            var ended = 0
            scale.show { _ in ended += 1 }
            date.show { _ in ended += 1 }
            color.show { _ in ended += 1 }
            font.show { _ in ended += 1 }
            viewer.show { _ in ended += 1 }
            _ = progress.show { _ in ended += 1 }
            for title in ["Volume", "Date", "Colour", "Font", "Terms", "Copying"] {
                XCTAssertNotNil(window(titled: title), title)
            }
            scale.title = "Volume (new)"
            scale.message = "Louder"
            scale.okTitle = "Set"
            date.title = "Date (new)"
            date.cancelTitle = "Keep"
            color.title = "Colour (new)"
            color.selectTitle = "Use"
            font.title = "Font (new)"
            font.selectTitle = "Use"
            viewer.title = "Terms (new)"
            viewer.okTitle = "Agree"
            progress.title = "Copying (new)"
            progress.message = "Halfway"
            drainEvents()
            @MainActor func labels(_ title: String) -> [String] {
                guard let window = window(titled: title) else { return [] }
                return Self.descendants(of: window).filter { Self.isA($0, gtk_button_get_type()) }.compactMap {
                    gtk_button_get_label(gd_button($0)).map { String(cString: $0) }
                }
            }
            XCTAssertTrue(labels("Volume (new)").contains("Set"))
            XCTAssertTrue(labels("Date (new)").contains("Keep"))
            XCTAssertTrue(labels("Colour (new)").contains("Use"))
            XCTAssertTrue(labels("Font (new)").contains("Use"))
            XCTAssertTrue(labels("Terms (new)").contains("Agree"))
            if let scaleWindow = window(titled: "Volume (new)") {
                XCTAssertTrue(Self.labels(in: scaleWindow).map(Self.labelText).contains("Louder"))
            }
            if let progressWindow = window(titled: "Copying (new)") {
                XCTAssertTrue(Self.labels(in: progressWindow).map(Self.labelText).contains("Halfway"))
            }
            scale.dismiss()
            date.dismiss()
            color.dismiss()
            font.dismiss()
            viewer.dismiss()
            progress.dismiss()
            spin(until: { ended == 6 }, "every dialog ended")
        }
    }
}
