import AdwDialogs
import CAdw
import DialogsCLI

/// GTK 4's part of the command line: its own options (GTK 4 parses none itself: `--display`
/// comes from CAdwBridge) and display.
@MainActor
struct Gtk4CommandLine: CommandLineToolkit {
    var programName: String { "gtk4-dialogs" }
    var toolkit: DialogToolkit { .gtk4 }

    func makeOptionGroup() -> OpaquePointer? {
        ad_option_group_new()
    }

    /// Looked up by type name, as the Wayland backend's header is not part of CAdw.
    var isWayland: Bool {
        guard let display = gdk_display_get_default() else { return false }
        let wayland = g_type_from_name("GdkWaylandDisplay")
        return wayland != 0 && g_type_check_instance_is_a(UnsafeMutablePointer<GTypeInstance>(display), wayland) != 0
    }
}
