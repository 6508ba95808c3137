/// A desktop notification shown to a ``DialogResponder``: clicked or dismissed as a
/// person would, and ended as the notification service would report it.
///
/// ```swift
/// if case .notification(let notification) = request { try notification.choose("Open") }
/// ```
@_spi(DialogsTesting)
public final class NotificationRequest: ScriptedAnswer<NotificationResponse>, ScriptedDialog {
    let description: NotificationDescription

    init(_ description: NotificationDescription, handler: @escaping @MainActor (NotificationResponse) -> Void) {
        self.description = description
        let timeout: Duration? =
            if case .after(let duration) = description.expiry { duration } else { nil }
        super.init(timeout: timeout, endings: description.response(for:), handler: handler)
    }

    /// The title: the notification's summary line.
    public var title: String { description.title }
    /// The text under the title.
    public var body: String? { description.body }
    /// How urgent it is.
    public var urgency: DesktopNotification.Urgency { description.urgency }
    /// The action buttons' labels, left to right.
    public var buttons: [String] { description.actions }
    /// Whether clicking the notification itself is an answer.
    public var hasDefaultAction: Bool { description.hasDefaultAction }

    /// Clicks the action button labelled `label`.
    public func choose(_ label: String) throws(ScriptedRefusal) {
        guard let index = description.actions.firstIndex(of: label) else {
            throw ScriptedRefusal("has no action \"\(label)\"")
        }
        press(ResponseID.extra(index))
    }

    /// Clicks the notification itself; refused when it has no default action.
    public func activate() throws(ScriptedRefusal) {
        guard description.hasDefaultAction else {
            throw ScriptedRefusal("has no default action: clicking it does nothing")
        }
        respond(endings(.submitted(ResponseID.accept)))
    }

    /// Dismisses it, as its close button does (as ``close()``).
    public func cancel() throws(ScriptedRefusal) {
        close()
    }
}
