import CGtk

/// The freedesktop notification service on the session bus, through GIO's D-Bus:
/// `Notify`, `CloseNotification`, and the `ActionInvoked` and `NotificationClosed` signals.
@MainActor
enum NotificationService {
    static let name = "org.freedesktop.Notifications"
    static let path = "/org/freedesktop/Notifications"

    /// Sends the notification; `onEnd` runs once, with the ending the service reports.
    static func show(
        _ description: NotificationDescription, onEnd: @escaping @MainActor (DialogEnding) -> Void
    ) throws(NotificationError) -> NotificationSession {
        var error: UnsafeMutablePointer<GError>?
        // A connection of its own, not GIO's shared one: that one ends the process when the bus goes away.
        guard
            let address = g_dbus_address_get_for_bus_sync(G_BUS_TYPE_SESSION, nil, &error).map(CStrings.takeOwnership),
            let connection = g_dbus_connection_new_for_address_sync(
                address,
                GDBusConnectionFlags(
                    G_DBUS_CONNECTION_FLAGS_AUTHENTICATION_CLIENT.rawValue
                        | G_DBUS_CONNECTION_FLAGS_MESSAGE_BUS_CONNECTION.rawValue), nil, nil, &error)
        else {
            throw .noService("no session bus: \(take(&error))")
        }
        defer { g_object_unref(UnsafeMutableRawPointer(connection)) }
        // Subscribed first: the service may answer before `Notify` has returned.
        let session = NotificationSession(connection: connection, description: description, onEnd: onEnd)
        let reply = g_dbus_connection_call_sync(
            connection, name, path, name, "Notify", NotificationVariants.notify(description),
            g_variant_type_new("(u)"), G_DBUS_CALL_FLAGS_NONE, 10_000, nil, &error)
        guard let reply else {
            session.cancel()
            let remote = error.map { CStrings.takeOwnership(g_dbus_error_get_remote_error($0)) } ?? ""
            let message = take(&error)
            if ["org.freedesktop.DBus.Error.ServiceUnknown", "org.freedesktop.DBus.Error.NameHasNoOwner"]
                .contains(remote)
            {
                throw .noService(message)
            }
            throw .refused(message)
        }
        let id = g_variant_get_child_value(reply, 0)!
        session.started(id: g_variant_get_uint32(id))
        g_variant_unref(id)
        g_variant_unref(reply)
        return session
    }

    /// Asks the service to close notification `id` (it answers with `NotificationClosed`, reason 3).
    static func close(_ id: UInt32, on connection: OpaquePointer) {
        g_dbus_connection_call(
            connection, name, path, name, "CloseNotification", g_variant_new_tuple([g_variant_new_uint32(id)], 1),
            nil, G_DBUS_CALL_FLAGS_NONE, -1, nil, nil, nil)
        // Sent now: the connection may be let go right after (no reply is awaited).
        g_dbus_connection_flush_sync(connection, nil, nil)
    }

    /// The error's message; the error is freed.
    private static func take(_ error: inout UnsafeMutablePointer<GError>?) -> String {
        guard let error = error.take() else { return "unknown error" }
        defer { g_error_free(error) }
        return String(cString: error.pointee.message)
    }
}

/// One notification on screen: ends exactly once, from its first action or its close.
/// The signal subscription holds it; unsubscribing lets it go.
@MainActor
final class NotificationSession: Dismissible {
    private let connection: OpaquePointer
    private let description: NotificationDescription
    private var onEnd: (@MainActor (DialogEnding) -> Void)?
    private var subscription: guint = 0
    /// `NameOwnerChanged` of the service's name: a service that goes away answers too.
    private var ownerSubscription: guint = 0
    private var id: UInt32?

    init(
        connection: OpaquePointer, description: NotificationDescription,
        onEnd: @escaping @MainActor (DialogEnding) -> Void
    ) {
        self.connection = connection
        self.description = description
        self.onEnd = onEnd
        g_object_ref(UnsafeMutableRawPointer(connection))
        subscription = Signals.onDBusSignals(
            connection, sender: NotificationService.name, interface: NotificationService.name,
            path: NotificationService.path
        ) { [self] signal in received(signal.name, signal.parameters) }
        ownerSubscription = Signals.onDBusSignals(
            connection, sender: "org.freedesktop.DBus", interface: "org.freedesktop.DBus", path: "/org/freedesktop/DBus"
        ) { [self] signal in ownerChanged(signal.name, signal.parameters) }
    }

    /// The service left the bus (it crashed or was stopped): nothing will answer any more.
    private func ownerChanged(_ signal: String, _ parameters: OpaquePointer) {
        guard signal == "NameOwnerChanged", id != nil, g_variant_n_children(parameters) == 3 else { return }
        let name = g_variant_get_child_value(parameters, 0)!
        let newOwner = g_variant_get_child_value(parameters, 2)!
        defer {
            g_variant_unref(name)
            g_variant_unref(newOwner)
        }
        guard g_variant_is_of_type(name, g_variant_type_checked_("s")) != 0,
            g_variant_is_of_type(newOwner, g_variant_type_checked_("s")) != 0,
            String(cString: g_variant_get_string(name, nil)) == NotificationService.name,
            g_variant_get_string(newOwner, nil).pointee == 0
        else { return }
        finish(NotificationDescription.closed(reason: NotificationDescription.serviceGone))
    }

    func started(id: UInt32) {
        self.id = id
    }

    /// Closes the notification from code; the service's `NotificationClosed` ends it.
    func dismiss() {
        guard onEnd != nil, let id else { return }
        NotificationService.close(id, on: connection)
    }

    /// Stops listening without an answer (the notification was never shown).
    func cancel() {
        onEnd = nil
        unsubscribe()
    }

    private func received(_ signal: String, _ parameters: OpaquePointer) {
        guard let id, onEnd != nil, g_variant_n_children(parameters) == 2 else { return }
        let first = g_variant_get_child_value(parameters, 0)!
        let second = g_variant_get_child_value(parameters, 1)!
        defer {
            g_variant_unref(first)
            g_variant_unref(second)
        }
        guard g_variant_is_of_type(first, g_variant_type_checked_("u")) != 0, g_variant_get_uint32(first) == id
        else { return }
        switch signal {
        case "ActionInvoked" where g_variant_is_of_type(second, g_variant_type_checked_("s")) != 0:
            let key = String(cString: g_variant_get_string(second, nil))
            guard let ending = description.ending(forActionKey: key) else { return }
            NotificationService.close(id, on: connection)  // answered: it need not stay
            finish(ending)
        case "NotificationClosed" where g_variant_is_of_type(second, g_variant_type_checked_("u")) != 0:
            finish(NotificationDescription.closed(reason: g_variant_get_uint32(second)))
        default:
            break
        }
    }

    private func finish(_ ending: DialogEnding) {
        guard let onEnd else { return }
        self.onEnd = nil
        unsubscribe()
        onEnd(ending)
    }

    private func unsubscribe() {
        guard subscription != 0 else { return }
        g_dbus_connection_signal_unsubscribe(connection, subscription)
        g_dbus_connection_signal_unsubscribe(connection, ownerSubscription)
        subscription = 0
        ownerSubscription = 0
        g_object_unref(UnsafeMutableRawPointer(connection))
    }
}
