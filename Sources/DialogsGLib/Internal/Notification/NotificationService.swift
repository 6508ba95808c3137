import CGLib
import DialogsCore

/// The freedesktop notification service on the session bus, through GIO's D-Bus:
/// `Notify`, `CloseNotification`, and the `ActionInvoked` and `NotificationClosed` signals. Every
/// backend shows a notification through it: no display is opened for one.
@MainActor
package enum NotificationService {
    static let name = "org.freedesktop.Notifications"
    static let path = "/org/freedesktop/Notifications"

    /// Sends the notification; its presenter reports how it ended.
    package static func present(_ session: DialogSession<NotificationDescription>) throws(NotificationError) {
        let description = session.description
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
            throw .noService("no session bus: \(GLibErrors.takeMessage(&error, orElse: "unknown error"))")
        }
        defer { g_object_unref(UnsafeMutableRawPointer(connection)) }
        // Subscribed first: the service may answer before `Notify` has returned.
        let notification = NotificationPresenter(connection: connection, session: session)
        let reply = g_dbus_connection_call_sync(
            connection, name, path, name, "Notify", NotificationVariants.notify(description),
            g_variant_type_new("(u)"), G_DBUS_CALL_FLAGS_NONE, 10_000, nil, &error)
        guard let reply else {
            notification.cancel()
            let remote = error.map { CStrings.takeOwnership(g_dbus_error_get_remote_error($0)) } ?? ""
            let message = GLibErrors.takeMessage(&error, orElse: "unknown error")
            if ["org.freedesktop.DBus.Error.ServiceUnknown", "org.freedesktop.DBus.Error.NameHasNoOwner"]
                .contains(remote)
            {
                throw .noService(message)
            }
            throw .refused(message)
        }
        let id = g_variant_get_child_value(reply, 0)!
        notification.started(id: g_variant_get_uint32(id))
        g_variant_unref(id)
        g_variant_unref(reply)
    }

    /// Asks the service to close notification `id` (it answers with `NotificationClosed`, reason 3).
    static func close(_ id: UInt32, on connection: OpaquePointer) {
        g_dbus_connection_call(
            connection, name, path, name, "CloseNotification", g_variant_new_tuple([g_variant_new_uint32(id)], 1),
            nil, G_DBUS_CALL_FLAGS_NONE, -1, nil, nil, nil)
        // Sent now: the connection may be let go right after (no reply is awaited).
        g_dbus_connection_flush_sync(connection, nil, nil)
    }
}

/// One notification on screen: ends exactly once, from its first action or its close.
/// The signal subscription holds it; unsubscribing lets it go.
