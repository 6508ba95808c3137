import CGtk
import CGtkBridge
import XCTest

@testable import DialogsCore
@testable import DialogsTesting
@testable import GtkDialogs

/// A form's read-only labels and separators: with real keys (X and Wayland) Return passes them by
/// and saves from the last field that takes a value, and the answer has no value of theirs; told
/// to a scripted user, they are no fields to fill.
final class FormDecorationTests: GUITestCase, @unchecked Sendable {
    private static let fields = [
        FormField(key: "name", label: "Name", value: "Ada"),
        FormField(key: "note", label: "We send the invoice to this address.", kind: .label, isRequired: true),
        FormField(key: "line", label: "", kind: .separator),
        FormField(key: "street", label: "Street", value: "Main St 1"),
        FormField(key: "thanks", label: "Thank you.", kind: .label),
    ]

    func testReturnPassesThemByAndTheAnswerHasNoValueOfTheirs() throws {
        try onMain {
            let answers = Answers<FormResponse>()
            try FormDialog(title: "Invoice", fields: Self.fields).show { answers.record($0) }
            guard let window = window(titled: "Invoice") else { return }
            let texts = Self.labels(in: window).map(Self.labelText)
            XCTAssertTrue(texts.contains("We send the invoice to this address."), "\(texts)")
            XCTAssertTrue(texts.contains("Thank you."), "\(texts)")
            XCTAssertEqual(Self.descendants(of: window).filter { Self.isA($0, gtk_separator_get_type()) }.count, 1)
            press("Return", in: window)
            let street = Self.entries(in: window).last
            XCTAssertEqual(gtk_window_get_focus(gd_window(window)), street, "Return moved past the label and the line")
            press("Return", in: window)
            spin(until: { !answers.all.isEmpty }, "the answer to Return in Street, the last field with a value")
            XCTAssertEqual(answers.all, [.saved(values: ["name": "Ada", "street": "Main St 1"], changedKeys: [])])
        }
    }

    @MainActor
    func testAScriptedUserSeesNoFieldInThemAndCannotFillThem() async throws {
        var messages: [String] = []
        let user = ScriptedUser(report: { message, _, _ in messages.append(message) })
        user.fill("Invoice", with: ["note": "x"])
        user.fill("Invoice", with: ["street": "High St 2"])
        user.install()
        let refused = await (try FormDialog(title: "Invoice", fields: Self.fields)).response()
        let saved = await (try FormDialog(title: "Invoice", fields: Self.fields)).response()
        await user.settle()
        user.uninstall()
        XCTAssertEqual(
            messages, ["The form \"Invoice\" [Cancel, Save] has no field \"note\"; its fields are name, street"])
        XCTAssertEqual(refused, .dismissed)
        XCTAssertEqual(saved, .saved(values: ["name": "Ada", "street": "High St 2"], changedKeys: ["street"]))
        XCTAssertEqual(user.shown.first?.fields.map(\.key), ["name", "street"])
    }
}
