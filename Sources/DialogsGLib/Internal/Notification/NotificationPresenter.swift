import CGLib
import DialogsCore

/// A notification on screen: ends its session when the service reports it clicked or closed,
/// or when the service leaves the bus; code ends it by asking the service to close it.
@MainActor
final class NotificationPresenter: DialogPresenter {
    typealias Description = NotificationDescription

    private let connection: OpaquePointer
    private let session: DialogSession<NotificationDescription>
    private var subscription: guint = 0
    private var ownerSubscription: guint = 0
    private var id: UInt32?

    /// Subscribes first: the service may answer before `Notify` has returned.
    init(connection: OpaquePointer, session: DialogSession<NotificationDescription>) {
        self.connection = connection
        self.session = session
        g_object_ref(UnsafeMutableRawPointer(connection))
        subscription = Signals.onDBusSignals(
            connection, sender: NotificationService.name, interface: NotificationService.name,
            path: NotificationService.path
        ) { [self] signal in received(signal.name, signal.parameters) }
        ownerSubscription = Signals.onDBusSignals(
            connection, sender: "org.freedesktop.DBus", interface: "org.freedesktop.DBus", path: "/org/freedesktop/DBus"
        ) { [self] signal in ownerChanged(signal.name, signal.parameters) }
    }

    var state: Void { () }

    /// A sent notification keeps its text: the notification service has it, not this process.
    func update(_ update: DialogUpdate) {}

    /// The service has taken the notification: from now on its signals are about this one, and
    /// the session is its to end.
    func started(id: UInt32) {
        self.id = id
        session.attach(self)
    }

    /// `Notify` failed: nothing to wait for (the session was never this object's).
    func cancel() {
        unsubscribe()
    }

    /// The session ended: a notification ended by code is closed on screen too, and its
    /// subscriptions end (the answer follows from the session).
    func takeDown() {
        if let id, subscription != 0 { NotificationService.close(id, on: connection) }
        unsubscribe()
    }

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
        end(NotificationDescription.closed(reason: NotificationDescription.serviceGone), closeOnScreen: false)
    }

    private func received(_ signal: String, _ parameters: OpaquePointer) {
        guard let id, g_variant_n_children(parameters) == 2 else { return }
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
            guard let ending = session.description.ending(forActionKey: key) else { return }
            end(ending, closeOnScreen: true)  // answered: it need not stay
        case "NotificationClosed" where g_variant_is_of_type(second, g_variant_type_checked_("u")) != 0:
            end(NotificationDescription.closed(reason: g_variant_get_uint32(second)), closeOnScreen: false)
        default:
            break
        }
    }

    /// Ends the session as the service reported; a notification the service closed itself is not
    /// closed again.
    private func end(_ ending: DialogEnding, closeOnScreen: Bool) {
        if !closeOnScreen { unsubscribe() }
        session.end(ending, state: ())
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
