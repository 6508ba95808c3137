import DialogsCore

/// A calendar: zenity's `--calendar`, native `date`.
struct DateOptions: OptionValues {
    var day: Int?
    var month: Int?
    var year: Int?
    var format: String?
    /// Native `--earliest` and `--latest`, as given (`YYYY-MM-DD`).
    var earliest: String?
    var latest: String?
    /// zenity reads a negative day, month or year, and day 0, as not given (today's); its month 0
    /// and year 0 end in GLib criticals and a garbled date, so both modes refuse them. Native mode
    /// refuses every value out of range.
    var outOfRangeMeansToday = true

    /// The start date: what is given, the rest from today; a day not given is kept inside the month.
    func startDate(today: CalendarDate = .today()) throws(UsageError) -> CalendarDate {
        func given(_ value: Int?, zeroToo: Bool = false) -> Int? {
            guard let value else { return nil }
            return outOfRangeMeansToday && (value < 0 || zeroToo && value == 0) ? nil : value
        }
        let year = given(year) ?? today.year
        let month = given(month) ?? today.month
        do {
            if let day = given(day, zeroToo: true) { return try CalendarDate(year: year, month: month, day: day) }
            let first = try CalendarDate(year: year, month: month, day: 1)
            return try CalendarDate(year: year, month: month, day: min(today.day, first.daysInMonth))
        } catch {
            throw UsageError(message: TextDomain.tool.format("--day, --month, --year: %s", "\(error)"))
        }
    }

    /// Native `--earliest` and `--latest`, checked.
    func bounds() throws(UsageError) -> (earliest: CalendarDate?, latest: CalendarDate?) {
        func parse(_ text: String?, _ option: String) throws(UsageError) -> CalendarDate? {
            guard let text else { return nil }
            guard let date = CalendarDate(iso8601: text) else {
                throw UsageError(
                    message: TextDomain.tool.format(
                        "%1$s \"%2$s\": write a real date as YYYY-MM-DD, such as 2024-03-05", option, text))
            }
            return date
        }
        let bounds = (earliest: try parse(earliest, "--earliest"), latest: try parse(latest, "--latest"))
        if let earliest = bounds.earliest, let latest = bounds.latest, earliest > latest {
            throw UsageError(
                message: TextDomain.tool.format(
                    "--earliest, --latest: %s", "\(DateError.earliestAfterLatest(earliest: earliest, latest: latest))"))
        }
        return bounds
    }
}

extension DateOptions {
    static let zenityGroups = [
        OptionGroup.Heading(name: "calendar", title: "Calendar options", help: "Show calendar options")
    ]

    static var declarations: [Option] {
        CommonOptions.nativeButtonLabels("The OK button's label") + [
            .integer("day", "The day selected at the start (default today's)", argument: "DAY", \DateOptions.day)
                .zenity("Set the calendar day"),
            .integer(
                "month", "The month selected at the start, 1 to 12 (default this month)", argument: "MONTH",
                \DateOptions.month
            ).zenity("Set the calendar month"),
            .integer("year", "The year selected at the start (default this year)", argument: "YEAR", \DateOptions.year)
                .zenity("Set the calendar year"),
            .string(
                "date-format", "Print the date with this strftime pattern (default %Y-%m-%d)", argument: "PATTERN",
                \DateOptions.format
            ).zenity("Set the format for the returned date"),
            .string(
                "earliest", "The first day that can be chosen (YYYY-MM-DD)", argument: "DATE", \DateOptions.earliest
            )
            .nativeOnly,
            .string("latest", "The last day that can be chosen (YYYY-MM-DD)", argument: "DATE", \DateOptions.latest)
                .nativeOnly,
        ]
            + RememberOptions.remember(
                "Start from the day chosen last time under KEY, and remember this answer")
    }
}
