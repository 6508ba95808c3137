import DialogsCore

/// zenity's `--about`: GTK's about window for gtk-dialogs (name, version, summary, website,
/// licence). Closing it exits as zenity's does, 1. No native command, and no options of its own.
enum AboutKind: DialogKind {
    /// Where gtk-dialogs lives (the Debian package's Homepage).
    static let website = "https://github.com/gtkdialogs/GtkDialogs"

    static let nativeCommands: [NativeCommand] = []

    /// Listed with the miscellaneous options, as zenity lists it; it takes only the general ones.
    static let zenityDialogs = [
        ZenityDialog(name: "about", help: "About gtk-dialogs", group: "misc", listing: .miscellaneous)
    ]

    @MainActor static func show(_ options: AboutOptions, in context: DialogContext) {
        let about = AboutDialog(programName: Output.toolName, version: Version.number)
        // Translators: %s is the zenity release the program is compatible with ("3.44", "4.0").
        about.comments = TextDomain.tool.format(
            "Native GTK dialogs for shell scripts, compatible with zenity %s", ZenityCompatibility.current.series)
        about.website = website
        about.copyright = "© 2026 The GtkDialogs developers"
        about.license = .mit
        about.logoIconName = "dialog-information"
        about.options = context.window
        about.show(parent: context.parent, timeout: context.timeout) { response in
            switch response {
            case .closed, .dismissed: context.end(.closed)
            case .timedOut: context.end(.timedOut(zenityExitCode: ZenityExitCode.timeout))
            }
        }
    }
}

/// The about window takes no options of its own.
struct AboutOptions: OptionValues {}
