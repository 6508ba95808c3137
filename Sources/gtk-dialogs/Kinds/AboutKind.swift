import GtkDialogs

/// zenity's `--about`: GTK's about window for gtk-dialogs (name, version, summary, website,
/// licence). Closing it exits as zenity's does, 1.
enum AboutKind: DialogKind {
    /// Where gtk-dialogs lives (the Debian package's Homepage).
    static let website = "https://github.com/gtkdialogs/GtkDialogs"

    static func show(_ options: Void, in context: DialogContext) {
        let about = AboutDialog(programName: "gtk-dialogs", version: HelpText.version)
        about.comments = "Native GTK dialogs for shell scripts, compatible with zenity 3.44"
        about.website = website
        about.copyright = "© 2026 The GtkDialogs developers"
        about.license = .mit
        about.logoIconName = "dialog-information"
        about.options = context.window
        about.show(timeout: context.timeout) { response in
            switch response {
            case .closed, .dismissed: context.end(.closed)
            case .timedOut: context.end(.timedOut(zenityExitCode: ZenityMode.ExitCode.timeout))
            }
        }
    }
}
