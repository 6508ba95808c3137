/// A desktop notification shown to a scripted user: clicked or dismissed as a
/// person would, and ended as the notification service would report it.
///
/// ```swift
/// if let notification = request as? NotificationRequest { try notification.choose("Open") }
/// ```
package final class NotificationRequest: ScriptedRequest<NotificationDescription>, ScriptedDialog {
    package nonisolated static let kind = "notification"
    package var message: String? { description.body }
    /// The text under the title.
    package var body: String? { description.body }
    /// How urgent it is.
    package var urgency: DesktopNotification.Urgency { description.urgency }
    /// The action buttons' labels, left to right.
    package var buttons: [String] { description.actions }
    /// Whether clicking the notification itself is an answer.
    package var hasDefaultAction: Bool { description.hasDefaultAction }

    /// Clicks the action button labelled `label`.
    package func choose(_ label: String) throws(ScriptedRefusal) {
        guard let index = description.actions.firstIndex(of: label) else {
            throw ScriptedRefusal("has no action \"\(label)\"")
        }
        try press(ResponseID.extra(index))
    }

    /// Clicks the notification itself; refused when it has no default action.
    package func activate() throws(ScriptedRefusal) {
        guard description.hasDefaultAction else {
            throw ScriptedRefusal("has no default action: clicking it does nothing")
        }
        try respond(.submitted(ResponseID.accept))
    }

    /// Dismisses it, as its close button does (as ``close()``).
    override package func cancel() throws(ScriptedRefusal) {
        close()
    }
}
