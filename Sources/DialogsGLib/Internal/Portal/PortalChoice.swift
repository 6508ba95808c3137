import CGLib
import DialogsCore

/// Whether a file chooser goes through the desktop portal: what ``FileChooser/Portal`` says, the
/// sandbox and the desktop (read from the environment, no cost), then, only when those leave it
/// open, one short asynchronous question on the session bus: does `org.freedesktop.portal.Desktop`
/// offer `org.freedesktop.portal.FileChooser`, and in which version.
@MainActor
enum PortalChoice {
    static let name = "org.freedesktop.portal.Desktop"
    static let path = "/org/freedesktop/portal/desktop"
    static let fileChooser = "org.freedesktop.portal.FileChooser"
    /// How long a portal has to say it is there: a hung one must not keep the chooser away.
    static let questionTimeout: Int32 = 1500

    /// Whether the portal may be asked at all; false is GTK's chooser, decided without the bus.
    static func mayUse(_ portal: FileChooser.Portal) -> Bool {
        switch portal {
        case .never: false
        case .always: true
        case .automatic: isSandboxed || !desktopIsGNOME
        }
    }

    /// Asks the session bus whether a portal offers a file chooser: `answered` gets a connection
    /// of its own to it when one does, nil otherwise (no bus, no portal, no answer in time).
    static func ask(_ answered: @escaping @MainActor (PortalConnection?) -> Void) {
        guard let bus = PortalConnection.open() else { return answered(nil) }
        var names = [CStrings.with(fileChooser) { g_variant_new_string($0) }, g_variant_new_string("version")]
        Signals.callDBus(
            bus.connection, destination: name, path: path, interface: "org.freedesktop.DBus.Properties",
            method: "Get", g_variant_new_tuple(&names, 2), replyType: "(v)", timeout: questionTimeout
        ) { reply in
            guard case .value(let value) = reply, let version = Self.version(value), version > 0 else {
                return answered(nil)
            }
            bus.version = version
            answered(bus)
        }
    }

    /// The `u` inside the `(v)` of a `Properties.Get` reply.
    private static func version(_ reply: OpaquePointer) -> UInt32? {
        guard let boxed = g_variant_get_child_value(reply, 0) else { return nil }
        defer { g_variant_unref(boxed) }
        guard let inner = g_variant_get_variant(boxed) else { return nil }
        defer { g_variant_unref(inner) }
        return PortalFileOptions.has(inner, type: "u") ? g_variant_get_uint32(inner) : nil
    }

    /// Flatpak (`/.flatpak-info`) or Snap (`SNAP`): there the portal is the way out of the sandbox.
    private static var isSandboxed: Bool {
        g_file_test("/.flatpak-info", G_FILE_TEST_EXISTS) != 0 || g_getenv("SNAP") != nil
    }

    /// GNOME's portal shows GTK's own chooser: asking it would change nothing but the process.
    private static var desktopIsGNOME: Bool {
        guard let desktops = g_getenv("XDG_CURRENT_DESKTOP").map({ String(cString: $0) }) else { return false }
        return desktops.split(separator: ":").contains { $0.uppercased() == "GNOME" }
    }
}

/// A connection of its own to the session bus, not GIO's shared one (that one ends the process
/// when the bus goes away), and the portal's file chooser version once it is known.
@MainActor
final class PortalConnection {
    let connection: OpaquePointer
    var version: UInt32 = 0

    private init(_ connection: OpaquePointer) {
        self.connection = connection
    }

    /// The session bus, or nil: none set, or one GLib would have to autolaunch (a portal is never
    /// started that way).
    static func open() -> PortalConnection? {
        guard let address = g_dbus_address_get_for_bus_sync(G_BUS_TYPE_SESSION, nil, nil).map(CStrings.takeOwnership),
            !address.hasPrefix("autolaunch:"),
            let connection = g_dbus_connection_new_for_address_sync(
                address,
                GDBusConnectionFlags(
                    G_DBUS_CONNECTION_FLAGS_AUTHENTICATION_CLIENT.rawValue
                        | G_DBUS_CONNECTION_FLAGS_MESSAGE_BUS_CONNECTION.rawValue), nil, nil, nil)
        else { return nil }
        return PortalConnection(connection)
    }

    /// The bus's name for this connection, as a portal writes it in a request's path (`1_42`).
    var senderPathPart: String {
        let unique = g_dbus_connection_get_unique_name(connection).map { String(cString: $0) } ?? ""
        return unique.drop { $0 == ":" }.split(separator: ".", omittingEmptySubsequences: false).joined(separator: "_")
    }

    isolated deinit {
        g_object_unref(UnsafeMutableRawPointer(connection))
    }
}
