/// The answers a person can give every kind of dialog, as its GTK window would report them.
///
/// ```swift
/// request.dialog.close()            // Escape
/// try request.dialog.choose("OK")   // a button, by the label a person reads
/// ```
@_spi(DialogsTesting)
@MainActor
public protocol ScriptedDialog: AnyObject {
    /// The dialog's title.
    var title: String { get }
    /// The `timeout` the app passed to `show`, if any.
    var timeout: Duration? { get }
    /// Whether an answer was delivered.
    var isAnswered: Bool { get }
    /// Clicks the button a person reads as `label`.
    func choose(_ label: String) throws(ScriptedRefusal)
    /// Clicks the cancel button.
    func cancel() throws(ScriptedRefusal)
    /// Escape or the window's close button.
    func close()
    /// Lets the timeout run out.
    func waitOut() throws(ScriptedRefusal)
    /// Ends the dialog as dismissed, if it has not been answered yet.
    func dismiss()
}
