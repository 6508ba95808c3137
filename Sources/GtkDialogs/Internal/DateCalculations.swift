import CGtk

/// The calendar arithmetic and formatting behind ``CalendarDate``, done by GLib's `GDate`.
enum DateCalculations {
    /// 28…31; 0 for a month or year GDate does not know.
    static func daysIn(month: Int, year: Int) -> Int {
        guard (1...12).contains(month), CalendarDate.years.contains(year) else { return 0 }
        return Int(g_date_get_days_in_month(GDateMonth(UInt32(month)), GDateYear(year)))
    }

    static func today() -> CalendarDate {
        let now = g_date_time_new_now_local()!
        defer { g_date_time_unref(now) }
        return CalendarDate(
            checked: Int(g_date_time_get_year(now)), Int(g_date_time_get_month(now)),
            Int(g_date_time_get_day_of_month(now)))
    }

    static func adding(_ days: Int, to date: CalendarDate) -> CalendarDate {
        let julian = Int(withGDate(date) { g_date_get_julian($0) })
        let first = Int(withGDate(CalendarDate(checked: CalendarDate.years.lowerBound, 1, 1)) { g_date_get_julian($0) })
        let last = Int(
            withGDate(CalendarDate(checked: CalendarDate.years.upperBound, 12, 31)) { g_date_get_julian($0) })
        let (sum, overflow) = julian.addingReportingOverflow(days)
        let target = overflow ? (days < 0 ? first : last) : min(max(sum, first), last)
        let moved = g_date_new_julian(UInt32(target))!
        defer { g_date_free(moved) }
        return CalendarDate(
            checked: Int(g_date_get_year(moved)), Int(g_date_get_month(moved).rawValue), Int(g_date_get_day(moved)))
    }

    /// `g_date_strftime` (what zenity calls) into a buffer that grows until the text fits: never
    /// cut short. A pattern the locale's character set cannot hold (`日付 %d` in the C locale) goes
    /// through `g_date_time_format`, which works in UTF-8.
    static func format(_ date: CalendarDate, _ pattern: String) -> String {
        guard !pattern.isEmpty else { return "" }
        let localeIsUTF8 = g_get_charset(nil) != 0
        if localeIsUTF8 || pattern.utf8.allSatisfy({ $0 < 0x80 }) { return strftime(date, pattern) }
        guard let time = g_date_time_new_local(Int32(date.year), Int32(date.month), Int32(date.day), 0, 0, 0) else {
            return ""
        }
        defer { g_date_time_unref(time) }
        return CStrings.takeOwnership(pattern.withCString { g_date_time_format(time, $0) })
    }

    private static func strftime(_ date: CalendarDate, _ pattern: String) -> String {
        withGDate(date) { gdate in
            var capacity = 128
            // g_date_strftime answers 0 both for "too small" and for an empty result: grow, then give up on "".
            while capacity <= 1 << 20 {
                var buffer = [CChar](repeating: 0, count: capacity)
                let written = pattern.withCString { g_date_strftime(&buffer, gsize(capacity), $0, gdate) }
                if written > 0 {
                    return String(decoding: buffer.prefix(Int(written)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
                }
                capacity *= 8
            }
            return ""
        }
    }

    private static func withGDate<R>(_ date: CalendarDate, _ body: (UnsafeMutablePointer<GDate>) -> R) -> R {
        let gdate = g_date_new_dmy(GDateDay(date.day), GDateMonth(UInt32(date.month)), GDateYear(date.year))!
        defer { g_date_free(gdate) }
        return body(gdate)
    }
}
