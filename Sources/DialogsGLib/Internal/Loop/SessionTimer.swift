import CGLib
import DialogsCore

/// A session's timeout in GLib's main loop, and the once-a-second countdown beside it.
@MainActor
package final class SessionTimer {
    package init() {}
    private var timeoutSource: guint = 0
    private var tickSource: guint = 0

    /// Calls `expired` once `timeout` has passed (nothing without one), and `tick` at once and then
    /// every second with the whole seconds left.
    package func start(_ timeout: Duration?, tick: ((Int) -> Void)? = nil, expired: @escaping @MainActor () -> Void) {
        guard let timeout else { return }
        let milliseconds = Self.milliseconds(timeout)
        timeoutSource = Signals.every(milliseconds: milliseconds) { [self] in
            timeoutSource = 0
            expired()
            return false
        }
        guard let tick else { return }
        var secondsLeft = Int((UInt64(milliseconds) + 999) / 1000)
        tick(secondsLeft)
        tickSource = Signals.every(milliseconds: 1000) { [self] in
            secondsLeft = max(secondsLeft - 1, 0)
            tick(secondsLeft)
            if secondsLeft == 0 { tickSource = 0 }
            return secondsLeft > 0
        }
    }

    /// Removes the sources still pending (a source that has fired once for good is gone already).
    package func stop() {
        for source in [timeoutSource, tickSource] where source != 0 {
            g_source_remove(source)
        }
        timeoutSource = 0
        tickSource = 0
    }

    package nonisolated static func milliseconds(_ duration: Duration) -> UInt32 {
        let (seconds, attoseconds) = duration.components
        guard seconds >= 0 else { return 0 }
        let total = seconds.multipliedReportingOverflow(by: 1000)
        if total.overflow || total.partialValue >= Int64(UInt32.max) { return UInt32.max }
        return UInt32(total.partialValue + attoseconds / 1_000_000_000_000_000)
    }
}
