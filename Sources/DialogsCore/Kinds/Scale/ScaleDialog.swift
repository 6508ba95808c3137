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
public final class ScaleDialog: MessageDialog<ScaleResponse> {
    /// The lowest and highest values the slider reaches.
    public var range: ClosedRange<Int>
    /// How far an arrow key moves the slider; above 0.
    public var step: Int
    /// The value the slider starts at, kept inside ``range``.
    public var value: Int
    /// Whether the value is drawn beside the slider.
    public var showsValue = true
    /// The OK button's label; nil for GTK's translated "OK".
    public var okTitle: String? { didSet { buttonTitleChanged(okTitle, fallback: .ok, of: .accept) } }
    /// The Cancel button's label; nil for GTK's translated "Cancel".
    public var cancelTitle: String? { didSet { buttonTitleChanged(cancelTitle, fallback: .cancel, of: .cancel) } }
    /// Called with every value the slider moves to while the dialog is open.
    public var onChange: (@MainActor (Int) -> Void)?
    /// The key the chosen value is remembered under (``RememberedAnswers``): the slider starts at
    /// the value chosen last time under this key instead of ``value`` (unless it has left ``range``).
    ///
    /// ```swift
    /// let volume = ScaleDialog(title: "Volume", range: 0...100, value: 40, step: 5)
    /// volume.remembersAnswerAs = "volume"
    /// ```
    public var remembersAnswerAs: AnswerKey?

    private var streams: [AsyncStream<Int>.Continuation] = []

    /// Describes a scale dialog; nothing is shown until `show` or `response`.
    ///
    /// ```swift
    /// let dialog = ScaleDialog(title: "Brightness", range: 10...90, value: 50, step: 10)
    /// ```
    public init(
        title: String, message: String? = nil, range: ClosedRange<Int> = 0...100, value: Int? = nil, step: Int = 1
    ) {
        self.range = range
        self.value = value ?? range.lowerBound
        self.step = step
        super.init(title: title, message: message)
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

    override package func presentation() -> Presentation<ScaleResponse> {
        var description = resolved()
        let memory = AnswerMemory(remembersAnswerAs, kind: "scale", title: title)
        if let value = memory.kept?["value"]?.integer, description.range.contains(value) {
            description.initialState = value
        }
        // The window holds the dialog object until it ends, so `onChange` outlives a dropped `ScaleDialog`.
        return Presentation(description, request: ScaleRequest.init) { ending, value in
            for stream in self.streams { stream.finish() }
            self.streams.removeAll()
            if ending.accepts { memory.keep(.object(["value": .integer(value)])) }
            return ending.response(accepted: .chosen(value), timedOut: .timedOut(value))
        }
    }

    private func resolved() -> ScaleDescription {
        if step <= 0 { Diagnostics.programmerError("ScaleDialog's step is \(step); it must be above 0 (1 is used)") }
        return ScaleDescription(
            title: title, message: messageText, range: range,
            step: max(step, 1), initialState: min(max(value, range.lowerBound), range.upperBound),
            showsValue: showsValue,
            acceptLabel: ButtonLabel(okTitle, fallback: .ok), cancelLabel: ButtonLabel(cancelTitle, fallback: .cancel),
            options: options,
            changed: { value in
                self.onChange?(value)
                for stream in self.streams { stream.yield(value) }
            })
    }
}

extension ScaleResponse: AcceptOrCancelResponse {}
