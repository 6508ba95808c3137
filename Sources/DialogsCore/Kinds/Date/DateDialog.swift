/// How a date dialog ended.
///
/// ```swift
/// if case .chosen(let day) = await dialog.response() { task.due = day }
/// ```
public enum DateResponse: Equatable, Sendable {
    /// OK, Return, or a double-click on a day, with the day chosen.
    case chosen(CalendarDate)
    /// The Cancel button.
    case cancelled
    /// Escape or the window's close button.
    case closed
    /// The `timeout` ran out, with the day selected then.
    case timedOut(CalendarDate)
    /// Ended from code (`dismiss()`, `Dialogs.quit()`, the window destroyed, the awaiting task cancelled).
    case dismissed

    /// The chosen day; nil for every ending but OK.
    ///
    /// ```swift
    /// let due = await dialog.response().date ?? task.due
    /// ```
    public var date: CalendarDate? {
        if case .chosen(let date) = self { date } else { nil }
    }
}

/// A calendar to choose one day with (GtkCalendar), as zenity's `--calendar`.
///
/// ```swift
/// let dialog = DateDialog(title: "Due date", message: "When is it due?", date: task.due)
/// dialog.earliest = .today()                       // days before today cannot be chosen
/// if case .chosen(let day) = await dialog.response() {
///     task.due = day
///     print(day.formatted("%x"))                   // in the user's locale
/// }
/// ```
/// The calendar has the focus: the arrow keys move the selected day (across months), Return,
/// OK or a double-click on a day chooses it; Control with the arrows turns the month (left,
/// right) or the year (up, down). Escape and the close button end it as ``DateResponse/closed``.
/// A day outside ``earliest``…``latest`` cannot be chosen: OK is insensitive while it is
/// selected, and a line under the calendar says which days can. Every ending reaches the handler
/// exactly once.
@MainActor
public final class DateDialog: MessageDialog<DateResponse> {
    /// The day selected when the dialog opens (moved inside the bounds when outside them).
    public var date: CalendarDate
    /// The first day that can be chosen; nil for no limit.
    public var earliest: CalendarDate?
    /// The last day that can be chosen; nil for no limit.
    public var latest: CalendarDate?
    /// The OK button's label; nil for GTK's translated "OK".
    public var okTitle: String? { didSet { buttonTitleChanged(okTitle, fallback: .ok, of: .accept) } }
    /// The Cancel button's label; nil for GTK's translated "Cancel".
    public var cancelTitle: String? { didSet { buttonTitleChanged(cancelTitle, fallback: .cancel, of: .cancel) } }
    /// The key the chosen day is remembered under (``RememberedAnswers``): the calendar starts at
    /// the day chosen last time under this key instead of ``date`` (unless it is outside the bounds).
    ///
    /// ```swift
    /// let due = DateDialog(title: "Due date")
    /// due.remembersAnswerAs = "due-date"
    /// ```
    public var remembersAnswerAs: AnswerKey?

    /// Describes a date dialog; nothing is shown until `show` or `response`.
    ///
    /// ```swift
    /// let dialog = DateDialog(title: "Birthday", date: try CalendarDate(year: 1815, month: 12, day: 10))
    /// ```
    public init(title: String, message: String? = nil, date: CalendarDate = .today()) {
        self.date = date
        super.init(title: title, message: message)
    }

    /// Describes a date dialog whose bounds come from data: throws when they leave no day.
    ///
    /// ```swift
    /// let dialog = try DateDialog(title: "Check-in", date: arrival, earliest: opening, latest: closing)
    /// ```
    /// - Throws: ``DateError/earliestAfterLatest(earliest:latest:)``.
    public convenience init(
        title: String, message: String? = nil, date: CalendarDate = .today(), earliest: CalendarDate?,
        latest: CalendarDate?
    ) throws(DateError) {
        if let earliest, let latest, earliest > latest {
            throw .earliestAfterLatest(earliest: earliest, latest: latest)
        }
        self.init(title: title, message: message, date: date)
        self.earliest = earliest
        self.latest = latest
    }

    override package func presentation() -> Presentation<DateResponse> {
        var description = resolved()
        let memory = AnswerMemory(remembersAnswerAs, kind: "date", title: title)
        if let day = memory.kept?["date"]?.string.flatMap(CalendarDate.init(iso8601:)),
            description.bounds.contains(day)
        {
            description.initialState = day
        }
        return Presentation(description, request: DateRequest.init) { ending, date in
            if ending.accepts { memory.keep(.object(["date": .string(date.iso8601)])) }
            return ending.response(accepted: .chosen(date), timedOut: .timedOut(date))
        }
    }

    private func resolved() -> DateDescription {
        var bounds = DateBounds(earliest: earliest, latest: latest)
        if let earliest, let latest, earliest > latest {
            Diagnostics.programmerError(
                "DateDialog \"\(title)\": \(DateError.earliestAfterLatest(earliest: earliest, latest: latest)) "
                    + "(the bounds are ignored)")
            bounds = DateBounds(earliest: nil, latest: nil)
        }
        return DateDescription(
            title: title, message: messageText,
            initialState: bounds.clamped(date),
            bounds: bounds, acceptLabel: ButtonLabel(okTitle, fallback: .ok),
            cancelLabel: ButtonLabel(cancelTitle, fallback: .cancel), options: options)
    }
}

extension DateResponse: AcceptOrCancelResponse {}
