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

    /// The month's name in the user's language, for messages.
    static func monthName(_ month: Int) -> String {
        // Translators: a month's name, as in "there is no 31 February 2024".
        let names = [
            TextDomain.library("January"), TextDomain.library("February"), TextDomain.library("March"),
            TextDomain.library("April"), TextDomain.library("May"), TextDomain.library("June"),
            TextDomain.library("July"), TextDomain.library("August"), TextDomain.library("September"),
            TextDomain.library("October"), TextDomain.library("November"), TextDomain.library("December"),
        ]
        return names.indices.contains(month - 1) ? names[month - 1] : "\(month)"
    }

    /// What is wrong and what to give instead.
    ///
    /// ```swift
    /// DateError.monthOutOfRange(13).description   // "there is no month 13: give a month from 1 to 12"
    /// ```
    public var description: String {
        switch self {
        case .yearOutOfRange(let year):
            TextDomain.library.format(
                "year %1$s is out of range: give a year from %2$s to %3$s", "\(year)",
                "\(CalendarDate.years.lowerBound)", "\(CalendarDate.years.upperBound)")
        case .monthOutOfRange(let month):
            TextDomain.library.format("there is no month %s: give a month from 1 to 12", "\(month)")
        case .dayOutOfRange(let day, let month, let year):
            // Translators: %1$s is a day, %2$s a month's name, %3$s a year, %4$s the month's days ("29 days").
            TextDomain.library.format(
                "there is no %1$s %2$s %3$s: %2$s %3$s has %4$s", "\(day)", Self.monthName(month), "\(year)",
                TextDomain.library.plural(
                    "%d day", "%d days", count: DateCalculations.daysIn(month: month, year: year)))
        case .earliestAfterLatest(let earliest, let latest):
            TextDomain.library.format(
                "the earliest date %1$s is after the latest %2$s: no day could be chosen", "\(earliest)",
                "\(latest)")
        }
    }
}
