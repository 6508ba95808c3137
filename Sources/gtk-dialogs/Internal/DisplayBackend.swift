import CGtk

/// Which display server GDK opened (after `Dialogs.initialize()`).
@MainActor
enum DisplayBackend {
    /// True when the default display is a Wayland one. Looked up by type name, as the
    /// Wayland backend's header is not part of CGtk.
    static var isWayland: Bool {
        guard let display = gdk_display_get_default() else { return false }
        let wayland = g_type_from_name("GdkWaylandDisplay")
        return wayland != 0 && g_type_check_instance_is_a(UnsafeMutablePointer(display), wayland) != 0
    }
}
