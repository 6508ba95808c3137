import CGtk
import DialogsCLI
import GtkDialogs

/// GTK 3's part of the command line: its own options and display.
@MainActor
struct Gtk3CommandLine: CommandLineToolkit {
    var programName: String { "gtk-dialogs" }
    var toolkit: DialogToolkit { .gtk3 }
    var zenity: ZenityCompatibility { .zenity3_44 }
    var demo: (program: String, applicationID: String) { ("dialogs-demo", "org.gtkdialogs.Demo") }

    func makeOptionGroup() -> OpaquePointer? {
        gtk_get_option_group(0)
    }

    /// Looked up by type name, as the Wayland backend's header is not part of CGtk.
    var isWayland: Bool {
        guard let display = gdk_display_get_default() else { return false }
        let wayland = g_type_from_name("GdkWaylandDisplay")
        return wayland != 0 && g_type_check_instance_is_a(UnsafeMutablePointer(display), wayland) != 0
    }
}
