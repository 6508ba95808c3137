/// One state a progress dialog showed, as a scripted user saw it.
///
/// ```swift
/// XCTAssertEqual(request.updates.last?.fraction, 1)
/// ```
@_spi(DialogsTesting)
public struct ProgressUpdate: Equatable, Sendable {
    /// From 0 to 1.
    public let fraction: Double
    /// Whether the bar pulses.
    public let isPulsating: Bool
    /// The text line, when it was replaced.
    public let text: String?
    /// Whether OK is available (the bar reached its end, or the work finished).
    public let isDone: Bool
}

/// A progress dialog shown to a ``DialogResponder``: records every state the
/// window would have shown, and ends as the window would.
///
/// ```swift
/// if case .progress(let progress) = request { progress.whenUpdated { if $0.fraction >= 0.5 { try? progress.cancel() } } }
/// ```
@_spi(DialogsTesting)
public final class ProgressRequest: ScriptedAnswer<ProgressResponse>, ScriptedDialog, ProgressDisplay {
    let description: ProgressDescription
    private var observers: [@MainActor (ProgressUpdate) -> Void] = []
    /// Every state delivered, in order (coalesced as the window's would be).
    public private(set) var updates: [ProgressUpdate] = []

    init(
        _ description: ProgressDescription, timeout: Duration?,
        handler: @escaping @MainActor (ProgressResponse) -> Void
    ) {
        self.description = description
        super.init(timeout: timeout, endings: description.response(for:), handler: handler)
    }

    /// The title: the window's name.
    public var title: String { description.title }
    /// The text line the dialog starts with.
    public var message: String? { description.message?.source }
    /// Every button's label, left to right: Cancel (when there is one), OK.
    public var buttons: [String] { description.buttons.map(\.label.displayText) }
    /// Whether the dialog has a Cancel button.
    public var isCancellable: Bool { description.cancelLabel != nil }
    /// Whether OK is available now.
    public var isDone: Bool { updates.last?.isDone ?? description.initial.isDone }

    /// Calls `observer` with every state from now on (the script's "at a given point").
    public func whenUpdated(_ observer: @escaping @MainActor (ProgressUpdate) -> Void) {
        observers.append(observer)
    }

    /// Clicks Cancel; refused when the dialog has none.
    public func cancel() throws(ScriptedRefusal) {
        guard isCancellable else { throw ScriptedRefusal("has no Cancel button; use close(_:) for Escape") }
        press(ResponseID.cancel)
    }

    /// Clicks the button a person reads as `label`; OK is refused until the work is done.
    public func choose(_ label: String) throws(ScriptedRefusal) {
        if label == description.okLabel.displayText {
            guard isDone else { throw ScriptedRefusal("is not done: its OK button stays insensitive") }
            return press(ResponseID.accept)
        }
        guard let cancelLabel = description.cancelLabel, label == cancelLabel.displayText else {
            throw ScriptedRefusal("has no button \"\(label)\"")
        }
        press(ResponseID.cancel)
    }

    func apply(_ state: ProgressState) {
        guard !isAnswered else { return }
        let update = ProgressUpdate(
            fraction: state.fraction, isPulsating: state.isPulsating, text: state.text, isDone: state.isDone)
        updates.append(update)
        for observer in observers { observer(update) }
        if description.closesItself(at: state) { respond(description.response(for: .submitted(ResponseID.accept))) }
    }
}

extension ProgressRequest {
    /// Presses Cancel once the bar reaches `percent` (at once when it is there already);
    /// refused when the dialog has no Cancel button.
    public func cancel(atPercent percent: Double) throws(ScriptedRefusal) {
        guard isCancellable else { throw ScriptedRefusal("has no Cancel button; use close(_:) for Escape") }
        let reached = { (fraction: Double) in fraction * 100 >= percent }
        if reached(updates.last?.fraction ?? description.initial.fraction) { return press(ResponseID.cancel) }
        whenUpdated { [weak self] update in
            if reached(update.fraction) { self?.press(ResponseID.cancel) }
        }
    }

    /// Presses OK once the work is done (at once when it is done already).
    public func pressOKWhenDone() {
        if isDone { return press(ResponseID.accept) }
        whenUpdated { [weak self] update in
            if update.isDone { self?.press(ResponseID.accept) }
        }
    }
}
