/// How a scale dialog ended.
///
/// ```swift
/// if case .chosen(let volume) = await dialog.response() { player.volume = volume }
/// ```
public enum ScaleResponse: Equatable, Sendable {
    /// OK (or Return), with the value the slider was at.
    case chosen(Int)
    /// The Cancel button.
    case cancelled
    /// Escape or the window's close button.
    case closed
    /// The `timeout` ran out, with the value the slider was at then.
    case timedOut(Int)
    /// Ended from code (`dismiss()`, `Dialogs.quit()`, the window destroyed, the awaiting task cancelled).
    case dismissed

    /// The chosen value; nil for every ending but OK.
    ///
    /// ```swift
    /// let volume = await dialog.response().value ?? volume
    /// ```
    public var value: Int? {
        if case .chosen(let value) = self { value } else { nil }
    }
}

/// A slider for a whole number between a minimum and a maximum (GtkScale).
///
/// ```swift
/// let dialog = ScaleDialog(title: "Volume", message: "Set the volume", range: 0...100, value: 40, step: 5)
/// dialog.onChange = { player.volume = $0 }      // live, while the user drags
/// if case .chosen(let volume) = await dialog.response() { settings.volume = volume }
/// ```
/// The arrow keys move the slider by ``step``; Return answers OK, Escape and the
/// close button end it as ``ScaleResponse/closed``; every ending reaches the
/// handler exactly once. Each change is reported to ``onChange`` and to the
/// streams from ``changes()``, never twice for the same value.
@MainActor
public final class ScaleDialog {
    /// The window's title.
    public var title: String
    /// The text above the slider, plain.
    public var message: String?
    /// The text above the slider as markup; shown instead of `message` when set.
    public var messageMarkup: Markup?
    /// The lowest and highest values the slider reaches.
    public var range: ClosedRange<Int>
    /// How far an arrow key moves the slider; above 0.
    public var step: Int
    /// The value the slider starts at, kept inside ``range``.
    public var value: Int
    /// Whether the value is drawn beside the slider.
    public var showsValue = true
    /// The OK button's label; nil for GTK's translated "OK".
    public var okTitle: String?
    /// The Cancel button's label; nil for GTK's translated "Cancel".
    public var cancelTitle: String?
    /// Window size, icon, and how the message wraps.
    public var options = DialogOptions()
    /// Called with every value the slider moves to while the dialog is open.
    public var onChange: (@MainActor (Int) -> Void)?

    private var presented = PresentedSessions()
    private var streams: [AsyncStream<Int>.Continuation] = []

    /// Describes a scale dialog; nothing is shown until `show` or `response`.
    ///
    /// ```swift
    /// let dialog = ScaleDialog(title: "Brightness", range: 10...90, value: 50, step: 10)
    /// ```
    public init(
        title: String, message: String? = nil, range: ClosedRange<Int> = 0...100, value: Int? = nil, step: Int = 1
    ) {
        self.title = title
        self.message = message
        self.range = range
        self.value = value ?? range.lowerBound
        self.step = step
    }

    /// Shows the dialog; `handler` runs once when it ends.
    ///
    /// ```swift
    /// dialog.show { response in
    ///     if let volume = response.value { player.volume = volume }
    /// }
    /// ```
    public func show(
        parent: ParentWindow? = nil, timeout: Duration? = nil,
        handler: @escaping @MainActor (ScaleResponse) -> Void = { _ in }
    ) {
        _ = present(parent: parent, timeout: timeout, handler: handler)
    }

    /// Shows the dialog until the user ends it, and returns how it ended.
    /// Cancelling the awaiting task dismisses it.
    ///
    /// ```swift
    /// let response = await ScaleDialog(title: "Volume").response()
    /// ```
    public func response(parent: ParentWindow? = nil, timeout: Duration? = nil) async -> ScaleResponse {
        await AsyncAnswer.await { handler in present(parent: parent, timeout: timeout, handler: handler) }
    }

    /// Every value the slider moves to, as an async sequence that finishes when the dialog ends.
    ///
    /// ```swift
    /// let changes = dialog.changes()
    /// dialog.show()
    /// for await volume in changes { player.volume = volume }
    /// ```
    public func changes() -> AsyncStream<Int> {
        let (stream, continuation) = AsyncStream<Int>.makeStream(bufferingPolicy: .unbounded)
        streams.append(continuation)
        return stream
    }

    /// Ends every dialog this object is showing (``ScaleResponse/dismissed``).
    ///
    /// ```swift
    /// dialog.dismiss()
    /// ```
    public func dismiss() {
        presented.dismissAll()
    }

    private func present(
        parent: ParentWindow?, timeout: Duration?, handler: @escaping @MainActor (ScaleResponse) -> Void
    ) -> (any Dismissible)? {
        let description = resolved()
        // The window holds the dialog object until it ends, so `onChange` outlives a dropped `ScaleDialog`.
        let ended: @MainActor (ScaleResponse) -> Void = { response in
            for stream in self.streams { stream.finish() }
            self.streams.removeAll()
            handler(response)
        }
        return DialogPresenter.present(
            presented: &presented,
            request: { .scale(ScaleRequest(description, timeout: timeout, handler: ended)) },
            window: {
                ScaleWindow.present(description, parent: parent, timeout: timeout) { ending, value in
                    ended(description.response(for: ending, value: value))
                }
            },
            unavailable: { ended(.dismissed) })
    }

    private func resolved() -> ScaleDescription {
        if step <= 0 { Diagnostics.programmerError("ScaleDialog's step is \(step); it must be above 0 (1 is used)") }
        return ScaleDescription(
            title: title, message: LabelText(message: message, markup: messageMarkup), range: range,
            step: max(step, 1), initial: min(max(value, range.lowerBound), range.upperBound), showsValue: showsValue,
            okLabel: ButtonLabel(okTitle, fallback: .ok), cancelLabel: ButtonLabel(cancelTitle, fallback: .cancel),
            options: options,
            changed: { value in
                self.onChange?(value)
                for stream in self.streams { stream.yield(value) }
            })
    }
}
