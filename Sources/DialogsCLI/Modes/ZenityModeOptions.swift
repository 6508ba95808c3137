/// zenity mode's own options: the dialog options (`--info`…) and `--version`.
struct ZenityModeOptions: OptionValues {
    /// The dialogs given, by name, each once (zenity shows one `--info --info`). An array, not a set:
    /// see ``ParsedOptions``.
    var dialogs: [String] = []
    var printsVersion = false

    /// Notes a dialog option, once however often it is given.
    mutating func choose(_ dialog: String) {
        if !dialogs.contains(dialog) { dialogs.append(dialog) }
    }
}

extension ZenityMode {
    /// The main group: which dialog, in zenity 3.44's `--help` order (ZenityFourTests compares
    /// the list with zenity's own `--help`).
    static var dialogGroup: OptionGroup {
        var listed: [(position: Int, option: Option)] = []
        for dialog in DialogKinds.zenityDialogs {
            if case .dialogs(let position) = dialog.listing { listed.append((position, dialogOption(dialog))) }
        }
        return OptionGroup(options: listed.sorted { $0.position < $1.position }.map(\.option))
    }

    /// The group name of zenity's miscellaneous options.
    static let miscellaneous = "misc"

    /// zenity's "Miscellaneous options" (`--help-misc`): the dialogs listed there (`--about`), and `--version`.
    static var miscGroup: OptionGroup {
        let dialogs = DialogKinds.zenityDialogs.filter {
            if case .miscellaneous = $0.listing { true } else { false }
        }
        return OptionGroup(
            name: miscellaneous, title: "Miscellaneous options", help: "Show miscellaneous options",
            options: dialogs.map(dialogOption) + [
                .flag("version", "Print version", \ZenityModeOptions.printsVersion)
            ])
    }

    /// The flag that chooses `dialog`.
    private static func dialogOption(_ dialog: ZenityDialog) -> Option {
        let name = dialog.name
        return .flag(name, dialog.help) { $0[ZenityModeOptions.self].choose(name) }
    }

    /// The option groups of the kinds: each kind's zenity options, in zenity's words.
    static var kindGroups: [OptionGroup] {
        var groups: [OptionGroup] = []
        for kind in DialogKinds.all {
            let headings = kind.zenityGroups
            guard let first = headings.first?.name else { continue }
            let declarations = kind.optionDeclarations
            for heading in headings {
                let options = declarations.filter { option in
                    guard let zenity = option.zenity else { return false }
                    return (zenity.group ?? first) == heading.name
                }
                groups.append(OptionGroup(heading, options: options.map(\.forZenity)))
            }
        }
        return groups
    }

    /// zenity's general options, in zenity's words.
    static var generalGroup: OptionGroup {
        OptionGroup(
            CommonOptions.zenityGroups[0],
            options: CommonOptions.declarations.filter { $0.zenity != nil }.map(\.forZenity))
    }
}
