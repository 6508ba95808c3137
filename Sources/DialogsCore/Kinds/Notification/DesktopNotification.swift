/// A desktop notification, shown by the freedesktop notification service over D-Bus
/// (`org.freedesktop.Notifications`): no GApplication and no display needed, only a session bus.
///
/// ```swift
/// let notification = DesktopNotification(title: "Download finished", body: "report.pdf (2 MB)")
/// notification.icon = .named("folder-download")
/// notification.actions = ["Open", "Show in folder"]
/// try notification.show { response in
///     if response.action == "Open" { open("report.pdf") }
/// }
/// ```
/// `show` throws ``NotificationError/noService(_:)`` when no service runs, rather than dropping
/// the notification. The handler runs exactly once: with the action clicked, with
/// ``NotificationResponse/activated`` for a click on the notification (when
/// ``hasDefaultAction``), or with the reason it closed. The main loop must run for the answer
/// to arrive (``Dialogs/run()``, or your application's).
@MainActor
public final class DesktopNotification {
    /// How urgent a notification is (the `urgency` hint).
    public enum Urgency: UInt8, Sendable {
        case low = 0, normal = 1, critical = 2
    }

    /// The notification's icon: a name from the icon theme, or an image file.
    public enum Icon: Equatable, Sendable {
        case named(String)
        case file(String)
    }

    /// How long the notification stays.
    public enum Expiry: Equatable, Sendable {
        /// As long as the service decides (`-1`).
        case serviceDefault
        /// Until the user dismisses it (`0`).
        case never
        /// This long.
        case after(Duration)
    }

    /// The summary line, in bold on most desktops.
    public var title: String
    /// The text under the title; services that support it read a small markup subset.
    public var body: String?
    /// The icon beside the text.
    public var icon: Icon?
    /// How urgent it is; critical notifications usually stay until dismissed.
    public var urgency = Urgency.normal
    /// How long it stays.
    public var expiry = Expiry.serviceDefault
    /// Labels of the action buttons, left to right; a click answers ``NotificationResponse/action(_:)``.
    public var actions: [String] = []
    /// Whether a click on the notification itself answers ``NotificationResponse/activated``.
    public var hasDefaultAction = false
    /// Extra hints for the service (`category`, `desktop-entry`, `sound-name`, `transient`…).
    public var hints: [String: NotificationHint] = [:]
    /// The application name the service shows; the program's name when nil.
    public var applicationName: String?

    private var sessions = ShownSessions()

    /// Describes a notification; nothing is shown until `show` or `response`.
    ///
    /// ```swift
    /// let notification = DesktopNotification(title: "Backup done", body: "42 files")
    /// ```
    public init(title: String, body: String? = nil) {
        self.title = title
        self.body = body
    }

    /// Shows the notification; `handler` runs once when it ends.
    ///
    /// ```swift
    /// try DesktopNotification(title: "Build failed").show { print($0) }
    /// ```
    /// - Throws: ``NotificationError`` when no service shows it; the handler then never runs.
    public func show(handler: @escaping @MainActor (NotificationResponse) -> Void = { _ in }) throws(NotificationError)
    {
        _ = try present(handler: handler)
    }

    /// Shows the notification and returns how it ended. Cancelling the awaiting task closes it.
    ///
    /// ```swift
    /// let response = try await DesktopNotification(title: "Update ready").response()
    /// ```
    public func response() async throws(NotificationError) -> NotificationResponse {
        var failure: NotificationError?
        let response = await AsyncAnswer.await { (handler: @escaping @MainActor (NotificationResponse) -> Void) in
            do throws(NotificationError) {
                return try present(handler: handler)
            } catch {
                failure = error
                handler(.closed(.other(0)))
                return nil
            }
        }
        if let failure { throw failure }
        return response
    }

    /// Closes every notification this object is showing (``NotificationCloseReason/closedByCode``).
    ///
    /// ```swift
    /// notification.close()
    /// ```
    public func close() {
        sessions.dismissAll()
    }

    private func present(
        handler: @escaping @MainActor (NotificationResponse) -> Void
    ) throws(NotificationError) -> any Session {
        let description = NotificationDescription(
            title: title, body: body, icon: icon, urgency: urgency, expiry: expiry, actions: actions,
            hasDefaultAction: hasDefaultAction, hints: hints,
            applicationName: applicationName)
        let presentation = Presentation(description, request: NotificationRequest.init) { ending, _ in
            description.response(for: ending)
        }
        let expires: Duration? = if case .after(let duration) = expiry { duration } else { nil }
        let shown = presentation.present(parent: nil, timeout: expires, handler: handler)
        // No answer follows a notification that was never shown: the error is the answer.
        if let failure = shown.failure {
            throw failure as? NotificationError ?? .noService("\(failure)")
        }
        sessions.add(shown.session)
        return shown.session
    }
}

/// A hint's value, typed as the notification specification types it.
///
/// ```swift
/// notification.hints["transient"] = .boolean(true)
/// notification.hints["category"] = .string("transfer.complete")
/// ```
public enum NotificationHint: Equatable, Sendable {
    case string(String)
    case boolean(Bool)
    case int32(Int32)
    case byte(UInt8)
}
