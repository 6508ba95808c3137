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

    /// Presses the one of `buttons` a person reads as `label`; refused when there is none.
    func press(_ label: String, among buttons: [(label: ButtonLabel, id: Int32)]) throws(ScriptedRefusal) {
        guard let button = buttons.first(where: { $0.label.displayText == label }) else {
            throw ScriptedRefusal("has no button \"\(label)\"")
        }
        press(button.id)
    }
}
