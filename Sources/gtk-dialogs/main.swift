import DialogsCLI

// gtk-dialogs: the CLI library (DialogsCLI) on GTK 3 (Internal/Gtk3CommandLine.swift).

MainActor.assumeIsolated { CommandLineTool.run(with: Gtk3CommandLine()) }
