/// How a progress dialog ended.
///
/// ```swift
/// if await dialog.response() == .cancelled { rollBack() }
/// ```
public enum ProgressResponse: Equatable, Sendable {
    /// The work was done: the dialog closed itself, or the user pressed OK once it was done.
    case completed
    /// The Cancel button.
    case cancelled
    /// Escape or the window's close button.
    case closed
    /// The `timeout` ran out.
    case timedOut
    /// Ended from code (`dismiss()`, `Dialogs.quit()`, the window destroyed, the awaiting task cancelled).
    case dismissed
}

/// Why ``ProgressDialog/run(parent:timeout:_:)`` returned no value: the dialog
/// ended before the work did, and the work was cancelled.
///
/// ```swift
/// do { try await dialog.run { try await copy(files, reporting: $0) } }
/// catch ProgressError.stopped(let response) { print("stopped: \(response)") }
/// ```
public enum ProgressError: Error, Equatable, Sendable {
    /// How the dialog ended: cancelled, closed, timed out or dismissed.
    case stopped(ProgressResponse)
}

/// A progress bar for long work, with a Cancel that really stops it.
///
/// ```swift
/// let copied = try await ProgressDialog(title: "Copying files", message: "Preparing…")
///     .run { progress in
///         for (index, file) in files.enumerated() {
///             try Task.checkCancellation()           // Cancel cancels this task
///             try await copy(file)
///             progress.report(fraction: Double(index + 1) / Double(files.count), text: file.name)
///         }
///         return files.count
///     }
/// ```
/// Updates come through a ``ProgressReporter``, safe to use from any task and
/// coalesced, so a flood of updates never floods GTK. The dialog is done when
/// the bar reaches its end or the reporter finishes; it then closes itself
/// (``closesWhenDone``) or enables OK. Escape and the close button end it as
/// ``ProgressResponse/closed``; every ending reaches the handler exactly once.
@MainActor
public final class ProgressDialog: MessageDialog<ProgressResponse> {
    /// How much is done when the dialog appears, from 0 to 1.
    public var initialFraction: Double = 0
    /// Starts pulsing, for work whose length is unknown.
    public var isPulsating: Bool
    /// Whether there is a Cancel button.
    public var isCancellable: Bool
    /// Closes the dialog as ``ProgressResponse/completed`` once the work is done, instead of waiting for OK.
    public var closesWhenDone: Bool
    /// Shows zenity's estimate of the time left under the bar.
    public var showsTimeRemaining = false
    /// The OK button's label; nil for GTK's translated "OK".
    public var okTitle: String? { didSet { buttonTitleChanged(okTitle, fallback: .ok, of: .accept) } }
    /// The Cancel button's label; nil for GTK's translated "Cancel".
    public var cancelTitle: String? { didSet { buttonTitleChanged(cancelTitle, fallback: .cancel, of: .cancel) } }

    /// The reporter of the session being made, handed to `show`'s caller.
    private var reporterShown: ProgressReporter?

    /// Describes a progress dialog; nothing is shown until `show` or `run`.
    ///
    /// ```swift
    /// let dialog = ProgressDialog(title: "Updating", message: "Downloading…", closesWhenDone: true)
    /// ```
    public init(
        title: String, message: String? = nil, isPulsating: Bool = false, isCancellable: Bool = true,
        closesWhenDone: Bool = false
    ) {
        self.isPulsating = isPulsating
        self.isCancellable = isCancellable
        self.closesWhenDone = closesWhenDone
        super.init(title: title, message: message)
    }

    /// Shows the dialog and returns the reporter that drives it; `handler` runs once when it ends.
    ///
    /// ```swift
    /// let progress = dialog.show { response in
    ///     if response == .cancelled { downloader.stop() }
    /// }
    /// progress.report(percent: 40)
    /// ```
    @discardableResult
    public func show(
        parent: ParentWindow? = nil, timeout: Duration? = nil,
        handler: @escaping @MainActor (ProgressResponse) -> Void = { _ in }
    ) -> ProgressReporter {
        shown(parent: parent, timeout: timeout, handler: handler).reporter
    }

    /// Shows the dialog with a closure for completion and one for every other ending.
    ///
    /// ```swift
    /// let progress = dialog.show(onDone: { print("done") }, onCancel: { downloader.stop() })
    /// ```
    @discardableResult
    public func show(
        parent: ParentWindow? = nil, timeout: Duration? = nil, onDone: @escaping @MainActor () -> Void,
        onCancel: @escaping @MainActor () -> Void
    ) -> ProgressReporter {
        show(parent: parent, timeout: timeout) { response in
            if response == .completed { onDone() } else { onCancel() }
        }
    }

