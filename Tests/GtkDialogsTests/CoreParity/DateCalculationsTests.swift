import CGtk
import Glibc
import XCTest

@testable import DialogsCore

/// DateCalculations against GLib's GDate (day numbers, month lengths, weekdays) and `g_date_strftime`
/// (text, in the C, C.UTF-8 and de_DE.UTF-8 locales). Results compare as equal integers and equal strings.
final class DateCalculationsTests: XCTestCase {
    func testMonthLengthsForEveryMonthOfEveryYear() {
        var compared = 0
        for year in 1...9999 {
            for month in 1...12 {
                let expected = Int(g_date_get_days_in_month(GDateMonth(UInt32(month)), GDateYear(year)))
                if DateCalculations.daysIn(month: month, year: year) != expected {
                    XCTFail("\(year)-\(month): \(DateCalculations.daysIn(month: month, year: year)) != \(expected)")
                }
                compared += 1
            }
        }
        XCTAssertEqual(compared, 119_988)
        for (month, year) in [(0, 2000), (13, 2000), (-1, 2000), (2, 0), (2, 10000), (2, -4), (Int.max, Int.min)] {
            XCTAssertEqual(DateCalculations.daysIn(month: month, year: year), 0, "\(year)-\(month)")
        }
    }

    /// Every day of the years 1…9999, both ways, with its weekday and day of the year.
    func testDayNumbersForEveryDay() {
        var gdate = GDate()
        var expectedNumber = 0
        for year in 1...9999 {
            for month in 1...12 {
                for day in 1...Int(g_date_get_days_in_month(GDateMonth(UInt32(month)), GDateYear(year))) {
                    expectedNumber += 1
                    g_date_clear(&gdate, 1)
                    g_date_set_dmy(&gdate, GDateDay(day), GDateMonth(UInt32(month)), GDateYear(year))
                    let number = DateCalculations.dayNumber(year: year, month: month, day: day)
                    let back = DateCalculations.date(dayNumber: expectedNumber)
                    let weekday = DateCalculations.weekday(dayNumber: number)
                    let dayOfYear = DateCalculations.dayOfYear(year: year, month: month, day: day)
                    if number != Int(g_date_get_julian(&gdate)) || number != expectedNumber
                        || back != (year, month, day) || weekday != Int(g_date_get_weekday(&gdate).rawValue)
                        || dayOfYear != Int(g_date_get_day_of_year(&gdate))
                    {
                        XCTFail("\(year)-\(month)-\(day): \(number) \(back) \(weekday) \(dayOfYear)")
                        return
                    }
                }
            }
        }
        XCTAssertEqual(expectedNumber, 3_652_059)
    }

    /// g_date_new_julian, beyond the years 1…9999 too (GDate keeps years up to 65535).
    func testDatesOfDayNumbersMatchGDate() {
        var random = SeededRandom(seed: 7)
        var numbers = [1, 2, 59, 60, 365, 366, 730_119, 730_120, 3_652_059, 3_652_060, 23_936_165]
        // The ends of 400-year cycles, centuries and 4-year runs, where the arithmetic carries.
        for period in [146_097, 36_524, 1_461, 365] {
            for multiple in 1...5 { numbers += [period * multiple - 1, period * multiple, period * multiple + 1] }
        }
        numbers += (0..<20_000).map { _ in Int.random(in: 1...23_936_165, using: &random) }
        var gdate = GDate()
        for number in numbers {
            g_date_clear(&gdate, 1)
            g_date_set_julian(&gdate, UInt32(number))
            let expected = (
                Int(g_date_get_year(&gdate)), Int(g_date_get_month(&gdate).rawValue), Int(g_date_get_day(&gdate))
            )
            let actual = DateCalculations.date(dayNumber: number)
            XCTAssertTrue(actual == expected, "\(number): \(actual) != \(expected)")
            XCTAssertEqual(DateCalculations.dayNumber(year: actual.year, month: actual.month, day: actual.day), number)
        }
    }

    func testTodayIsGLibsToday() {
        let before = glibToday()
        let date = DateCalculations.today()
        let today = (year: date.year, month: date.month, day: date.day)
        let after = glibToday()
        XCTAssertTrue(today == before || today == after, "\(today) is neither \(before) nor \(after)")
    }

