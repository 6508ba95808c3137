import AdwDialogs
import CAdw
import DialogsCLI

/// GTK 4's part of the command line: its own options (GTK 4 parses none itself: `--display`
/// comes from CAdwBridge) and display.
@MainActor
struct Gtk4CommandLine: CommandLineToolkit {
    var programName: String { "gtk4-dialogs" }
    var toolkit: DialogToolkit { .gtk4 }
    var zenity: ZenityCompatibility { .zenity4_0 }
    var demo: (program: String, applicationID: String) { ("gtk4-dialogs-demo", "org.gtkdialogs.Gtk4Demo") }

    func makeOptionGroup() -> OpaquePointer? {
        ad_option_group_new()
    }

    var isWayland: Bool { ad_display_is_wayland() != 0 }
}
