import CGtk
import CGtkBridge
import XCTest

@testable import DialogsCore
@testable import GtkDialogs

/// A form's slider field, with real keys (X and Wayland): a GtkScale named by its label that the
/// arrows move by its step, inside its range, and Return saves from it as the last field.
final class FormSliderFieldTests: GUITestCase, @unchecked Sendable {
    func testTheArrowsMoveTheSliderByItsStepAndReturnSavesFromIt() throws {
        try onMain {
            let answers = Answers<FormResponse>()
            try FormDialog(
                title: "Sound",
                fields: [
                    FormField(key: "name", label: "Name", value: "Ada"),
                    FormField(key: "volume", label: "Volume", value: "90", kind: .slider(0...100, step: 5)),
                ]
            ).show { answers.record($0) }
            guard let window = window(titled: "Sound") else { return }
            let scales = Self.descendants(of: window).filter { Self.isA($0, gtk_scale_get_type()) }
            XCTAssertEqual(scales.count, 1, "the slider is a GtkScale")
            guard let scale = scales.first else { return }
            XCTAssertEqual(Self.accessibleName(scale), "Volume")
            press("Return", in: window)
            XCTAssertEqual(gtk_window_get_focus(gd_window(window)), scale, "Return moved to the slider")
            press("Right", in: window)
            XCTAssertEqual(gtk_range_get_value(gd_range(scale)), 95, "Right moves by the step")
            press("Right", "Right", in: window)
            XCTAssertEqual(gtk_range_get_value(gd_range(scale)), 100, "never past the range")
            press("Return", in: window)
            spin(until: { !answers.all.isEmpty }, "the answer to Return on the slider")
            XCTAssertEqual(answers.all, [.saved(values: ["name": "Ada", "volume": "100"], changedKeys: ["volume"])])
        }
    }

    func testAnEmptyValueStartsAtTheLowestAndCodeMovesTheSlider() throws {
        try onMain {
            let answers = Answers<FormResponse>()
            let form = try FormDialog(
                title: "Level", fields: [FormField(key: "level", label: "Level", kind: .slider(-10...10))])
            form.show { answers.record($0) }
            guard let window = window(titled: "Level") else { return }
            XCTAssertThrowsError(try form.setValue("11", forField: "level")) { error in
                XCTAssertEqual(error as? FormError, .outOfRange(key: "level", value: "11", range: -10...10))
            }
            try form.setValue("3", forField: "level")
            drainEvents()
            press("Left", "Return", in: window)
            spin(until: { !answers.all.isEmpty }, "the answer")
            XCTAssertEqual(answers.all.first?.values, ["level": "2"])
        }
    }
}
