import Glibc

/// The few C library calls the core makes (no GLib, no GTK): the local date, the locale's date text,
/// reading and writing numbers in the C locale as GLib's `g_ascii_strtod` and `g_ascii_formatd` do,
/// and whether a remembered path is still there.
enum Platform {
    /// The environment variable `name`, if set.
    static func environment(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }

    /// Whether `path` names something that is there now (following links).
    static func exists(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0
    }

    /// Whether `path` names a folder now (following links).
    static func isFolder(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    /// Today's year, month (1…12) and day in the local time zone.
    static func localToday() -> (year: Int, month: Int, day: Int) {
        var now = time(nil)
        var fields = tm()
        _ = localtime_r(&now, &fields)
        return (Int(fields.tm_year) + 1900, Int(fields.tm_mon) + 1, Int(fields.tm_mday))
    }

    /// `strftime` of a midnight with the given date fields and every other field zero, as GLib's
    /// `g_date_to_struct_tm` fills it; the buffer grows until the text fits. Nil past `limit` bytes.
    static func strftime(
        _ pattern: [UInt8], year: Int, month: Int, day: Int, weekdayFromSunday: Int, dayOfYear: Int,
        limit: Int = 1 << 24
    ) -> [UInt8]? {
        var fields = tm()
        fields.tm_mday = Int32(day)
        fields.tm_mon = Int32(month - 1)
        fields.tm_year = Int32(year - 1900)
        fields.tm_wday = Int32(weekdayFromSunday)
        fields.tm_yday = Int32(dayOfYear - 1)
        fields.tm_isdst = -1
        let format = pattern.map { CChar(bitPattern: $0) } + [0]
        var capacity = max(128, pattern.count * 2)
        while capacity <= limit {
            var buffer = [CChar](repeating: 0, count: capacity)
            // A first byte still 1 after a 0 answer means "too small"; a NUL there means the text is empty.
            buffer[0] = 1
            let written = Glibc.strftime(&buffer, capacity, format, &fields)
            if written > 0 || buffer[0] == 0 { return buffer.prefix(written).map { UInt8(bitPattern: $0) } }
            capacity *= 2
        }
        return nil
    }

    /// What `strtod` reads at `start` in `text` in the C locale (as `g_ascii_strtod` does): its value,
    /// where the number ends (`start` when nothing is a number), and whether it set `ERANGE`.
    static func scanDouble(_ text: [UInt8], at start: Int) -> (value: Double, end: Int, rangeError: Bool) {
        let bytes = text.map { CChar(bitPattern: $0) } + [0]
        let previous = uselocale(cLocale)
        defer { uselocale(previous) }
        return bytes.withUnsafeBufferPointer { buffer in
            let begin = buffer.baseAddress! + min(start, text.count)
            var end: UnsafeMutablePointer<CChar>?
            errno = 0
            let value = strtod(begin, &end)
            let rangeError = errno == ERANGE
            return (value, end.map { UnsafePointer($0) - buffer.baseAddress! } ?? start, rangeError)
        }
    }

    /// `%g` in the C locale, as `g_ascii_formatd` writes it whatever `LC_NUMERIC` says.
    static func formatG(_ value: Double) -> String {
        let previous = uselocale(cLocale)
        defer { uselocale(previous) }
        var buffer = [CChar](repeating: 0, count: 64)
        let count = withVaList([value]) { vsnprintf(&buffer, buffer.count, "%g", $0) }
        return String(decoding: buffer.prefix(Int(max(count, 0))).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The C locale's numbers (all `strtod` and `printf` read), made once; switched to per thread.
    nonisolated(unsafe) private static let cLocale = newlocale(1 << LC_NUMERIC, "C", nil)
}
