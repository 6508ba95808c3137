import CGtk
import CGtkBridge
import XCTest

@testable import DialogsCore
@testable import GtkDialogs

/// A form's list field, driven with real X keys: the arrows choose a row, Return on the last
/// field saves, and the value is the chosen row's index.
final class FormListFieldTests: GUITestCase, @unchecked Sendable {
    private static let fruit = FormList(
        columns: ["Name", "Colour"], rows: [["apple", "red"], ["pear", "green"], ["plum", "purple"]],
        showsHeaders: true)

    func testArrowsChooseARowAndReturnSaves() throws {
        try onMain {
            let answers = Answers<FormResponse>()
            try FormDialog(
                title: "Pick Fruit",
                fields: [
                    FormField(key: "name", label: "Name", value: "Ada"),
                    FormField(key: "fruit", label: "Fruit", value: "1", kind: .list(Self.fruit)),
                ]
            ).show { answers.record($0) }
            guard let window = window(titled: "Pick Fruit") else { return }
            press("Return", in: window)
            press("Down", in: window)
            press("Return", in: window)
            spin(until: { !answers.all.isEmpty }, "the form's handler")
            XCTAssertEqual(answers.all, [.saved(values: ["name": "Ada", "fruit": "2"], changedKeys: ["fruit"])])
        }
    }

    func testAListTakingTheFocusChoosesItsFirstRow() throws {
        try onMain {
            let answers = Answers<FormResponse>()
            try FormDialog(
                title: "First Row", fields: [FormField(key: "fruit", label: "Fruit", kind: .list(Self.fruit))]
            ).show { answers.record($0) }
            guard let window = window(titled: "First Row") else { return }
            press("Return", in: window)
            spin(until: { !answers.all.isEmpty }, "the form's handler")
            XCTAssertEqual(answers.all, [.saved(values: ["fruit": "0"], changedKeys: ["fruit"])])
        }
    }
}
