import CGtk
import CGtkBridge
import XCTest

@testable import DialogsCore
@testable import GtkDialogs

/// Date dialogs answered with real X keys and clicks.
final class DateDialogTests: GUITestCase, @unchecked Sendable {
    private func day(_ year: Int, _ month: Int, _ day: Int) -> CalendarDate {
        try! CalendarDate(year: year, month: month, day: day)
    }

    @MainActor
    private func calendar(of window: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget> {
        Self.descendants(of: window).first { Self.isA($0, gtk_calendar_get_type()) }!
    }

    @MainActor
    private func selected(in window: UnsafeMutablePointer<GtkWidget>) -> CalendarDate {
        var (year, month, day): (guint, guint, guint) = (0, 0, 0)
        gtk_calendar_get_date(gd_calendar(calendar(of: window)), &year, &month, &day)
        return self.day(Int(year), Int(month) + 1, Int(day))
    }

    func testArrowKeysMoveTheSelectedDayAcrossMonthsAndReturnChoosesIt() {
        onMain {
            let answers = Answers<DateResponse>()
            DateDialog(title: "Due date", message: "When is it due?", date: day(2024, 2, 27)).show {
                answers.record($0)
            }
            guard let window = window(titled: "Due date") else { return }
            XCTAssertEqual(selected(in: window), day(2024, 2, 27))
            XCTAssertEqual(Self.accessibleName(calendar(of: window)), "When is it due?")
            XCTAssertEqual(
                gtk_window_get_focus(gd_window(window)), calendar(of: window), "the calendar starts with the focus")
            press("Right", "Right", "Right", in: window)
            XCTAssertEqual(selected(in: window), day(2024, 3, 1), "28, 29 February (a leap year), 1 March")
            press("Down", "Left", "space", in: window)
            XCTAssertEqual(selected(in: window), day(2024, 3, 7), "a week on, a day back; Space keeps it")
            press("Return", in: window)
            spin(until: { !answers.all.isEmpty }, "the answer")
            XCTAssertEqual(answers.all, [.chosen(day(2024, 3, 7))])
        }
    }

    func testDoubleClickOnADayChoosesItAsZenityDoes() {
        onMain {
            let answers = Answers<DateResponse>()
            DateDialog(title: "Double", date: day(2024, 3, 15)).show { answers.record($0) }
            guard let window = window(titled: "Double") else { return }
            // The middle rows of the grid always show days of the month on view.
            click(calendar(of: window), times: 2)
            spin(until: { !answers.all.isEmpty }, "the double-click's answer")
            guard case .chosen(let chosen) = answers.all.first else { return XCTFail("\(answers.all)") }
            XCTAssertEqual([chosen.year, chosen.month], [2024, 3])
        }
    }

    func testEscapeCancelTimeoutAndDismissAreNamedOnce() {
        onMain {
            let answers = Answers<DateResponse>()
            DateDialog(title: "Escape me", date: day(2024, 3, 5)).show { answers.record($0) }
            guard let escaped = window(titled: "Escape me") else { return }
            press("Escape", in: escaped)
            spin(until: { answers.all.count == 1 }, "the escape")

            DateDialog(title: "Cancel me").show { answers.record($0) }
            guard let cancelled = window(titled: "Cancel me") else { return }
            click(gtk_dialog_get_widget_for_response(gd_dialog(cancelled), ResponseID.cancel))
            spin(until: { answers.all.count == 2 }, "the cancel")

            DateDialog(title: "Wait", date: day(1999, 12, 31)).show(timeout: .milliseconds(200)) { answers.record($0) }
            spin(until: { answers.all.count == 3 }, "the timeout")

            let dismissed = DateDialog(title: "Dismiss")
            dismissed.show { answers.record($0) }
            guard self.window(titled: "Dismiss") != nil else { return }
            dismissed.dismiss()
            dismissed.dismiss()
            spin(until: { answers.all.count == 4 }, "the dismissal")
            drainEvents()
            XCTAssertEqual(answers.all, [.closed, .cancelled, .timedOut(day(1999, 12, 31)), .dismissed])
        }
    }

    func testTheKeysStopAtTheBoundsAndOKRefusesADayOutsideThem() throws {
        try onMain {
            let answers = Answers<DateResponse>()
            let dialog = try DateDialog(
                title: "Check-in", date: day(2024, 1, 1), earliest: day(2024, 3, 10), latest: day(2024, 3, 12))
            dialog.show { answers.record($0) }
            guard let window = window(titled: "Check-in") else { return }
            XCTAssertEqual(selected(in: window), day(2024, 3, 10), "the start day is moved inside the bounds")
            XCTAssertTrue(
                Self.labels(in: window).map(Self.labelText).contains("Choose a day from 03/10/24 to 03/12/24."),
                "\(Self.labels(in: window).map(Self.labelText))")
            press("Left", "Down", "Right", "Right", "Right", in: window)
            XCTAssertEqual(selected(in: window), day(2024, 3, 12), "Left and Down stop at the ends")
            let ok = gtk_dialog_get_widget_for_response(gd_dialog(window), ResponseID.accept)!
            XCTAssertTrue(gtk_widget_get_sensitive(ok) != 0)
            press("ctrl+Right", in: window)  // GTK turns the month: 12 April is outside
            XCTAssertEqual(selected(in: window), day(2024, 4, 12))
            XCTAssertTrue(gtk_widget_get_sensitive(ok) == 0, "OK is insensitive outside the bounds")
            press("Return", in: window)
            gtk_dialog_response(gd_dialog(window), ResponseID.accept)
            drainEvents()
            XCTAssertTrue(answers.all.isEmpty, "neither Return nor a response from code chooses it")
            press("ctrl+Left", "Return", in: window)
            spin(until: { !answers.all.isEmpty }, "the answer")
            XCTAssertEqual(answers.all, [.chosen(day(2024, 3, 12))])
        }
    }

    func testAnAsyncCallerGetsTheAnswer() {
        onMain {
            var answers: [DateResponse] = []
            Task { answers.append(await DateDialog(title: "Async", date: day(2030, 6, 1)).response()) }
            guard let window = window(titled: "Async") else { return }
            press("Up", "Return", in: window)
            spin(until: { answers.count == 1 }, "the async caller")
            XCTAssertEqual(answers, [.chosen(day(2030, 5, 25))])
        }
    }
}
