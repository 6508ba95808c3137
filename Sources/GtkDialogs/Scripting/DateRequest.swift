/// A date dialog shown to a ``DialogResponder``: selects days as a person would, and ends as
/// the window would.
///
/// ```swift
/// if case .date(let calendar) = request { try calendar.pick(try CalendarDate(year: 2024, month: 3, day: 5)) }
/// ```
@_spi(DialogsTesting)
public final class DateRequest: ScriptedAnswer<DateResponse>, ScriptedDialog {
    let description: DateDescription
    private let selection: ShownValue<CalendarDate>

    init(_ description: DateDescription, timeout: Duration?, handler: @escaping @MainActor (DateResponse) -> Void) {
        self.description = description
        let selection = ShownValue(description.initial)
        self.selection = selection
        super.init(
            timeout: timeout, endings: { description.response(for: $0, date: selection.value) }, handler: handler)
    }

    /// The title: the window's name.
    public var title: String { description.title }
    /// The text above the calendar.
    public var message: String? { description.message?.source }
    /// The day selected now.
    public var date: CalendarDate { selection.value }
    /// The first day that can be chosen, if limited.
    public var earliest: CalendarDate? { description.bounds.earliest }
    /// The last day that can be chosen, if limited.
    public var latest: CalendarDate? { description.bounds.latest }
    /// Every button's label, left to right: Cancel, OK.
    public var buttons: [String] { description.buttons.map(\.label.displayText) }

    /// Selects `date` in the calendar; refused outside the bounds, where OK would be insensitive.
    public func select(_ date: CalendarDate) throws(ScriptedRefusal) {
        guard description.bounds.contains(date) else {
            throw ScriptedRefusal("cannot choose \(date): \(description.bounds.summary ?? "")")
        }
        selection.value = date
    }

    /// Selects `date` and presses OK.
    public func pick(_ date: CalendarDate) throws(ScriptedRefusal) {
        try select(date)
        pressOK()
    }

    /// Presses OK with the selected day.
    public func pressOK() {
        press(ResponseID.accept)
    }

    /// Clicks Cancel.
    public func cancel() throws(ScriptedRefusal) {
        press(ResponseID.cancel)
    }

    /// Clicks the button a person reads as `label`.
    public func choose(_ label: String) throws(ScriptedRefusal) {
        try press(label, among: description.buttons)
    }
}
