import CGLib
import DialogsCore

/// What an asynchronous D-Bus call came back with: its reply (valid during the handler), or
/// the error's D-Bus name (empty for a local one: a timeout, a closed connection) and message.
package enum DBusReply {
    case value(OpaquePointer)
    case failed(name: String, message: String)
}

/// The call's reply: finished here, handed to the box once, and the box released with it.
private let callTrampoline: GAsyncReadyCallback = { source, result, data in
    var error: UnsafeMutablePointer<GError>?
    let reply = g_dbus_connection_call_finish(OpaquePointer(source), result, &error)
    let outcome: DBusReply
    if let reply {
        outcome = .value(reply)
    } else {
        let name = error.map { CStrings.takeOwnership(g_dbus_error_get_remote_error($0)) } ?? ""
        outcome = .failed(name: name, message: GLibErrors.takeMessage(&error, orElse: "no reply"))
    }
    let box = Unmanaged<CallbackBox<DBusReply, Void>>.fromOpaque(data!).takeRetainedValue()
    nonisolated(unsafe) let answer = outcome  // made and used on the main thread, within this call
    MainActor.assumeIsolated { box.handler(answer) }
    if let reply { g_variant_unref(reply) }
}

extension Signals {
    /// Calls `method` without waiting: `replied` runs once, in the main loop, with its reply or
    /// its error. `parameters` (floating) is taken; `timeout` is in milliseconds (-1: GDBus's 25 s).
    package static func callDBus(
        _ connection: OpaquePointer, destination: String, path: String, interface: String, method: String,
        _ parameters: OpaquePointer?, replyType: String, timeout: Int32 = -1,
        _ replied: @escaping @MainActor (DBusReply) -> Void
    ) {
        let box = CallbackBox<DBusReply, Void>(replied)
        let type = g_variant_type_new(replyType)
        defer { g_variant_type_free(type) }  // GDBus keeps a copy
        g_dbus_connection_call(
            connection, destination, path, interface, method, parameters, type, G_DBUS_CALL_FLAGS_NONE, timeout,
            nil, callTrampoline, box.retainedPointer())
    }
}
