/// A progress dialog resolved for showing: the one description its GTK window
/// and its scripted request are both built from. It holds no GTK type.
package struct ProgressDescription: DialogDescription, AcceptOrCancelButtons {
    /// Code sends the bar's state while it shows (through the ``ProgressReporter``).
    package typealias Change = ProgressState

    package var title: String
    package var message: LabelText?
    package var initial: ProgressState
    /// Nil when the dialog cannot be cancelled.
    package var cancelLabel: ButtonLabel?
    package var acceptLabel: ButtonLabel
    package var closesWhenDone: Bool
    package var showsTimeRemaining: Bool
    package var options: DialogOptions

    /// A progress window reports nothing but its ending; its bar's state comes from code.
    package var initialState: Void { () }

    /// Whether a state ends the dialog on its own.
    package func closesItself(at state: ProgressState) -> Bool {
        closesWhenDone && state.isDone
    }

    /// zenity's estimate: the time taken so far, scaled to what is left. Nil
    /// before any progress and once done.
    package static func timeRemaining(elapsedSeconds: Double, fraction: Double) -> String? {
        guard fraction > 0, fraction < 1, elapsedSeconds.isFinite else { return nil }
        let left = Int((elapsedSeconds / fraction * (1 - fraction)).rounded())
        let (hours, minutes, seconds) = (left / 3600, left / 60 % 60, left % 60)
        let clock = "\(hours):" + [minutes, seconds].map { $0 < 10 ? "0\($0)" : "\($0)" }.joined(separator: ":")
        // Translators: %s is hours:minutes:seconds, as zenity's "Time remaining: %lu:%02lu:%02lu".
        return TextDomain.library.format("Time remaining: %s", clock)
    }
}
