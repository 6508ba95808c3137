/// A notification resolved for showing: the one description the D-Bus call and the
/// scripted request are both built from.
package struct NotificationDescription: DialogDescription {
    package var title: String
    /// A notification reports nothing but how it ended.
    package var initialState: Void { () }
    package var body: String?
    package var icon: DesktopNotification.Icon?
    package var urgency: DesktopNotification.Urgency
    package var expiry: DesktopNotification.Expiry
    package var actions: [String]
    package var hasDefaultAction: Bool
    package var hints: [String: NotificationHint]
    /// Nil: the program's name.
    package var applicationName: String?

    /// The key of the default action (the notification clicked), as the specification names it.
    package static let defaultActionKey = "default"

    /// The specification's `actions` array: key, label, key, label… Action N's key is "N"
    /// (labels may repeat or be "default"); the default action comes first.
    package var actionPairs: [String] {
        (hasDefaultAction ? [Self.defaultActionKey, ""] : [])
            + actions.enumerated().flatMap { ["\($0.offset)", $0.element] }
    }

    /// The `expire_timeout` argument: -1 for the service's default, 0 for never, else milliseconds.
    package var expireTimeout: Int32 {
        switch expiry {
        case .serviceDefault: return -1
        case .never: return 0
        case .after(let duration):
            let (seconds, attoseconds) = duration.components
            let total = seconds.multipliedReportingOverflow(by: 1000)
            return Int32(
                clamping: max(total.overflow ? Int64.max : total.partialValue + attoseconds / 1_000_000_000_000_000, 1))
        }
    }

    /// The ending an `ActionInvoked` key stands for; nil for a key this notification did not send.
    package func ending(forActionKey key: String) -> DialogEnding? {
        if key == Self.defaultActionKey { return hasDefaultAction ? .submitted(ResponseID.accept) : nil }
        guard let index = Int(key), actions.indices.contains(index) else { return nil }
        return .response(ResponseID.extra(index))
    }

    /// The answer for an ending, for the service and the scripted user alike. A
    /// `NotificationClosed` reason arrives as `.response(-100 - reason)`.
    package func response(for ending: DialogEnding) -> NotificationResponse {
        switch ending {
        case .submitted(ResponseID.accept): .activated
        case .response(let id) where ResponseID.extraIndex(id).map(actions.indices.contains) == true:
            .action(actions[ResponseID.extraIndex(id)!])
        case .response(let id) where id <= Self.closedBase:
            .closed(NotificationCloseReason(code: UInt32(Self.closedBase - id)))
        case .timedOut: .closed(.expired)
        case .dismissed, .destroyed: .closed(.closedByCode)
        case .response, .submitted: .closed(.dismissedByUser)
        }
    }

    package static let closedBase: Int32 = -100
    /// The close reason given when the service leaves the bus before closing the notification
    /// (not one of the specification's 1…4).
    package static let serviceGone: UInt32 = 0

    /// `NotificationClosed` with `reason`, as an ending.
    package static func closed(reason: UInt32) -> DialogEnding {
        .response(closedBase - Int32(clamping: reason))
    }
}
