/// zenity's dialog options as its `--help` lists them, and its miscellaneous ones.
extension ZenityMode {
    /// Every dialog zenity 3.44 has, in its `--help` order, with its help text.
    static let zenityDialogs: [(name: String, help: String)] = [
        ("calendar", "Display calendar dialog"), ("entry", "Display text entry dialog"),
        ("error", "Display error dialog"), ("info", "Display info dialog"),
        ("file-selection", "Display file selection dialog"), ("list", "Display list dialog"),
        ("notification", "Display notification"), ("progress", "Display progress indication dialog"),
        ("question", "Display question dialog"), ("warning", "Display warning dialog"),
        ("scale", "Display scale dialog"), ("text-info", "Display text information dialog"),
        ("color-selection", "Display color selection dialog"), ("password", "Display password dialog"),
        ("forms", "Display forms dialog"),
    ]

    /// The main group: which dialog (every one zenity has has its `Kind`; ZenityFourTests
    /// compares this list with zenity's own `--help`).
    static var dialogGroup: OptionGroup {
        OptionGroup(
            options: zenityDialogs.compactMap { name, help in
                Kind(rawValue: name).map { kind in Option.flag(name, help) { $0.addZenityDialog(kind) } }
            })
    }

    /// zenity's "Miscellaneous options" (`--help-misc`).
    static var miscGroup: OptionGroup {
        OptionGroup(
            name: "misc", title: "Miscellaneous options", help: "Show miscellaneous options",
            options: [
                .flag("about", "About gtk-dialogs") { $0.addZenityDialog(.about) },
                .flag("version", "Print version", \.printsVersion),
            ])
    }
}
