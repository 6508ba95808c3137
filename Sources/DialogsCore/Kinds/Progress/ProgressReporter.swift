import Dispatch
import Synchronization

/// Drives a shown ``ProgressDialog`` from any task or thread: updates are
/// coalesced, so a flood of them reaches GTK at most once a main-loop turn.
///
/// ```swift
/// let progress = ProgressDialog(title: "Copying").show()
/// Task.detached {
///     for (index, file) in files.enumerated() {
///         guard !progress.isCancelled else { return }
///         copy(file)
///         progress.report(fraction: Double(index + 1) / Double(files.count), text: file.name)
///     }
///     progress.finish()
/// }
/// ```
/// Once the dialog has ended, updates are ignored and ``isCancelled`` is true
/// unless the work completed.
public final class ProgressReporter: Sendable {
    private struct Pending {
        var state: ProgressState
        var isScheduled = false
        var isCancelled = false
    }

    private let pending: Mutex<Pending>
    private let target: ProgressTarget

    init(initial: ProgressState, target: ProgressTarget) {
        pending = Mutex(Pending(state: initial))
        self.target = target
    }

    /// Sets how much is done, from 0 to 1 (clamped; NaN is ignored); stops pulsing.
    /// Reaching 1 makes OK available (or closes the dialog when it closes when done).
    ///
    /// ```swift
    /// progress.report(fraction: 0.25)
    /// ```
    public func report(fraction: Double) {
        guard !fraction.isNaN else { return }
        update { $0.setFraction(fraction) }
    }

    /// Sets how much is done, from 0 to 100 percent.
    ///
    /// ```swift
    /// progress.report(percent: 25)
    /// ```
    public func report(percent: Double) {
        report(fraction: percent / 100)
    }

    /// Replaces the text line (plain text: `<b>` and `&` show as typed).
    ///
    /// ```swift
    /// progress.report(text: "Copying photo.jpg")
    /// ```
    public func report(text: String) {
        update { $0.text = text }
    }

    /// Sets the fraction and the text line together.
    ///
    /// ```swift
    /// progress.report(fraction: 0.5, text: "Halfway there")
    /// ```
    public func report(fraction: Double, text: String) {
        guard !fraction.isNaN else { return report(text: text) }
        update {
            $0.setFraction(fraction)
            $0.text = text
        }
    }

    /// Switches the bar to pulsing, for work whose length is unknown.
    ///
    /// ```swift
    /// progress.pulse()
    /// ```
    public func pulse() {
        update { $0.isPulsating = true }
    }

    /// Says the work is over: the bar fills, pulsing stops, Cancel is disabled, and
    /// OK becomes available (or the dialog closes, when it closes when done).
    ///
    /// ```swift
    /// progress.finish()
    /// ```
    public func finish() {
        update {
            $0.isFinished = true
            $0.isPulsating = false
            $0.setFraction(1)
        }
    }

    /// True once the dialog has ended other than by completing: Cancel, Escape,
    /// a timeout or `dismiss()`. Work loops check it (or `Task.isCancelled` under ``ProgressDialog/run(parent:timeout:_:)``).
    ///
    /// ```swift
    /// while !progress.isCancelled, let chunk = next() { write(chunk) }
    /// ```
    public var isCancelled: Bool {
        pending.withLock { $0.isCancelled }
    }

    /// Called on the main actor when the dialog ends.
    func ended(cancelled: Bool) {
        pending.withLock { $0.isCancelled = cancelled }
    }

    private func update(_ change: (inout ProgressState) -> Void) {
        let schedule = pending.withLock { pending -> Bool in
            guard !pending.isCancelled else { return false }
            change(&pending.state)
            defer { pending.isScheduled = true }
            return !pending.isScheduled
        }
        guard schedule else { return }
        DispatchQueue.main.async { [self] in
            MainActor.assumeIsolated { target.deliver(takeState()) }
        }
    }

    private func takeState() -> ProgressState {
        pending.withLock { pending in
            pending.isScheduled = false
            return pending.state
        }
    }
}

/// Where a reporter's coalesced states go: the session it drives, while it is open.
@MainActor
final class ProgressTarget {
    weak var session: DialogSession<ProgressDescription>?

    func deliver(_ state: ProgressState) {
        session?.apply(state)
    }
}
