/// A colour chooser shown to a ``DialogResponder``: selects colours as a person
/// would, and ends as the window would.
///
/// ```swift
/// if case .color(let chooser) = request { try chooser.pick(.black) }
/// ```
@_spi(DialogsTesting)
public final class ColorRequest: ScriptedAnswer<ColorResponse>, ScriptedDialog {
    let description: ColorDescription
    /// The colour selected now.
    private let selection: ShownValue<RGBAColor>

    init(_ description: ColorDescription, timeout: Duration?, handler: @escaping @MainActor (ColorResponse) -> Void) {
        self.description = description
        let selection = ShownValue(description.initial)
        self.selection = selection
        super.init(
            timeout: timeout, endings: { description.response(for: $0, color: selection.value) }, handler: handler)
    }

    /// The title: the window's name.
    public var title: String { description.title }
    /// The colour selected now (the initial one until ``select(_:)``).
    public var color: RGBAColor { selection.value }
    /// The palette's swatches; nil for GTK's own.
    public var palette: [RGBAColor]? { description.palette }
    /// Whether the palette is shown (else the editor).
    public var showsPalette: Bool { description.showsPalette }
    /// Whether an opacity can be chosen.
    public var usesAlpha: Bool { description.usesAlpha }
    /// Every button's label, left to right: Cancel, Select.
    public var buttons: [String] { description.buttons.map(\.label.displayText) }

    /// Selects `color` as the editor would (its opacity dropped unless the chooser takes one).
    public func select(_ color: RGBAColor) {
        guard !isAnswered else { return }
        selection.value = description.chosen(color)
    }

    /// Selects `color` and presses Select; refused for a translucent colour when the chooser has no opacity.
    public func pick(_ color: RGBAColor) throws(ScriptedRefusal) {
        guard description.usesAlpha || color.alpha == 1 else {
            throw ScriptedRefusal("cannot pick \(color.text): it has no opacity slider")
        }
        select(color)
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
