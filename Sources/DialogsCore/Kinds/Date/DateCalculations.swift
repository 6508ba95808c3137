/// Calendar arithmetic on plain year, month and day numbers, exactly as GLib's `GDate` does it:
/// the proleptic Gregorian calendar, day 1 being Monday 1 January of the year 1.
package enum DateCalculations {
    /// The years GtkDialogs' dates may have.
    static let years = CalendarDate.years

    /// 28…31; 0 for a month outside 1…12 or a year outside ``years``.
    package static func daysIn(month: Int, year: Int) -> Int {
        guard (1...12).contains(month), years.contains(year) else { return 0 }
        return daysInMonth(month, leap: isLeap(year))
    }

    static func isLeap(_ year: Int) -> Bool {
        year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
    }

    /// `g_date_get_julian`: the count of days from 1 January 1 (day 1) to this date.
    static func dayNumber(year: Int, month: Int, day: Int) -> Int {
        let before = year - 1
        return before * 365 + before / 4 - before / 100 + before / 400 + dayOfYear(year: year, month: month, day: day)
    }

    /// `g_date_new_julian`: the date of a day number (1 or more).
    static func date(dayNumber: Int) -> (year: Int, month: Int, day: Int) {
        precondition(dayNumber >= 1, "GDate's day numbers start at 1")
        // 146097 days make 400 Gregorian years; work in those cycles, then centuries, 4-year runs, years.
        let days = dayNumber - 1
        let cycles = days / 146_097
        var rest = days % 146_097
        let centuries = min(rest / 36_524, 3)
        rest -= centuries * 36_524
        let runs = rest / 1_461
        rest %= 1_461
        let years = min(rest / 365, 3)
        rest -= years * 365
        let year = cycles * 400 + centuries * 100 + runs * 4 + years + 1
        let before = daysBefore[isLeap(year) ? 1 : 0]
        var month = 12
        while before[month - 1] > rest { month -= 1 }
        return (year, month, rest - before[month - 1] + 1)
    }

    /// 1 (Monday) … 7 (Sunday), as `g_date_get_weekday` numbers them.
    static func weekday(dayNumber: Int) -> Int {
        (dayNumber - 1) % 7 + 1
    }

    /// 1…366.
    static func dayOfYear(year: Int, month: Int, day: Int) -> Int {
        daysBefore[isLeap(year) ? 1 : 0][month - 1] + day
    }

    /// The date written with a `strftime` pattern in the user's `LC_TIME` locale, as `g_date_strftime`
    /// writes it but never cut short. Time fields (`%H`, `%M`…) read as midnight; the pattern ends at
    /// its first NUL, as in C; an empty pattern gives "".
    static func format(year: Int, month: Int, day: Int, pattern: String) -> String {
        let bytes = Array(pattern.utf8.prefix { $0 != 0 })
        guard !bytes.isEmpty else { return "" }
        let number = dayNumber(year: year, month: month, day: day)
        let text = Platform.strftime(
            bytes, year: year, month: month, day: day, weekdayFromSunday: weekday(dayNumber: number) % 7,
            dayOfYear: dayOfYear(year: year, month: month, day: day))
        return text.map { String(decoding: $0, as: UTF8.self) } ?? ""
    }

    private static func daysInMonth(_ month: Int, leap: Bool) -> Int {
        daysBefore[leap ? 1 : 0][month] - daysBefore[leap ? 1 : 0][month - 1]
    }

    /// Days in the months before each month (and in the whole year, last), common and leap years.
    private static let daysBefore = [
        [0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334, 365],
        [0, 31, 60, 91, 121, 152, 182, 213, 244, 274, 305, 335, 366],
    ]

    // MARK: On calendar dates

    /// Today in the local time zone (`localtime_r`).
    static func today() -> CalendarDate {
        let (year, month, day) = Platform.localToday()
        return CalendarDate(checked: year, month, day)
    }

    /// `days` later (earlier when negative), kept within the years dates may have.
    static func adding(_ days: Int, to date: CalendarDate) -> CalendarDate {
        let first = dayNumber(year: years.lowerBound, month: 1, day: 1)
        let last = dayNumber(year: years.upperBound, month: 12, day: 31)
        let (sum, overflow) = dayNumber(year: date.year, month: date.month, day: date.day)
            .addingReportingOverflow(days)
        let target = overflow ? (days < 0 ? first : last) : min(max(sum, first), last)
        let (year, month, day) = Self.date(dayNumber: target)
        return CalendarDate(checked: year, month, day)
    }

    static func format(_ date: CalendarDate, _ pattern: String) -> String {
        format(year: date.year, month: date.month, day: date.day, pattern: pattern)
    }
}
