import CGtk
import CGtkBridge
import XCTest

@testable import DialogsCore
@testable import GtkDialogs

/// Scale dialogs answered with real X keys and clicks.
final class ScaleDialogTests: GUITestCase, @unchecked Sendable {
    @MainActor
    private func scale(of window: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget> {
        Self.descendants(of: window).first { Self.isA($0, gtk_scale_get_type()) }!
    }

    func testArrowKeysMoveByTheStepEachChangeIsReportedOnceAndReturnAnswers() {
        onMain {
            let answers = Answers<ScaleResponse>()
            let changes = Answers<Int>()
            let dialog = ScaleDialog(title: "Volume", message: "Set the volume", range: 0...20, value: 10, step: 5)
            dialog.onChange = { changes.record($0) }
            dialog.show { answers.record($0) }
            guard let window = window(titled: "Volume") else { return }
            XCTAssertEqual(gtk_range_get_value(gd_range(scale(of: window))), 10)
            XCTAssertEqual(Self.accessibleName(scale(of: window)), "Set the volume")
            press("Right", "Right", "Right", "Left", in: window)
            spin(until: { changes.all.count == 3 }, "three changes")
            press("Return", in: window)
            spin(until: { !answers.all.isEmpty }, "the answer")
            XCTAssertEqual(changes.all, [15, 20, 15], "20 is the end: the third Right changes nothing")
            XCTAssertEqual(answers.all, [.chosen(15)])
        }
    }

    func testTheChangesStreamFinishesWhenTheDialogEnds() {
        onMain {
            let dialog = ScaleDialog(title: "Stream", range: 0...10)
            let seen = Answers<Int>()
            let finished = Flag()
            let changes = dialog.changes()
            Task {
                for await value in changes { seen.record(value) }
                finished.isSet = true
            }
            let answers = Answers<ScaleResponse>()
            dialog.show { answers.record($0) }
            guard let window = window(titled: "Stream") else { return }
            press("Right", "Right", in: window)
            spin(until: { seen.all.count == 2 }, "two values through the stream")
            press("Escape", in: window)
            spin(until: { finished.isSet }, "the stream to finish")
            XCTAssertEqual(seen.all, [1, 2])
            XCTAssertEqual(answers.all, [.closed])
        }
    }

    func testCancelTimeoutAndDismissAreNamed() {
        onMain {
            let answers = Answers<ScaleResponse>()
            ScaleDialog(title: "Cancel me").show { answers.record($0) }
            guard let window = window(titled: "Cancel me") else { return }
            click(gtk_dialog_get_widget_for_response(gd_dialog(window), ResponseID.cancel))
            spin(until: { answers.all.count == 1 }, "the cancel")

            ScaleDialog(title: "Wait", range: -5...5, value: -3).show(timeout: .milliseconds(200)) {
                answers.record($0)
            }
            spin(until: { answers.all.count == 2 }, "the timeout")

            let dismissed = ScaleDialog(title: "Dismiss")
            dismissed.show { answers.record($0) }
            guard self.window(titled: "Dismiss") != nil else { return }
            dismissed.dismiss()
            spin(until: { answers.all.count == 3 }, "the dismissal")
            XCTAssertEqual(answers.all, [.cancelled, .timedOut(-3), .dismissed])
        }
    }

    func testTheStartValueIsKeptInsideTheRangeAndHiddenOnRequest() {
        onMain {
            let dialog = ScaleDialog(title: "Clamped", range: 1...9, value: 50)
            dialog.showsValue = false
            dialog.show()
            guard let window = window(titled: "Clamped") else { return }
            XCTAssertEqual(gtk_range_get_value(gd_range(scale(of: window))), 9)
            XCTAssertEqual(gtk_scale_get_draw_value(gd_scale(scale(of: window))), 0)
            dialog.dismiss()
        }
    }
}
