/// One state a progress dialog showed, as a scripted user saw it.
///
/// ```swift
/// XCTAssertEqual(request.updates.last?.fraction, 1)
/// ```
package struct ProgressUpdate: Equatable, Sendable {
    /// From 0 to 1.
    package let fraction: Double
    /// Whether the bar pulses.
    package let isPulsating: Bool
    /// The text line, when it was replaced.
    package let text: String?
    /// Whether OK is available (the bar reached its end, or the work finished).
    package let isDone: Bool

    package init(fraction: Double, isPulsating: Bool, text: String?, isDone: Bool) {
        self.fraction = fraction
        self.isPulsating = isPulsating
        self.text = text
        self.isDone = isDone
    }
}

/// A progress dialog shown to a ``DialogResponder``: records every state the
/// window would have shown, and ends as the window would.
///
/// ```swift
/// if case .progress(let progress) = request { progress.whenUpdated { if $0.fraction >= 0.5 { try? progress.cancel() } } }
/// ```
package final class ProgressRequest: ScriptedRequest<ProgressDescription>, ScriptedDialog, FinishingRequest {
    package nonisolated static let kind = "progress"
    private var observers: [@MainActor (ProgressUpdate) -> Void] = []
    /// Every state delivered, in order (coalesced as the window's would be).
    package private(set) var updates: [ProgressUpdate] = []

    /// The title: the window's name.
    /// The text line the dialog starts with.
    package var message: String? { shownMessage(description.message) }
    /// Every button's label, left to right: Cancel (when there is one), OK.
    package var buttons: [String] { shownLabels(description.buttons) }
    /// Whether the dialog has a Cancel button.
    package var isCancellable: Bool { description.cancelLabel != nil }
    /// Whether OK is available now.
    package var isDone: Bool { updates.last?.isDone ?? description.initial.isDone }

    /// Calls `observer` with every state from now on (the script's "at a given point").
    package func whenUpdated(_ observer: @escaping @MainActor (ProgressUpdate) -> Void) {
        observers.append(observer)
    }

    /// Clicks Cancel; refused when the dialog has none.
    override package func cancel() throws(ScriptedRefusal) {
        guard isCancellable else { throw ScriptedRefusal("has no Cancel button; use close(_:) for Escape") }
        try press(ResponseID.cancel)
    }

    /// Clicks the button a person reads as `label`; OK is refused until the work is done.
    package func choose(_ label: String) throws(ScriptedRefusal) {
        if label == description.acceptLabel.displayText {
            guard isDone else { throw ScriptedRefusal("is not done: its OK button stays insensitive") }
            return try press(ResponseID.accept)
        }
        guard let cancelLabel = description.cancelLabel, label == cancelLabel.displayText else {
            throw ScriptedRefusal("has no button \"\(label)\"")
        }
        try press(ResponseID.cancel)
    }

    override package func apply(_ state: ProgressState) {
        guard !isAnswered else { return }
        let update = ProgressUpdate(
            fraction: state.fraction, isPulsating: state.isPulsating, text: state.text, isDone: state.isDone)
        updates.append(update)
        for observer in observers { observer(update) }
        // Closing itself when done is no button press: code cannot hold it back.
        if description.closesItself(at: state) { session.end(.submitted(ResponseID.accept), state: ()) }
    }
}

extension ProgressRequest {
    /// Presses Cancel once the bar reaches `percent` (at once when it is there already);
    /// refused when the dialog has no Cancel button.
    package func cancel(atPercent percent: Double) throws(ScriptedRefusal) {
        guard isCancellable else { throw ScriptedRefusal("has no Cancel button; use close(_:) for Escape") }
        let reached = { (fraction: Double) in fraction * 100 >= percent }
        if reached(updates.last?.fraction ?? description.initial.fraction) { return try press(ResponseID.cancel) }
        whenUpdated { [weak self] update in
            if reached(update.fraction) { try? self?.press(ResponseID.cancel) }
        }
    }

    /// Presses OK once the work is done (at once when it is done already).
    package func pressOKWhenDone() throws(ScriptedRefusal) {
        if isDone { return try press(ResponseID.accept) }
        whenUpdated { [weak self] update in
            if update.isDone { try? self?.press(ResponseID.accept) }
        }
    }
}
