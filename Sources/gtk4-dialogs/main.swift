import DialogsCLI

// gtk4-dialogs: the CLI library (DialogsCLI) on GTK 4 and libadwaita (Internal/Gtk4CommandLine.swift).

MainActor.assumeIsolated { CommandLineTool.run(with: Gtk4CommandLine()) }
