/// How a desktop notification ended.
///
/// ```swift
/// switch try await notification.response() {
/// case .action("Open"): openDownloads()
/// case .activated: showWindow()
/// case .closed(let reason): print("gone: \(reason)")
/// default: break
/// }
/// ```
public enum NotificationResponse: Equatable, Sendable {
    /// One of the ``DesktopNotification/actions`` was clicked: its label.
    case action(String)
    /// The notification itself was clicked (its default action, when it has one).
    case activated
    /// It went away without an action, for this reason.
    case closed(NotificationCloseReason)

    /// The clicked action's label; nil for every other ending.
    ///
    /// ```swift
    /// if try await notification.response().action == "Retry" { retry() }
    /// ```
    public var action: String? {
        if case .action(let label) = self { label } else { nil }
    }
}

/// Why a notification closed, as the notification service reports it (`NotificationClosed`).
///
/// ```swift
/// if case .closed(.expired) = response { log("nobody saw it") }
/// ```
public enum NotificationCloseReason: Equatable, Sendable {
    /// Its timeout ran out (reason 1).
    case expired
    /// The user dismissed it (reason 2).
    case dismissedByUser
    /// Closed from code: ``DesktopNotification/close()`` (reason 3).
    case closedByCode
    /// Any other reason the service gave (4: undefined), or 0: the service left the bus.
    case other(UInt32)

    init(code: UInt32) {
        switch code {
        case 1: self = .expired
        case 2: self = .dismissedByUser
        case 3: self = .closedByCode
        default: self = .other(code)
        }
    }
}

/// Why a notification could not be shown.
///
/// ```swift
/// do { try notification.show() } catch { print(error) }   // "no notification service is running …"
/// ```
public enum NotificationError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No session bus, or nothing owns (or can start) `org.freedesktop.Notifications`: the reason.
    case noService(String)
    /// The service refused the notification: its message.
    case refused(String)

    /// The message to show the person who runs the program.
    public var description: String {
        switch self {
        case .noService(let reason):
            "no notification service is running (org.freedesktop.Notifications on the session bus): \(reason)"
        case .refused(let message): "the notification service refused the notification: \(message)"
        }
    }
}
