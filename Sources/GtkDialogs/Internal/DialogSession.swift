import CGtk
import CGtkBridge

/// One dialog on screen: owns the ending, exactly once.
///
/// Nobody outside holds a session. GTK does: the boxes connected to the
/// window's `response` and `destroy` signals capture it, and GLib releases
/// them when the window is destroyed, which every ending does.
@MainActor
final class DialogSession: Dismissible {
    /// Reads what the ending needs from the widgets (they are still alive),
    /// and returns the delivery to run once the window is gone.
    typealias Finisher = @MainActor (DialogEnding) -> (@MainActor () -> Void)

    private(set) var window: UnsafeMutablePointer<GtkWidget>?
    private var finisher: Finisher?
    /// Refuses a `response` the dialog's state does not allow (OK while the text
    /// is invalid, sent by code); the dialog then stays open.
    var acceptsResponse: (Int32) -> Bool = { _ in true }
    private var timeoutSource: guint = 0
    private var tickSource: guint = 0

    private static var openSessions: [WeakSession] = []

    /// Dialogs on screen now, oldest first.
    static var open: [DialogSession] {
        openSessions.compactMap(\.session)
    }

    init(window: UnsafeMutablePointer<GtkWidget>, parent: ParentWindow?, finisher: @escaping Finisher) {
        self.window = window
        self.finisher = finisher
        let gtkWindow = gd_window(window)
        if let parentWindow = NativeParent.window(parent) {
            gtk_window_set_transient_for(gtkWindow, parentWindow)
            gtk_window_set_modal(gtkWindow, 1)
            gtk_window_set_destroy_with_parent(gtkWindow, 1)
        }
        Signals.onResponse(gd_dialog(window)) { [self] responseID in
            if acceptsResponse(responseID) { finish(.response(responseID)) }
        }
        Signals.on(window, "destroy") { [self] in finish(.destroyed) }
    }

    /// Shows the window; `tick` runs once a second with the seconds left when there is a timeout.
    func present(timeout: Duration?, tick: ((Int) -> Void)? = nil) {
        guard let window else { return }
        if let timeout {
            let milliseconds = Self.milliseconds(timeout)
            timeoutSource = Signals.every(milliseconds: milliseconds) { [self] in
                timeoutSource = 0
                finish(.timedOut)
                return false
            }
            if let tick {
                var secondsLeft = Int((UInt64(milliseconds) + 999) / 1000)
                tick(secondsLeft)
                tickSource = Signals.every(milliseconds: 1000) { [self] in
                    secondsLeft = max(secondsLeft - 1, 0)
                    tick(secondsLeft)
                    if secondsLeft == 0 { tickSource = 0 }
                    return secondsLeft > 0
                }
            }
        }
        Self.openSessions.append(WeakSession(self))
        gtk_window_present(gd_window(window))
    }

    /// Ends the dialog from code.
    func dismiss() {
        finish(.dismissed)
    }

    /// The single exit: runs at most once, whatever ends the dialog.
    func finish(_ ending: DialogEnding) {
        guard let window, let finisher else { return }
        self.finisher = nil
        self.window = nil
        for source in [timeoutSource, tickSource] where source != 0 {
            g_source_remove(source)
        }
        timeoutSource = 0
        tickSource = 0
        Self.openSessions.removeAll { $0.session == nil || $0.session === self }
        let deliver = finisher(ending)
        // Gone before the handler runs: handlers often show the next dialog.
        if ending != .destroyed {
            gtk_widget_destroy(window)
        }
        deliver()
    }

    nonisolated static func milliseconds(_ duration: Duration) -> UInt32 {
        let (seconds, attoseconds) = duration.components
        guard seconds >= 0 else { return 0 }
        let total = seconds.multipliedReportingOverflow(by: 1000)
        if total.overflow || total.partialValue >= Int64(UInt32.max) { return UInt32.max }
        return UInt32(total.partialValue + attoseconds / 1_000_000_000_000_000)
    }
}

private struct WeakSession {
    weak var session: DialogSession?
    init(_ session: DialogSession) { self.session = session }
}
