/// A dialog shown to a scripted user (DialogsTesting): what a person would see, and the answers a
/// person can give every kind, decided by the dialog's own rules as its window decides them.
///
/// ```swift
/// request.close()            // Escape
/// try request.choose("OK")   // a button, by the label a person reads
/// ```
@MainActor
package protocol ScriptedDialog: AnyObject {
    /// The kind's name, as messages say it: "alert", "prompt", "file chooser"…
    nonisolated static var kind: String { get }
    /// The dialog's title.
    var title: String { get }
    /// The text under the title (markup source when the app used markup), if any.
    var message: String? { get }
    /// The buttons' labels as a person reads them, left to right.
    var buttons: [String] { get }
    /// The values a person sees and can change, top to bottom.
    var fields: [ScriptedField] { get }
    /// A list's rows as cells (hidden columns too), once they are in.
    var rows: [[String]] { get }
    /// The `timeout` the app passed to `show`, if any.
    var timeout: Duration? { get }
    /// Whether an answer was delivered.
    var isAnswered: Bool { get }
    /// What code changed on the dialog while it showed, in order.
    var changes: [DialogChange] { get }
    /// Clicks the button a person reads as `label`.
    func choose(_ label: String) throws(ScriptedRefusal)
    /// Clicks the cancel button.
    func cancel() throws(ScriptedRefusal)
    /// The window's close button.
    func close()
    /// Escape: as the close button, unless the kind's window gives the key to a button.
    func pressEscape()
    /// Lets the timeout run out.
    func waitOut() throws(ScriptedRefusal)
    /// Ends the dialog as dismissed, if it has not been answered yet.
    func dismiss()
    /// Runs `body` when a person could answer: at once, or once a list's last row has arrived.
    func whenReady(_ body: @escaping @MainActor () -> Void)
}

extension ScriptedDialog {
    package var fields: [ScriptedField] { [] }
    package var rows: [[String]] { [] }
    package func whenReady(_ body: @escaping @MainActor () -> Void) { body() }
}

/// One value of a scripted dialog: a prompt's text, a form field, a slider's value.
package struct ScriptedField: Equatable, Sendable {
    /// The key its value is returned under.
    package var key: String
    /// The label beside it.
    package var label: String
    /// Its initial value.
    package var value: String
    /// The values offered for it: a prompt's suggestions, a choice field's options.
    package var offered: [String] = []

    package init(key: String, label: String, value: String, offered: [String] = []) {
        self.key = key
        self.label = label
        self.value = value
        self.offered = offered
    }
}

extension ScriptedDialog {
    /// The kind's name (``kind``, the type's) for a request of any kind.
    package var kind: String { Self.kind }
}
