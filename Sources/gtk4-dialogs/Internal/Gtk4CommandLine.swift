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

    var isWayland: Bool { ad_display_is_wayland() != 0 }
}
