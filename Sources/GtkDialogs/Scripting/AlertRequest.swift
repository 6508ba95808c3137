/// An alert shown to a ``DialogResponder``.
///
/// ```swift
/// if case .alert(let alert) = request { try alert.choose("Onward") }
/// ```
@_spi(DialogsTesting)
public final class AlertRequest: ScriptedAnswer<AlertResponse>, ScriptedDialog {
    private let description: AlertDescription

    init(_ description: AlertDescription, timeout: Duration?, handler: @escaping @MainActor (AlertResponse) -> Void) {
        self.description = description
        super.init(timeout: timeout, endings: description.response(for:), handler: handler)
    }

    /// The title: the window's name and the heading.
    public var title: String { description.title }
    /// The message under the title (markup source when the app used markup).
    public var message: String? { description.message?.source }
    /// The buttons' labels as a person reads them (mnemonic underscores removed).
    public var buttons: [String] { description.buttons.map(\.displayText) }
    /// The button Escape and the close button report.
    public var cancelButton: Int? { description.cancelButton }
    /// The button Return activates.
    public var defaultButton: Int? { description.defaultButton }

    /// Clicks the button labelled `label`.
    public func choose(_ label: String) throws(ScriptedRefusal) {
        guard let index = buttons.firstIndex(of: label) else { throw ScriptedRefusal("has no button \"\(label)\"") }
        press(Int32(index))
    }

    /// Clicks the button at `index`, counted from 0 left to right.
    public func choose(buttonAt index: Int) throws(ScriptedRefusal) {
        guard buttons.indices.contains(index) else { throw ScriptedRefusal("has no button \(index)") }
        press(Int32(index))
    }

    /// Clicks the cancel button; an alert without one has only Escape.
    public func cancel() throws(ScriptedRefusal) {
        guard let cancelButton else {
            throw ScriptedRefusal("has no cancel button; use close(_:) for Escape")
        }
        press(Int32(cancelButton))
    }
}
