/// A date dialog shown to a scripted user: selects a day as a person would, within the dialog's
/// bounds, and ends as the window would.
///
/// ```swift
/// if let calendar = request as? DateRequest { try calendar.pick(day) }
/// ```
package final class DateRequest: ScriptedRequest<DateDescription>, ScriptedDialog {
    package nonisolated static let kind = "date"
    /// The text above the calendar.
    package var message: String? { shownMessage(description.message) }
    /// The day selected now.
    package var date: CalendarDate { state }
    /// The first day it allows.
    package var earliest: CalendarDate? { description.bounds.earliest }
    /// The last day it allows.
    package var latest: CalendarDate? { description.bounds.latest }
    /// Every button's label, left to right: Cancel, OK.
    package var buttons: [String] { shownLabels(description.buttons) }
    package var fields: [ScriptedField] {
        [ScriptedField(key: "date", label: message ?? title, value: description.initialState.iso8601)]
    }

    /// Selects `date` without ending the dialog; refused outside its bounds.
    package func select(_ date: CalendarDate) throws(ScriptedRefusal) {
        guard description.bounds.contains(date) else {
            throw ScriptedRefusal("cannot choose \(date): \(description.bounds.summary ?? "")")
        }
        state = date
    }

    /// Selects `date` and presses OK.
    package func pick(_ date: CalendarDate) throws(ScriptedRefusal) {
        try select(date)
        try pressOK()
    }

    /// Clicks the button a person reads as `label`.
    package func choose(_ label: String) throws(ScriptedRefusal) {
        try press(label, among: description.buttons)
    }
}
