/// A scale dialog shown to a ``DialogResponder``: moves its slider as a person
/// would, reporting each change, and ends as the window would.
///
/// ```swift
/// if case .scale(let scale) = request { try scale.submit(60) }
/// ```
@_spi(DialogsTesting)
public final class ScaleRequest: ScriptedAnswer<ScaleResponse>, ScriptedDialog {
    let description: ScaleDescription
    /// Where the slider is.
    private let slider: ScriptedValue<Int>

    init(_ description: ScaleDescription, timeout: Duration?, handler: @escaping @MainActor (ScaleResponse) -> Void) {
        self.description = description
        let slider = ScriptedValue(description.initial)
        self.slider = slider
        super.init(
            timeout: timeout, endings: { description.response(for: $0, value: slider.value) }, handler: handler)
    }

    /// The title: the window's name.
    public var title: String { description.title }
    /// The text above the slider.
    public var message: String? { description.message?.source }
    /// The lowest and highest values.
    public var range: ClosedRange<Int> { description.range }
    /// How far an arrow key moves the slider.
    public var step: Int { description.step }
    /// Where the slider is now.
    public var value: Int { slider.value }
    /// Every button's label, left to right: Cancel, OK.
    public var buttons: [String] { description.buttons.map(\.label.displayText) }

    /// Drags the slider to `value`, reporting the change; refused outside the range.
    public func move(to value: Int) throws(ScriptedRefusal) {
        guard range.contains(value) else {
            throw ScriptedRefusal(
                "cannot reach \(value): its slider goes from \(range.lowerBound) to \(range.upperBound)")
        }
        guard !isAnswered, value != slider.value else { return }
        slider.value = value
        description.changed(value)
    }

    /// Moves the slider to `value` and presses OK.
    public func submit(_ value: Int) throws(ScriptedRefusal) {
        try move(to: value)
        pressOK()
    }

    /// Presses OK with the slider where it is.
    public func pressOK() {
        press(ResponseID.accept)
    }

    /// Clicks Cancel.
    public func cancel() throws(ScriptedRefusal) {
        press(ResponseID.cancel)
    }

    /// Clicks the button a person reads as `label`.
    public func choose(_ label: String) throws(ScriptedRefusal) {
        try press(label, among: description.buttons)
    }
}
