/// zenity 3.44's progress protocol on standard input, one line at a time: a line starting
/// with a digit sets the percentage (read as C's `atoi` reads it, then clamped to 0…100), a
/// line starting with `#` replaces the text, and any other line is ignored.
enum ProgressInput: Equatable {
    case percent(Int)
    /// The text after `#`, trimmed of ASCII white space; nil when it is not UTF-8.
    case text(String?)

    /// What `line` (without its newline) says, if anything.
    static func parse(_ line: some Collection<UInt8>) -> ProgressInput? {
        guard let first = line.first else { return nil }
        if first == UInt8(ascii: "#") {
            let trimmed = line.dropFirst().drop(while: isSpace).reversed().drop(while: isSpace).reversed()
            return .text(String(validating: trimmed, as: UTF8.self))
        }
        guard isDigit(first) else { return nil }
        return .percent(min(max(Int(atoi(line)), 0), 100))
    }

    /// glibc's `atoi` on a 64-bit machine: `strtol`'s digits (saturating), then cut to an `int`.
    private static func atoi(_ line: some Collection<UInt8>) -> Int32 {
        var value: Int64 = 0
        for byte in line.prefix(while: isDigit) {
            let (times, overflow) = value.multipliedReportingOverflow(by: 10)
            let (sum, overflowAgain) = times.addingReportingOverflow(Int64(byte - UInt8(ascii: "0")))
            if overflow || overflowAgain { return Int32(truncatingIfNeeded: Int64.max) }
            value = sum
        }
        return Int32(truncatingIfNeeded: value)
    }

    private static func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }

    /// `g_ascii_isspace`: what `g_strchug` and `g_strchomp` remove.
    private static func isSpace(_ byte: UInt8) -> Bool { [9, 10, 11, 12, 13, 32].contains(byte) }
}
