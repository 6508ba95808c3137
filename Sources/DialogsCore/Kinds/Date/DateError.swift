/// A date that does not exist, or bounds that leave no day to choose; the description says what to fix.
///
/// ```swift
/// do { _ = try CalendarDate(year: 2024, month: 2, day: 31) } catch {
///     print(error)   // "there is no 31 February 2024: February 2024 has 29 days"
/// }
/// ```
public enum DateError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A year outside ``CalendarDate/years``.
    case yearOutOfRange(Int)
    /// A month outside 1…12.
    case monthOutOfRange(Int)
    /// A day the month does not have.
    case dayOutOfRange(day: Int, month: Int, year: Int)
    /// A ``DateDialog``'s earliest date after its latest.
    case earliestAfterLatest(earliest: CalendarDate, latest: CalendarDate)

    /// The month's English name, for messages.
    static func monthName(_ month: Int) -> String {
        let names = [
            "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
            "November", "December",
        ]
        return (1...12).contains(month) ? names[month - 1] : "month \(month)"
    }

    /// What is wrong and what to give instead.
    ///
    /// ```swift
    /// DateError.monthOutOfRange(13).description   // "there is no month 13: give a month from 1 to 12"
    /// ```
    public var description: String {
        switch self {
        case .yearOutOfRange(let year):
            "year \(year) is out of range: give a year from \(CalendarDate.years.lowerBound) to "
                + "\(CalendarDate.years.upperBound)"
        case .monthOutOfRange(let month): "there is no month \(month): give a month from 1 to 12"
        case .dayOutOfRange(let day, let month, let year):
            "there is no \(day) \(Self.monthName(month)) \(year): \(Self.monthName(month)) \(year) has "
                + "\(DateCalculations.daysIn(month: month, year: year)) days"
        case .earliestAfterLatest(let earliest, let latest):
            "the earliest date \(earliest) is after the latest \(latest): no day could be chosen"
        }
    }
}
