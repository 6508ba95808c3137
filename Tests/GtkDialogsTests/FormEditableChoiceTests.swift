import CGtk
import CGtkBridge
import XCTest

@testable import DialogsCore
@testable import DialogsTesting
@testable import GtkDialogs

/// A form's editable drop-down: with real keys (X and Wayland) an entry named by its label inside
/// a GtkComboBoxText, where any text is typed or Down picks an option, and Return saves from it as
/// the last field; told to a scripted user, any text fills it.
final class FormEditableChoiceTests: GUITestCase, @unchecked Sendable {
    private static let branches = FieldKind.editableChoice(["main", "develop", "release/2.0"])

    func testAnyTextIsTypedOrDownPicksAnOptionAndReturnSavesFromIt() throws {
        for (keys, typed, expected) in [(["Down"], nil, "develop"), (["ctrl+a"], "feature/x", "feature/x")] {
            try onMain {
                let answers = Answers<FormResponse>()
                try FormDialog(
                    title: "Checkout",
                    fields: [
                        FormField(key: "name", label: "Name", value: "Ada"),
                        FormField(key: "branch", label: "Branch", value: "main", kind: Self.branches),
                    ]
                ).show { answers.record($0) }
                guard let window = window(titled: "Checkout") else { return }
                let combos = Self.descendants(of: window).filter { Self.isA($0, gtk_combo_box_text_get_type()) }
                XCTAssertEqual(combos.count, 1, "an editable GtkComboBoxText")
                guard let combo = combos.first else { return }
                XCTAssertNotEqual(gtk_combo_box_get_has_entry(gd_combo_box(combo)), 0)
                let entry = gtk_bin_get_child(gd_bin(combo))!
                XCTAssertEqual(Self.accessibleName(entry), "Branch")
                press("Return", in: window)
                XCTAssertEqual(gtk_window_get_focus(gd_window(window)), entry, "Return moved to the drop-down's entry")
                for key in keys { press(key, in: window) }
                if let typed { type(typed, in: window) }
                press("Return", in: window)
                spin(until: { !answers.all.isEmpty }, "the answer to Return in the drop-down")
                XCTAssertEqual(answers.all.first?.values, ["name": "Ada", "branch": expected], expected)
            }
        }
    }

    @MainActor
    func testAScriptedUserFillsItWithAnyTextAndSeesItsOptions() async throws {
        let user = ScriptedUser()
        user.fill("Checkout", with: ["branch": "feature/x"])
        user.install()
        let response = await FormDialog(title: "Checkout") {
            FormField(key: "branch", label: "Branch", value: "main", kind: Self.branches)
        }.response()
        user.uninstall()
        XCTAssertEqual(response, .saved(values: ["branch": "feature/x"], changedKeys: ["branch"]))
        XCTAssertEqual(user.shown.first?.fields.first?.offered, ["main", "develop", "release/2.0"])
    }
}
