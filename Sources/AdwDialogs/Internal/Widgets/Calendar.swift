import CAdw
import DialogsGLib

/// GTK 4's `GtkCalendar`, read and set as a `CalendarDate`.
@MainActor
final class Calendar {
    let widget: UnsafeMutablePointer<GtkWidget>

    init(date: CalendarDate) {
        widget = gtk_calendar_new()
        select(date)
    }

    /// The selected day.
    var date: CalendarDate {
        let selected = gtk_calendar_get_date(ad_calendar(widget))!
        defer { g_date_time_unref(selected) }
        return CalendarDate(
            checked: Int(g_date_time_get_year(selected)), Int(g_date_time_get_month(selected)),
            Int(g_date_time_get_day_of_month(selected)))
    }

    func select(_ date: CalendarDate) {
        guard let day = g_date_time_new_local(Int32(date.year), Int32(date.month), Int32(date.day), 12, 0, 0) else {
            return
        }
        gtk_calendar_select_day(ad_calendar(widget), day)
        g_date_time_unref(day)
    }

    /// Runs after every change of the selected day or the month shown.
    func onChange(_ handler: @escaping @MainActor () -> Void) {
        for signal in ["day-selected", "next-month", "prev-month", "next-year", "prev-year"] {
            Signals.on(widget, signal, handler)
        }
    }
}
