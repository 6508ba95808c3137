import CAdwBridge
import DialogsCLI

// gtk4-dialogs: the CLI library (DialogsCLI) on GTK 4 and libadwaita (Internal/Gtk4CommandLine.swift).

MainActor.assumeIsolated {
    ad_quiet_unparented_dialog_note()
    CommandLineTool.run(with: Gtk4CommandLine())
}
