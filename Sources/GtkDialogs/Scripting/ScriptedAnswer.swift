/// What a person could not do to a dialog: a button it does not have, text its rule refuses.
///
/// ```swift
/// do { try alert.choose("Maybe") } catch { print("The alert \(error.reason)") }   // "has no button "Maybe""
/// ```
@_spi(DialogsTesting)
public struct ScriptedRefusal: Error, Equatable, Sendable {
    /// Completes "The alert "Uh Oh" …": `has no button "Maybe"`.
    public let reason: String

    init(_ reason: String) {
        self.reason = reason
    }
}

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

/// One-shot delivery shared by the request kinds; its endings are mapped by
/// the same function the GTK window's endings go through.
@_spi(DialogsTesting)
@MainActor
public class ScriptedAnswer<Response>: Dismissible {
    private var handler: (@MainActor (Response) -> Void)?
    let endings: (DialogEnding) -> Response
    /// The `timeout` the app passed to `show`, if any.
    public let timeout: Duration?

    init(
        timeout: Duration?, endings: @escaping (DialogEnding) -> Response,
        handler: @escaping @MainActor (Response) -> Void
    ) {
        self.timeout = timeout
        self.endings = endings
        self.handler = handler
    }

    /// Whether an answer was delivered.
    public var isAnswered: Bool { handler == nil }

    /// Delivers `response` to the app's handler; only the first call counts.
    public func respond(_ response: Response) {
        guard let handler else { return }
        self.handler = nil
        handler(response)
    }

    /// Ends the dialog as dismissed, if it has not been answered yet.
    public func dismiss() {
        respond(endings(.dismissed))
    }

    /// Escape or the window's close button, answered as the window answers it.
    public func close() {
        respond(endings(.closed))
    }

    /// Lets the timeout run out; refused when the app gave none.
    public func waitOut() throws(ScriptedRefusal) {
        guard timeout != nil else { throw ScriptedRefusal("has no timeout: a person cannot wait it out") }
        respond(endings(.timedOut))
    }

    /// Ends the dialog as the button with this response id would.
    func press(_ id: Int32) {
        respond(endings(.response(id)))
    }
}
