/// A progress dialog resolved for showing: the one description its GTK window
/// and its scripted request are both built from. It holds no GTK type.
struct ProgressDescription {
    var title: String
    var message: LabelText?
    var initial: ProgressState
    /// Nil when the dialog cannot be cancelled.
    var cancelLabel: ButtonLabel?
    var okLabel: ButtonLabel
    var closesWhenDone: Bool
    var showsTimeRemaining: Bool
    var options: DialogOptions

    /// The buttons left to right: Cancel (when there is one), then OK.
    var buttons: [(label: ButtonLabel, id: Int32)] {
        (cancelLabel.map { [($0, ResponseID.cancel)] } ?? []) + [(okLabel, ResponseID.accept)]
    }

    /// The answer for an ending, for the window and the scripted user alike.
    func response(for ending: DialogEnding) -> ProgressResponse {
        switch ending {
        case .response(ResponseID.accept), .submitted(ResponseID.accept): .completed
        case .response(ResponseID.cancel): .cancelled
        case .response, .submitted: .closed
        case .timedOut: .timedOut
        case .dismissed, .destroyed: .dismissed
        }
    }

    /// Whether a state ends the dialog on its own.
    func closesItself(at state: ProgressState) -> Bool {
        closesWhenDone && state.isDone
    }

    /// zenity's estimate: the time taken so far, scaled to what is left. Nil
    /// before any progress and once done.
    static func timeRemaining(elapsedSeconds: Double, fraction: Double) -> String? {
        guard fraction > 0, fraction < 1, elapsedSeconds.isFinite else { return nil }
        let left = Int((elapsedSeconds / fraction * (1 - fraction)).rounded())
        let (hours, minutes, seconds) = (left / 3600, left / 60 % 60, left % 60)
        return "Time remaining: \(hours):"
            + [minutes, seconds].map { $0 < 10 ? "0\($0)" : "\($0)" }.joined(separator: ":")
    }
}