    /// Shows the dialog until the user ends it, and returns how it ended.
    /// Cancelling the awaiting task dismisses it.
    ///
    /// ```swift
    /// let response = await dialog.response { progress in startDownload(reportingTo: progress) }
    /// ```
    public func response(
        parent: ParentWindow? = nil, timeout: Duration? = nil, _ started: (ProgressReporter) -> Void
    ) async -> ProgressResponse {
        await AsyncAnswer.await { handler in
            let shown = shown(parent: parent, timeout: timeout, handler: handler)
            started(shown.reporter)
            return shown.session
        }
    }

    /// Shows one session, and returns the reporter that drives it with the session.
    func shown(
        parent: ParentWindow?, timeout: Duration?, handler: @escaping @MainActor (ProgressResponse) -> Void
    ) -> (reporter: ProgressReporter, session: (any Session)?) {
        let session = present(parent: parent, timeout: timeout, handler: handler)
        defer { reporterShown = nil }
        return (reporterShown!, session)
    }

    override package func presentation() -> Presentation<ProgressResponse> {
        let description = resolved()
        let target = ProgressTarget()
        let reporter = ProgressReporter(initial: description.initial, target: target)
        reporterShown = reporter
        return Presentation(
            description, request: ProgressRequest.init,
            answer: { ending, _ in
                let response: ProgressResponse = ending.response(accepted: .completed, timedOut: .timedOut)
                reporter.ended(cancelled: response != .completed)
                return response
            },
            started: { session in target.session = session })
    }

    private func resolved() -> ProgressDescription {
        var initial = ProgressState(fraction: 0, isPulsating: false)
        initial.setFraction(initialFraction.isNaN ? 0 : initialFraction)
        initial.isPulsating = isPulsating
        return ProgressDescription(
            title: title, message: messageText, initial: initial,
            cancelLabel: isCancellable ? ButtonLabel(cancelTitle, fallback: .cancel) : nil,
            acceptLabel: ButtonLabel(okTitle, fallback: .ok), closesWhenDone: closesWhenDone,
            showsTimeRemaining: showsTimeRemaining, options: options)
    }
}

extension ProgressDialog {
    /// Shows the dialog while `work` runs in a task of its own, and returns what the work returns.
    ///
    /// Cancel, Escape, a timeout, `dismiss()` or cancelling the awaiting task end
    /// the dialog and cancel the work's task: the work sees `Task.isCancelled`
    /// (and ``ProgressReporter/isCancelled``), and `run` waits for it to stop,
    /// then throws ``ProgressError/stopped(_:)``. When the work returns, the
    /// dialog finishes: it closes itself (``closesWhenDone``) or waits for OK.
    /// An error the work throws closes the dialog and is rethrown.
    /// ```swift
    /// let bytes = try await ProgressDialog(title: "Downloading", closesWhenDone: true).run { progress in
    ///     try await download(url) { progress.report(fraction: $0) }
    /// }
    /// ```
    public func run<Value: Sendable>(
        parent: ParentWindow? = nil, timeout: Duration? = nil,
        _ work: @escaping @Sendable (ProgressReporter) async throws -> Value
    ) async throws -> Value {
        let ending = OneShot<ProgressResponse>()
        let workTask = CancellableWork()
        let shown = shown(parent: parent, timeout: timeout) { response in
            ending.send(response)
            if response != .completed { workTask.cancel() }
        }
        let session = WeakSession(shown.session)
        return try await withTaskCancellationHandler {
            let task = Task { try await work(shown.reporter) }
            workTask.set(task)
            let result = await task.result
            let endedFirst = ending.value
            switch result {
            case .success: if endedFirst == nil { shown.reporter.finish() }
            case .failure: session.session?.dismiss()
            }
            let response = await ending.wait()
            switch (result, endedFirst) {
            case (.success(let value), _): return value
            case (.failure, .some(let stopped)): throw ProgressError.stopped(stopped)
            case (.failure(let error), nil): _ = response; throw error
            }
        } onCancel: {
            Task { @MainActor in session.session?.dismiss() }
        }
    }
}

/// The work task of `run`, cancelled by the dialog's ending even when that comes first.
@MainActor
private final class CancellableWork {
    private var cancelTask: (() -> Void)?
    private var isCancelled = false

    func set<Success>(_ task: Task<Success, any Error>) {
        cancelTask = { task.cancel() }
        if isCancelled { task.cancel() }
    }

    func cancel() {
        isCancelled = true
        cancelTask?()
    }
}

/// A value sent once on the main actor and awaited by whoever asks.
@MainActor
private final class OneShot<Value: Sendable> {
    private(set) var value: Value?
    private var waiters: [CheckedContinuation<Value, Never>] = []

    func send(_ newValue: Value) {
        guard value == nil else { return }
        value = newValue
        for waiter in waiters { waiter.resume(returning: newValue) }
        waiters.removeAll()
    }

    func wait() async -> Value {
        if let value { return value }
        return await withCheckedContinuation { waiters.append($0) }
    }
}

extension ProgressResponse: AcceptOrCancelResponse {}
