/// A notification resolved for showing: the one description the D-Bus call and the
/// scripted request are both built from.
struct NotificationDescription {
    var title: String
    var body: String?
    var icon: DesktopNotification.Icon?
    var urgency: DesktopNotification.Urgency
    var expiry: DesktopNotification.Expiry
    var actions: [String]
    var hasDefaultAction: Bool
    var hints: [String: NotificationHint]
    /// Nil: the program's name.
    var applicationName: String?

    /// The key of the default action (the notification clicked), as the specification names it.
    static let defaultActionKey = "default"

    /// The specification's `actions` array: key, label, key, label… Action N's key is "N"
    /// (labels may repeat or be "default"); the default action comes first.
    var actionPairs: [String] {
        (hasDefaultAction ? [Self.defaultActionKey, ""] : [])
            + actions.enumerated().flatMap { ["\($0.offset)", $0.element] }
    }

    /// The `expire_timeout` argument: -1 for the service's default, 0 for never, else milliseconds.
    var expireTimeout: Int32 {
        switch expiry {
        case .serviceDefault: -1
        case .never: 0
        case .after(let duration): Int32(clamping: max(Int64(DialogSession.milliseconds(duration)), 1))
        }
    }

    /// The ending an `ActionInvoked` key stands for; nil for a key this notification did not send.
    func ending(forActionKey key: String) -> DialogEnding? {
        if key == Self.defaultActionKey { return hasDefaultAction ? .submitted(ResponseID.accept) : nil }
        guard let index = Int(key), actions.indices.contains(index) else { return nil }
        return .response(ResponseID.extra(index))
    }

    /// The answer for an ending, for the service and the scripted user alike. A
    /// `NotificationClosed` reason arrives as `.response(-100 - reason)`.
    func response(for ending: DialogEnding) -> NotificationResponse {
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

    static let closedBase: Int32 = -100
    /// The close reason given when the service leaves the bus before closing the notification
    /// (not one of the specification's 1…4).
    static let serviceGone: UInt32 = 0

    /// `NotificationClosed` with `reason`, as an ending.
    static func closed(reason: UInt32) -> DialogEnding {
        .response(closedBase - Int32(clamping: reason))
    }
}
