/// A day of the proleptic Gregorian calendar (year, month, day), with no time and no time zone:
/// what a ``DateDialog`` answers and a form's date field holds.
///
/// ```swift
/// let due = try CalendarDate(year: 2024, month: 3, day: 5)
/// due.formatted("%A %d %B %Y")   // "Tuesday 05 March 2024" in an English locale
/// due.iso8601                    // "2024-03-05"
/// due < due.adding(days: 1)      // true
/// ```
/// Values are checked when made: `CalendarDate(year: 2024, month: 2, day: 31)` throws
/// ``DateError`` saying what to fix, so a value always names a real day between the years 1 and 9999.
public struct CalendarDate: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The year, 1 to 9999.
    public let year: Int
    /// The month, 1 (January) to 12.
    public let month: Int
    /// The day of the month, from 1.
    public let day: Int

    /// The years a date may have.
    ///
    /// ```swift
    /// CalendarDate.years.contains(2024)   // true
    /// ```
    public static let years = 1...9999

    /// A checked date.
    ///
    /// ```swift
    /// let date = try CalendarDate(year: 1815, month: 12, day: 10)
    /// ```
    /// - Throws: ``DateError`` for a year outside ``years``, a month outside 1…12, or a day
    ///   the month does not have (31 February, 0 March).
    public init(year: Int, month: Int, day: Int) throws(DateError) {
        guard Self.years.contains(year) else { throw .yearOutOfRange(year) }
        guard (1...12).contains(month) else { throw .monthOutOfRange(month) }
        let days = DateCalculations.daysIn(month: month, year: year)
        guard (1...days).contains(day) else { throw .dayOutOfRange(day: day, month: month, year: year) }
        self.init(checked: year, month, day)
    }

    package init(checked year: Int, _ month: Int, _ day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    /// Today, in the local time zone.
    ///
    /// ```swift
    /// let dialog = DateDialog(title: "Due date", date: .today())
    /// ```
    public static func today() -> CalendarDate {
        DateCalculations.today()
    }

    /// The date written as `YYYY-MM-DD` (ISO 8601), or nil when it is not one.
    ///
    /// ```swift
    /// CalendarDate(iso8601: "2024-03-05")?.day   // 5
    /// CalendarDate(iso8601: "2024-02-31")        // nil
    /// ```
    public init?(iso8601 text: String) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
            parts.allSatisfy({ $0.allSatisfy { ("0"..."9").contains($0) } }),
            let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]),
            let date = try? CalendarDate(year: year, month: month, day: day)
        else { return nil }
        self = date
    }

    /// `YYYY-MM-DD`, the form that sorts and parses the same everywhere.
    ///
    /// ```swift
    /// try CalendarDate(year: 2024, month: 3, day: 5).iso8601   // "2024-03-05"
    /// ```
    public var iso8601: String {
        func padded(_ number: Int, _ width: Int) -> String {
            String(repeating: "0", count: max(0, width - String(number).count)) + String(number)
        }
        return "\(padded(year, 4))-\(padded(month, 2))-\(padded(day, 2))"
    }

    /// The date written with a `strftime` pattern, in the user's locale (`LC_TIME`), through
    /// GLib's `g_date_strftime`; `%x` is the locale's own short form, as zenity prints it.
    ///
    /// ```swift
    /// date.formatted()              // "03/05/24" in the C locale, "05.03.24" in German
    /// date.formatted("%d/%m/%Y")    // "05/03/2024"
    /// ```
    /// The whole text is returned however long it is. Time fields (`%H`, `%M`…) read as midnight.
    public func formatted(_ pattern: String = "%x") -> String {
        DateCalculations.format(self, pattern)
    }

    /// How many days the date's month has, 28 to 31.
    ///
    /// ```swift
    /// try CalendarDate(year: 2024, month: 2, day: 1).daysInMonth   // 29
    /// ```
    public var daysInMonth: Int {
        DateCalculations.daysIn(month: month, year: year)
    }

    /// The date `days` later (earlier when negative), clamped to ``years``.
    ///
    /// ```swift
    /// try CalendarDate(year: 2024, month: 2, day: 28).adding(days: 2).iso8601   // "2024-03-01"
    /// ```
    public func adding(days: Int) -> CalendarDate {
        DateCalculations.adding(days, to: self)
    }

    /// Earlier dates sort first.
    ///
    /// ```swift
    /// [later, earlier].sorted() == [earlier, later]
    /// ```
    public static func < (lhs: CalendarDate, rhs: CalendarDate) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    /// The ISO 8601 form, `2024-03-05`.
    public var description: String { iso8601 }
}
