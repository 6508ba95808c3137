import CGtk
import CGtkBridge
import XCTest

@testable import DialogsCore
@testable import DialogsTesting
@testable import GtkDialogs

private struct Member: Equatable {
    enum Plan: String, CaseIterable { case free = "Free", pro = "Pro" }
    var name = "Ada Lovelace"
    var born = 1815
    var subscribed = false
    var plan = Plan.free
}

@MainActor private let memberFields: [FormBinding<Member>] = [
    .text("Name", \.name, isRequired: true), .number("Born", \.born), .toggle("Newsletter", \.subscribed),
    .choice("Plan", \.plan),
]

/// Typed forms, literal forms with no `try`, countdowns and the prompt's text callback:
/// with real X input, and told to a scripted user.
final class TypedFormTests: GUITestCase, @unchecked Sendable {
    func testATypedFormAnswersTheEditedValueAndWhatChanged() {
        onMain {
            let answers = Answers<EditedValue<Member>?>()
            Task { @MainActor in
                answers.record(await FormDialog.edit(Member(), title: "Member", fields: memberFields))
            }
            guard let window = window(titled: "Member") else { return }
            press("Tab", in: window)
            press("ctrl+a", in: window)
            type("1816", in: window)
            click(gtk_dialog_get_widget_for_response(gd_dialog(window), ResponseID.accept)!)
            spin(until: { !answers.all.isEmpty }, "the edited value")
            drainEvents()
            XCTAssertEqual(answers.only??.value, Member(born: 1816))
            XCTAssertEqual(answers.only??.changed, [\Member.born])
        }
    }

    func testATypedFormRefusesANumberItsPropertyCannotHold() {
        onMain {
            let answers = Answers<EditedValue<Member>?>()
            Task { @MainActor in
                answers.record(await FormDialog.edit(Member(), title: "Member", fields: memberFields))
            }
            guard let window = window(titled: "Member") else { return }
            let save = gtk_dialog_get_widget_for_response(gd_dialog(window), ResponseID.accept)!
            press("Tab", "ctrl+a", in: window)
            type("18.5", in: window)
            XCTAssertEqual(gtk_widget_get_sensitive(save), 0, "Save waits for a whole number")
            XCTAssertTrue(Self.labels(in: window).map(Self.labelText).contains("Enter a whole number, such as 1815."))
            press("Escape", in: window)
            spin(until: { !answers.all.isEmpty }, "the answer")
            XCTAssertEqual(answers.all.count, 1)
            XCTAssertNil(answers.only ?? nil)
        }
    }

    /// An `Int` field's reason asks for a whole number from the first wrong key on (it said "such
    /// as 1815 or 2.5" and then refused 2.5); a `Double` field's keeps the decimal example, and
    /// takes a decimal comma as its reason says.
    func testATypedNumberFieldsReasonFitsItsType() {
        struct Person { var born = 1815, height = 1.7 }
        onMain {
            var saved: [Person] = []
            FormDialog.edit(
                Person(), title: "Person", fields: [.number("Born", \.born), .number("Height", \.height)],
                onSave: { saved.append($0.value) })
            guard let window = window(titled: "Person") else { return }
            let reasons = { Self.labels(in: window).map(Self.labelText).filter { $0.hasPrefix("Enter") } }
            press("ctrl+a", in: window)
            type("x", in: window)
            XCTAssertEqual(reasons(), ["Enter a whole number, such as 1815."])
            press("ctrl+a", in: window)
            type("2.5", in: window)
            XCTAssertEqual(reasons(), ["Enter a whole number, such as 1815."])
            press("ctrl+a", in: window)
            type("1816", in: window)
            press("Tab", "ctrl+a", in: window)
            type("x", in: window)
            XCTAssertEqual(reasons(), ["Enter a number, such as 1815 or 2.5."])
            press("ctrl+a", in: window)
            type("1,8", in: window)
            XCTAssertEqual(reasons(), [])
            press("Return", in: window)
            spin(until: { !saved.isEmpty }, "the save")
            XCTAssertEqual(saved.map(\.born), [1816])
            XCTAssertEqual(saved.map(\.height), [1.8])
        }
    }

    @MainActor
    func testAScriptedUserFillsATypedFormByLabel() async {
        let user = ScriptedUser()
        user.fill("Member", with: ["Name": "Grace Hopper", "Newsletter": "true", "Plan": "Pro"])
        user.install()
        let edited = await FormDialog.edit(Member(), title: "Member", fields: memberFields)
        user.uninstall()
        XCTAssertEqual(edited?.value, Member(name: "Grace Hopper", born: 1815, subscribed: true, plan: .pro))
        XCTAssertEqual(edited?.changed, [\Member.name, \Member.subscribed, \Member.plan])
        XCTAssertEqual(user.shown.first?.fields.map(\.value), ["Ada Lovelace", "1815", "false", "Free"])
    }

    func testALiteralFormNeedsNoTryAndADuplicateKeyIsAProgrammerError() {
        onMain {
            var form: FormDialog?
            let errors = expectingProgrammerErrors {
                form = FormDialog(title: "Twice") {
                    FormField(key: "a", label: "A")
                    FormField(key: "a", label: "Again")
                }
            }
            XCTAssertEqual(errors.count, 1)
            XCTAssertEqual(form?.fields.map(\.label), ["A"], "release builds keep the first")
            XCTAssertEqual(FormDialog(title: "Fine") { FormField(key: "b", label: "B") }.fields.map(\.key), ["b"])
        }
    }

    // MARK: Countdown and the prompt's text callback

    func testAPromptAndAFormCountDownOnTheirAcceptButton() throws {
        try onMain {
            let prompt = TextPrompt(title: "Counting prompt", text: "x")
            prompt.showsCountdown = true
            prompt.show(timeout: .seconds(30)) { _ in }
            let form = try FormDialog(title: "Counting form", fields: [FormField(key: "a", label: "A")])
            form.showsCountdown = true
            form.show(timeout: .seconds(20)) { _ in }
            for (title, label) in [("Counting prompt", "_OK (30)"), ("Counting form", "_Save (20)")] {
                guard let window = window(titled: title) else { return }
                let accept = gtk_dialog_get_widget_for_response(gd_dialog(window), ResponseID.accept)!
                XCTAssertEqual(Self.buttonLabel(accept), label)
            }
            prompt.dismiss()
            form.dismiss()
        }
    }

    func testThePromptReportsEachEdit() {
        onMain {
            let edits = Answers<String>()
            let prompt = TextPrompt(title: "Live")
            prompt.onTextChange = { edits.record($0) }
            let answers = Answers<PromptResponse>()
            prompt.show { answers.record($0) }
            guard let window = window(titled: "Live") else { return }
            type("Ada", in: window)
            press("Return", in: window)
            spin(until: { !answers.all.isEmpty }, "the answer")
            XCTAssertEqual(edits.all, ["A", "Ad", "Ada"])
            XCTAssertEqual(answers.all, [.submitted("Ada")])
        }
    }

    @MainActor
    func testAScriptedUsersTypedTextArrivesInOneEdit() async {
        let edits = Answers<String>()
        let user = ScriptedUser()
        user.type("Ada", into: "Live")
        user.install()
        let prompt = TextPrompt(title: "Live")
        prompt.onTextChange = { edits.record($0) }
        let name = await prompt.value()
        user.uninstall()
        XCTAssertEqual(edits.all, ["Ada"])
        XCTAssertEqual(name, "Ada")
    }
}
