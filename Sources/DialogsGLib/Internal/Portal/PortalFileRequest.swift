import CGLib
import DialogsCore

/// One `OpenFile` or `SaveFile` of the portal, and its `Request` object: answers once, from the
/// request's `Response` (0 chosen, 1 cancelled, 2 ended otherwise) or the call's failure; closing
/// it (`Request.Close`) takes the picker away unanswered.
@MainActor
final class PortalFileRequest {
    enum Answer {
        case chosen(FileChoice)
        case cancelled
        case ended
        /// No portal took the request: what the bus said.
        case failed(String)
    }

    private let bus: PortalConnection
    private let filters: [FileFilter]
    /// The request object's path: known before the call (from `handle_token`), so its `Response`
    /// is subscribed to before it can be sent.
    private var handle: String
    private var subscription: guint = 0
    private var answered: (@MainActor (Answer) -> Void)?

    init(
        _ description: FileChooserDescription, on bus: PortalConnection, parent: String,
        answered: @escaping @MainActor (Answer) -> Void
    ) {
        self.bus = bus
        self.filters = description.filters
        self.answered = answered
        let token = "gtk_dialogs_\(g_random_int())"
        handle = "\(PortalChoice.path)/request/\(bus.senderPathPart)/\(token)"
        subscribe()
        Signals.callDBus(
            bus.connection, destination: PortalChoice.name, path: PortalChoice.path,
            interface: PortalChoice.fileChooser, method: description.action == .save ? "SaveFile" : "OpenFile",
            PortalFileOptions.arguments(description, parent: parent, token: token, version: bus.version),
            replyType: "(o)"
        ) { [self] reply in
            switch reply {
            case .value(let value):
                guard let path = g_variant_get_child_value(value, 0) else { return }
                let returned = String(cString: g_variant_get_string(path, nil))
                g_variant_unref(path)
                // A portal older than handle_token picks the path itself.
                if returned != handle, self.answered != nil {
                    handle = returned
                    unsubscribe()
                    subscribe()
                }
            case .failed(_, let message): finish(.failed(message))
            }
        }
    }

    /// Takes the picker away unanswered (a timeout, `dismiss()`): the portal's `Request.Close`.
    func close() {
        guard answered != nil else { return }
        answered = nil
        unsubscribe()
        g_dbus_connection_call(
            bus.connection, PortalChoice.name, handle, "org.freedesktop.portal.Request", "Close", nil, nil,
            G_DBUS_CALL_FLAGS_NONE, -1, nil, nil, nil)
        g_dbus_connection_flush_sync(bus.connection, nil, nil)  // sent before the connection goes
    }

    private func subscribe() {
        subscription = Signals.onDBusSignals(
            bus.connection, sender: PortalChoice.name, interface: "org.freedesktop.portal.Request", path: handle
        ) { [self] signal in
            guard signal.name == "Response", g_variant_n_children(signal.parameters) == 2 else { return }
            received(signal.parameters)
        }
    }

    private func received(_ parameters: OpaquePointer) {
        guard let code = g_variant_get_child_value(parameters, 0),
            let results = g_variant_get_child_value(parameters, 1)
        else { return }
        defer {
            g_variant_unref(code)
            g_variant_unref(results)
        }
        guard PortalFileOptions.has(code, type: "u"), PortalFileOptions.has(results, type: "a{sv}") else { return }
        switch g_variant_get_uint32(code) {
        case 0: finish(.chosen(PortalFileOptions.choice(results, filters: filters)))
        case 1: finish(.cancelled)
        default: finish(.ended)
        }
    }

    private func finish(_ answer: Answer) {
        guard let answered else { return }
        self.answered = nil
        unsubscribe()
        answered(answer)
    }

    private func unsubscribe() {
        guard subscription != 0 else { return }
        g_dbus_connection_signal_unsubscribe(bus.connection, subscription)  // releases the handler's box
        subscription = 0
    }
}
