import CGtk
import CGtkBridge
import XCTest

@testable import DialogsCore
@testable import GtkDialogs

/// What a newcomer met in forms, with real keys: a boolean field is a real check box that Space
/// ticks, Return goes on from every kind of field and saves from the last whatever it is, and a
/// reason that goes leaves the layout as it was before it came.
final class FormFieldKeysTests: GUITestCase, @unchecked Sendable {
    /// The widget that has the keyboard focus in `window`.
    @MainActor
    private func focused(in window: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget>? {
        gtk_window_get_focus(gd_window(window))
    }

    func testABooleanFieldIsACheckBoxThatSpaceTicksAndThatIsNamedByItsLabel() throws {
        try onMain {
            let answers = Answers<FormResponse>()
            try FormDialog(
                title: "Newsletter",
                fields: [
                    FormField(key: "name", label: "Name", value: "Ada"),
                    FormField(key: "news", label: "Send me the newsletter", kind: .boolean),
                ]
            ).show { answers.record($0) }
            guard let window = window(titled: "Newsletter") else { return }
            let boxes = Self.descendants(of: window).filter { Self.isA($0, gtk_check_button_get_type()) }
            XCTAssertEqual(boxes.count, 1, "the boolean field is one GtkCheckButton")
            guard let box = boxes.first else { return }
            XCTAssertEqual(Self.accessibleName(box), "Send me the newsletter")
            XCTAssertEqual(
                Mnemonics.removing(from: Self.buttonLabel(box)), "Send me the newsletter",
                "labelled by the field, beside the box")
            XCTAssertEqual(gtk_toggle_button_get_active(gd_toggle_button(box)), 0, "an empty value is unticked")
            press("Tab", in: window)
            XCTAssertEqual(focused(in: window), box)
            press("space", in: window)
            XCTAssertNotEqual(gtk_toggle_button_get_active(gd_toggle_button(box)), 0, "Space ticks it")
            press("Return", in: window)  // the last field: saves, and does not toggle
            spin(until: { !answers.all.isEmpty }, "the form's answer")
            XCTAssertEqual(answers.all, [.saved(values: ["name": "Ada", "news": "true"], changedKeys: ["news"])])
        }
    }

    /// One form per kind of last field: Return in the first field moves to it, and Return there saves.
    func testReturnSavesFromTheLastFieldWhateverItsKind() throws {
        let list = FormList(items: ["sda", "sdb"])
        let lastFields: [(String, FormField, String)] = [
            ("entry", FormField(key: "last", label: "Last", value: "text"), "text"),
            ("number", FormField(key: "last", label: "Last", value: "42", kind: .number), "42"),
            ("check box", FormField(key: "last", label: "Last", value: "true", kind: .boolean), "true"),
            ("drop-down", FormField(key: "last", label: "Last", value: "B", kind: .choice(["A", "B"])), "B"),
            ("date", FormField(key: "last", label: "Last", value: "2024-03-05", kind: .date), "2024-03-05"),
            ("list", FormField(key: "last", label: "Last", value: "1", kind: .list(list)), "1"),
        ]
        for (kind, field, value) in lastFields {
            try onMain {
                let answers = Answers<FormResponse>()
                try FormDialog(title: "Last \(kind)", fields: [FormField(key: "first", label: "First"), field]).show {
                    answers.record($0)
                }
                guard let window = window(titled: "Last \(kind)") else { return }
                press("Return", in: window)
                XCTAssertTrue(answers.all.isEmpty, "\(kind): Return in the first field moves on")
                press("Return", in: window)
                spin(until: { !answers.all.isEmpty }, "\(kind): the answer to Return in the last field")
                XCTAssertEqual(answers.all.first?.values?["last"], value, kind)
                drainEvents()
                XCTAssertTrue(
                    Self.toplevels().allSatisfy {
                        gtk_widget_get_visible($0) == 0 || !Self.isA($0, gtk_menu_get_type())
                    },
                    "\(kind): no drop-down menu was left open")
            }
        }
    }

    /// Return moves from every kind of field to the next one (a text view takes it as a new line).
    func testReturnMovesFromEveryKindOfFieldToTheNext() throws {
        try onMain {
            let answers = Answers<FormResponse>()
            try FormDialog(
                title: "Every kind",
                fields: [
                    FormField(key: "choice", label: "Choice", value: "A", kind: .choice(["A", "B"])),
                    FormField(key: "box", label: "Box", kind: .boolean),
                    FormField(key: "day", label: "Day", value: "2024-03-05", kind: .date),
                    FormField(key: "disk", label: "Disk", kind: .list(FormList(items: ["sda"]))),
                    FormField(key: "born", label: "Born", value: "1815", kind: .number),
                    FormField(key: "name", label: "Name", value: "Ada"),
                ]
            ).show { answers.record($0) }
            guard let window = window(titled: "Every kind") else { return }
            var seen: [UnsafeMutablePointer<GtkWidget>] = []
            for step in 0..<5 {
                guard let focus = focused(in: window) else { return XCTFail("step \(step): nothing has the focus") }
                XCTAssertFalse(seen.contains(focus), "step \(step): Return moved the focus on")
                seen.append(focus)
                press("Return", in: window)
                XCTAssertTrue(answers.all.isEmpty, "step \(step): only the last field saves")
            }
            press("Return", in: window)
            spin(until: { !answers.all.isEmpty }, "the answer")
            XCTAssertEqual(answers.all.first?.values?["box"], "false", "Return on the check box did not tick it")
            XCTAssertEqual(answers.all.first?.values?["disk"], "0", "a list chooses its first row on the focus")
        }
    }

    /// A reason that comes and goes: every field and the window are where they were before it came.
    func testTheLayoutAfterAReasonIsGoneIsTheLayoutBeforeIt() throws {
        try onMain {
            try FormDialog(
                title: "Gaps",
                fields: [
                    FormField(key: "email", label: "Email", kind: .email),
                    FormField(key: "born", label: "Born", value: "1815", kind: .number),
                    FormField(key: "city", label: "City"),
                ]
            ).show()
            guard let window = window(titled: "Gaps") else { return }
            drainEvents()
            @MainActor func layout() -> [Int32] {
                var width: Int32 = 0
                var height: Int32 = 0
                gtk_window_get_size(gd_window(window), &width, &height)
                return Self.entries(in: window).flatMap { entry -> [Int32] in
                    var allocation = GtkAllocation()
                    gtk_widget_get_allocation(entry, &allocation)
                    return [allocation.x, allocation.y, allocation.height]
                } + [width, height]
            }
            let before = layout()
            type("ada@", in: window)
            spin(until: { layout() != before }, "the reason's line under Email")
            let during = layout()
            XCTAssertGreaterThan(during[4], before[4], "Born moved down for the reason")
            type("example.org", in: window)
            spin(until: { layout() == before }, "the layout before the reason")
            press("Tab", in: window)
            press("ctrl+a", in: window)
            type("18x5", in: window)  // a reason under Born
            spin(until: { layout() != before }, "the reason's line under Born")
            press("ctrl+a", in: window)
            type("1906", in: window)
            spin(until: { layout() == before }, "the layout before the reasons")
            XCTAssertEqual(layout(), before)
        }
    }
}
