import XCTest

@testable import DialogsCore
@testable import DialogsTesting
@testable import GtkDialogs

/// Date dialogs answered by a scripted user, with no display.
final class ScriptedDateTests: XCTestCase, @unchecked Sendable {
    private func day(_ year: Int, _ month: Int, _ day: Int) -> CalendarDate {
        try! CalendarDate(year: year, month: month, day: day)
    }

    @MainActor
    func testPickingADayAnswersIt() async {
        let user = ScriptedUser()
        user.pick(day(2024, 3, 5), inCalendar: "Due date")
        user.install()
        let response = await DateDialog(title: "Due date", message: "When?", date: day(2024, 1, 1)).response()
        user.uninstall()
        XCTAssertEqual(response, .chosen(day(2024, 3, 5)))
        XCTAssertEqual(user.shown.map(\.description), ["date \"Due date\" [Cancel, OK]"])
        XCTAssertEqual(user.shown.first?.fields.first?.value, "2024-01-01")
    }

    @MainActor
    func testADayOutsideTheBoundsFailsWithTheDialogsName() async throws {
        let failures = Answers<String>()
        let user = ScriptedUser(report: { message, _, _ in failures.record(message) })
        user.pick(day(2024, 4, 1), inCalendar: "Check-in")
        user.install()
        let dialog = try DateDialog(title: "Check-in", earliest: day(2024, 3, 1), latest: day(2024, 3, 31))
        let response = await dialog.response()
        user.uninstall()
        XCTAssertEqual(response, .dismissed)
        XCTAssertEqual(
            failures.all,
            ["The date \"Check-in\" [Cancel, OK] cannot choose 2024-04-01: Choose a day from 03/01/24 to 03/31/24."])
    }

    @MainActor
    func testCancelCloseAndWaitOutAreTheWindowsEndings() async {
        let user = ScriptedUser()
        user.cancel("A")
        user.close("B")
        user.waitOut("C")
        user.install()
        let a = await DateDialog(title: "A").response()
        let b = await DateDialog(title: "B").response()
        let c = await DateDialog(title: "C", date: day(2000, 2, 29)).response(timeout: .seconds(5))
        user.uninstall()
        XCTAssertEqual([a, b, c], [.cancelled, .closed, .timedOut(day(2000, 2, 29))])
    }
}

/// Forms' date and multi-line fields, filled by a scripted user.
final class ScriptedFormDateFieldTests: XCTestCase, @unchecked Sendable {
    @MainActor
    func testADateFieldTakesISODatesAndRefusesOthersWithTheFormsName() async throws {
        let failures = Answers<String>()
        let user = ScriptedUser(report: { message, _, _ in failures.record(message) })
        user.fill("Trip", with: ["leave": "2024-03-05", "notes": "pack\nboots"])
        user.fill("Trip", with: ["leave": "2024-02-30"])
        user.install()
        let form = try FormDialog(
            title: "Trip",
            fields: [
                FormField(key: "leave", label: "Leave", value: "2024-03-01", kind: .date),
                FormField(key: "notes", label: "Notes", kind: .multilineText),
            ])
        let saved = await form.response()
        let refused = await form.response()
        user.uninstall()
        XCTAssertEqual(
            saved, .saved(values: ["leave": "2024-03-05", "notes": "pack\nboots"], changedKeys: ["leave", "notes"]))
        XCTAssertEqual(refused, .dismissed)
        XCTAssertEqual(
            failures.all,
            [
                "The form \"Trip\" [Cancel, Save] refuses \"2024-02-30\" in its field \"Leave\": "
                    + "Enter a date as YYYY-MM-DD, such as 2024-03-05. (Save stays insensitive)"
            ])
        XCTAssertThrowsError(
            try FormDialog(title: "Bad", fields: [FormField(key: "d", label: "D", value: "tomorrow", kind: .date)]))
    }

    @MainActor
    func testAnEmptyDateStartsAtToday() async throws {
        let user = ScriptedUser()
        user.choose("Save", inAlert: "Today")
        user.install()
        let response = await FormDialog(title: "Today") { FormField(key: "d", label: "Day", kind: .date) }.response()
        user.uninstall()
        XCTAssertEqual(response.values, ["d": CalendarDate.today().iso8601])
    }
}

/// The date value: checked when made, ordered, formatted by GLib.
final class CalendarDateTests: XCTestCase {
    func testImpossibleDatesThrowAnErrorSayingWhatToFix() {
        func problem(_ year: Int, _ month: Int, _ day: Int) -> String? {
            do {
                _ = try CalendarDate(year: year, month: month, day: day)
                return nil
            } catch {
                return error.description
            }
        }
        XCTAssertEqual(problem(2024, 2, 31), "there is no 31 February 2024: February 2024 has 29 days")
        XCTAssertEqual(problem(2023, 2, 29), "there is no 29 February 2023: February 2023 has 28 days")
        XCTAssertEqual(problem(2024, 13, 1), "there is no month 13: give a month from 1 to 12")
        XCTAssertEqual(problem(0, 1, 1), "year 0 is out of range: give a year from 1 to 9999")
        XCTAssertEqual(problem(2024, 4, 0), "there is no 0 April 2024: April 2024 has 30 days")
        XCTAssertNil(problem(2000, 2, 29))
    }

    func testISOFormOrderAndArithmetic() throws {
        let date = try CalendarDate(year: 2024, month: 3, day: 5)
        XCTAssertEqual(date.iso8601, "2024-03-05")
        XCTAssertEqual(CalendarDate(iso8601: "2024-03-05"), date)
        XCTAssertNil(CalendarDate(iso8601: "2024-02-30"))
        XCTAssertNil(CalendarDate(iso8601: "2024-3-5"))
        XCTAssertEqual(try CalendarDate(year: 7, month: 1, day: 2).iso8601, "0007-01-02")
        XCTAssertEqual(date.adding(days: -5).iso8601, "2024-02-29")
        XCTAssertEqual(date.adding(days: 365).iso8601, "2025-03-05")
        XCTAssertEqual(date.adding(days: .max).iso8601, "9999-12-31")
        XCTAssertEqual(date.adding(days: .min).iso8601, "0001-01-01")
        XCTAssertLessThan(date, date.adding(days: 1))
        XCTAssertLessThan(try CalendarDate(year: 2023, month: 12, day: 31), date)
        XCTAssertEqual(Set([date, date.adding(days: 0)]).count, 1)
    }

    func testStrftimePatternsThroughGLib() throws {
        let date = try CalendarDate(year: 2024, month: 3, day: 5)
        XCTAssertEqual(date.formatted("%F"), "2024-03-05")
        XCTAssertEqual(date.formatted("%A %d %B %Y|%j"), "Tuesday 05 March 2024|065")
        XCTAssertEqual(date.formatted(""), "")
        let long = String(repeating: "%Y-%m-%d ", count: 200)
        XCTAssertEqual(date.formatted(long).count, 2_200, "a long result is not cut at zenity's 127 bytes")
        XCTAssertEqual(date.formatted("日付 %d"), "日付 05")
    }
}