    /// Many patterns and dates, in three locales, against `g_date_strftime` and against what GtkDialogs'
    /// GLib-based format gave (they differ only where GLib gives up, past 64 KiB of text).
    func testFormatMatchesGDateStrftime() throws {
        let saved = String(cString: setlocale(LC_ALL, nil))
        defer { setlocale(LC_ALL, saved) }
        var random = SeededRandom(seed: 8)
        var dates = [
            (1, 1, 1), (9999, 12, 31), (2024, 2, 29), (1900, 2, 28), (2000, 2, 29), (1970, 1, 1), (2024, 3, 5),
        ]
        dates += (0..<80).map { _ in DateCalculations.date(dayNumber: Int.random(in: 1...3_652_059, using: &random)) }
        var compared = 0
        for locale in ["C.UTF-8", "de_DE.UTF-8", "C"] {
            try XCTSkipIf(setlocale(LC_ALL, locale) == nil, "\(locale) is not installed")
            let utf8 = g_get_charset(nil) != 0
            for pattern in patterns where utf8 || pattern.utf8.allSatisfy({ $0 < 0x80 }) {
                for (year, month, day) in dates {
                    let actual = DateCalculations.format(year: year, month: month, day: day, pattern: pattern)
                    let expected = gdateStrftime(year, month, day, pattern)
                    XCTAssertTrue(
                        actual == expected,
                        "\(locale) \(year)-\(month)-\(day) \(pattern.prefix(40)): \(actual.prefix(80))")
                    compared += 1
                }
            }
        }
        XCTAssertGreaterThan(compared, 10_000)
        setlocale(LC_ALL, "de_DE.UTF-8")
        XCTAssertEqual(DateCalculations.format(year: 2024, month: 3, day: 5, pattern: "%A %d. %B"), "Dienstag 05. März")
        XCTAssertEqual(DateCalculations.format(year: 2024, month: 3, day: 5, pattern: "%x"), "05.03.2024")
    }

    /// Text past GLib's 64 KiB limit: g_date_strftime gives up (""), DateCalculations gives it all.
    func testLongTextIsNeverCutShort() {
        let pattern = String(repeating: "%A ", count: 10_000)
        let text = DateCalculations.format(year: 2024, month: 3, day: 6, pattern: pattern)
        XCTAssertEqual(text.utf8.count, 100_000)
        XCTAssertTrue(text == String(repeating: "Wednesday ", count: 10_000), "\(text.prefix(50))…")
        XCTAssertEqual(DateCalculations.format(year: 2024, month: 3, day: 6, pattern: ""), "")
        XCTAssertEqual(DateCalculations.format(year: 2024, month: 3, day: 6, pattern: "\0%d"), "")
        XCTAssertEqual(DateCalculations.format(year: 2024, month: 3, day: 6, pattern: "%d\0%m"), "06")
    }

    /// In a non-UTF-8 locale GtkDialogs sent a non-ASCII pattern to g_date_time_format instead; the
    /// core sends the UTF-8 bytes through strftime, which gives the same text for these fields.
    func testNonASCIIPatternsInTheCLocale() {
        let saved = String(cString: setlocale(LC_ALL, nil))
        defer { setlocale(LC_ALL, saved) }
        setlocale(LC_ALL, "C")
        for pattern in ["日付 %d.%m.%Y", "naïve %A %B %j", "€ %x %y %a %b %H:%M:%S", "— %F %u %V %G —", "ü%%ü"] {
            let time = g_date_time_new_local(2024, 3, 5, 0, 0, 0)!
            defer { g_date_time_unref(time) }
            let glib = pattern.withCString { g_date_time_format(time, $0) }.map { text in
                defer { g_free(text) }
                return String(cString: text)
            }
            XCTAssertEqual(DateCalculations.format(year: 2024, month: 3, day: 5, pattern: pattern), glib, pattern)
        }
    }

    private let patterns: [String] = {
        var patterns = [
            "%x", "%d", "%m", "%Y", "%A", "%B", "%j", "%U", "%e", "%%", "%a %b %y", "%c", "%D", "%F", "%G-%V-%u",
            "%W", "%w", "%C", "%h", "%p", "%H:%M:%S", "%I %l %k %r %R %T", "%Z", "%z", "%Ex", "%EY", "%Oy", "%Od",
            "%-d", "%_m", "%010A", "%^B", "%#A", "%Q", "%", "%5", "x%", "100%% sure", "Heute ist %A, der %e. %B %Y.",
            "Today: %A, %B %d, %Y", "日付 %Y年%m月%d日", "naïve %B — café", "€%x€", "\t%d\n", "%n%t", "ü", "%1000d",
            String(repeating: "%A %B ", count: 1_000), String(repeating: "x", count: 20_000),
            String(repeating: "ä%d", count: 3_000), "%x\0%Y",
        ]
        patterns.append(patterns.prefix(47).joined(separator: " | "))
        return patterns
    }()

    private func gdateStrftime(_ year: Int, _ month: Int, _ day: Int, _ pattern: String) -> String {
        guard !pattern.isEmpty else { return "" }
        let gdate = g_date_new_dmy(GDateDay(day), GDateMonth(UInt32(month)), GDateYear(year))!
        defer { g_date_free(gdate) }
        var capacity = 128
        while capacity <= 1 << 20 {
            var buffer = [CChar](repeating: 0, count: capacity)
            let written = pattern.withCString { g_date_strftime(&buffer, gsize(capacity), $0, gdate) }
            if written > 0 {
                return String(decoding: buffer.prefix(Int(written)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
            }
            capacity *= 8
        }
        return ""
    }

    private func glibToday() -> (year: Int, month: Int, day: Int) {
        let now = g_date_time_new_now_local()!
        defer { g_date_time_unref(now) }
        return (Int(g_date_time_get_year(now)), Int(g_date_time_get_month(now)), Int(g_date_time_get_day_of_month(now)))
    }
}
