import CGtk
import CGtkBridge
import DialogsGLib

/// A `GtkCalendar` whose arrow keys move the selected day (as GTK 4's do; GTK 3's move only a
/// focus mark that Space then selects), kept to `bounds` by the keys: shared by the date
/// dialog and a form's date field.
@MainActor
final class CalendarControl {
    let widget: UnsafeMutablePointer<GtkWidget>
    let bounds: DateBounds

    init(date: CalendarDate, bounds: DateBounds) {
        widget = gtk_calendar_new()
        self.bounds = bounds
        select(date)
        describeSelection()
        // Strong: the calendar's signal boxes own this object, and release it with the calendar.
        Signals.onKeyPress(widget) { [self] key in handle(key) }
        onChange { [self] in describeSelection() }
    }

    /// GTK 3's calendar tells a screen reader nothing of its selected day: its accessible
    /// description says it, in the locale's words ("Thursday 03/07/24").
    private func describeSelection() {
        CStrings.with(date.formatted("%A %x")) { atk_object_set_description(gtk_widget_get_accessible(widget), $0) }
    }

    /// The selected day; a year GTK scrolled past 1…9999 reads as the nearest one.
    var date: CalendarDate {
        var year: guint = 0
        var month: guint = 0
        var day: guint = 0
        gtk_calendar_get_date(gd_calendar(widget), &year, &month, &day)
        let clampedYear = min(max(Int(year), CalendarDate.years.lowerBound), CalendarDate.years.upperBound)
        let clampedMonth = min(max(Int(month) + 1, 1), 12)
        let days = DateCalculations.daysIn(month: clampedMonth, year: clampedYear)
        return CalendarDate(checked: clampedYear, clampedMonth, min(max(Int(day), 1), days))
    }

    /// Whether the selected day may be chosen.
    var isChoosable: Bool { bounds.contains(date) }

    func select(_ date: CalendarDate) {
        let calendar = gd_calendar(widget)
        gtk_calendar_select_day(calendar, 1)  // a day every month has, before the month changes
        gtk_calendar_select_month(calendar, guint(date.month - 1), guint(date.year))
        gtk_calendar_select_day(calendar, guint(date.day))
    }

    /// Runs after every change of the selected day or the month shown.
    /// Each handler is the calendar's signals' own, released with the widget: kept here, a
    /// handler capturing its owner (a form field holding this control) would make a cycle.
    func onChange(_ handler: @escaping @MainActor () -> Void) {
        for signal in ["day-selected", "month-changed"] { Signals.on(widget, signal, handler) }
    }

    /// Runs when a day is double-clicked (zenity chooses it).
    func onDoubleClick(_ handler: @escaping @MainActor () -> Void) {
        Signals.on(widget, "day-selected-double-click", handler)
    }

    /// Left and Right move a day, Up and Down a week, never out of the bounds; Space is
    /// swallowed (the selection is where GTK 3's focus mark would be). With Control, GTK
    /// turns the month or the year.
    private func handle(_ key: KeyPress) -> Bool {
        guard key.state & GDK_CONTROL_MASK.rawValue == 0 else { return false }
        let step: Int
        switch Int32(key.keyval) {
        case GDK_KEY_Left, GDK_KEY_KP_Left: step = -1
        case GDK_KEY_Right, GDK_KEY_KP_Right: step = 1
        case GDK_KEY_Up, GDK_KEY_KP_Up: step = -7
        case GDK_KEY_Down, GDK_KEY_KP_Down: step = 7
        case GDK_KEY_space, GDK_KEY_KP_Space: return true
        default: return false
        }
        let current = date
        let target = bounds.contains(current) ? bounds.clamped(current.adding(days: step)) : current.adding(days: step)
        if target != current { select(target) }
        return true
    }
}
