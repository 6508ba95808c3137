import DialogsCore

/// zenity 3.44's command line, outputs and exit codes, on top of GtkDialogs. One dialog option
/// (``ZenityDialog``) of one of ``DialogKinds`` chooses the dialog; its kind checks and shows it.
/// Fixed where zenity is broken in ways no script can rely on: invalid markup shows literally
/// instead of blank, Return submits a form, nothing is printed on timeout, `--entry` offers a
/// single value too, and `--hide-text` never lists its values.
@MainActor
struct ZenityMode {
    let kind: any DialogKind.Type
    let dialog: ZenityDialog
    private let options: ParsedOptions

    /// zenity mode's options: what `--help` shows, the man page lists and completion offers.
    static func optionTable(calledAsZenity: Bool = false) -> OptionTable {
        OptionTable(
            summary: { calledAsZenity ? nil : Usage.summary },
            description: { calledAsZenity ? nil : ExitCodeTable.helpText },
            groups: [dialogGroup, generalGroup] + kindGroups + [miscGroup])
    }

    /// Parses zenity's arguments; `--help` and `--version` print and exit here.
    static func parse(_ arguments: [String], calledAsZenity: Bool) throws(UsageError) -> ZenityMode {
        var options = ParsedOptions()
        options[CommonOptions.self].textIsMarkup = true
        let table = optionTable(calledAsZenity: calledAsZenity)
        let parsed = try table.parse(arguments, into: &options)

        if options[ZenityModeOptions.self].printsVersion {
            let zenity = ZenityCompatibility.current
            Output.printLine(
                calledAsZenity
                    ? zenity.version : "\(Output.toolName) \(Version.number) (zenity \(zenity.series) compatible)")
            ThisProcess.exit(0)
        }
        let dialogs = options[ZenityModeOptions.self].dialogs
        guard dialogs.count <= 1 else {
            throw UsageError(message: TextDomain.tool("Two or more dialog options specified"))
        }
        guard let name = dialogs.first, let (kind, dialog) = DialogKinds.zenityDialog(named: name) else {
            // Translators: %s is the program's name (gtk-dialogs, or zenity through a link).
            throw UsageError(
                message: TextDomain.tool.format(
                    "You must specify a dialog type. See '%s --help' for details", Output.programName))
        }
        try refuseUnsupported(parsed.given, for: dialog, in: table)
        if !dialog.takesArguments && !parsed.rest.isEmpty {
            let list = parsed.rest.map { "\"\($0)\"" }.joined(separator: " ")
            // Translators: %s is the values given, each in quotes.
            Output.error(TextDomain.tool.format("ignoring %s: only --entry takes values", list))
        }
        if dialog.ignoresExtraButtons { options[CommonOptions.self].warnIgnoredExtraButtons(by: dialog) }
        try kind.checkZenity(dialog, &options, arguments: parsed.rest)
        // zenity 4's --icon: the window icon, unless the kind has shown it in the dialog.
        if let icon = options[CommonOptions.self].icon {
            options[CommonOptions.self].windowIcon = options[CommonOptions.self].windowIcon ?? icon
        }
        return ZenityMode(kind: kind, dialog: dialog, options: options)
    }

    /// Refuses, as zenity does, an option the dialog does not take ("--X is not supported for this
    /// dialog": it takes the general options, those its group lists and those naming it, see
    /// ``ZenityOffer``), then an option given without one it needs, then a dialog without one of
    /// the options it needs.
    private static func refuseUnsupported(
        _ given: [(group: String?, option: Option)], for dialog: ZenityDialog, in table: OptionTable
    ) throws(UsageError) {
        let general = CommonOptions.zenityGroups.map(\.name)
        let listed = table.groups.first { $0.name == dialog.optionGroup }?.options.map(\.entry.name) ?? []
        for (group, option) in given {
            // The dialog options themselves, `--version` and the general options.
            guard let group, group != miscellaneous, !general.contains(group), let zenity = option.zenity else {
                continue
            }
            let name = option.entry.name
            guard listed.contains(name) || zenity.alsoTakenBy.contains(dialog.name) || zenity.isIgnoredElsewhere
            else {
                throw UsageError(message: TextDomain.tool.format("--%s is not supported for this dialog", name))
            }
        }
        let names = given.map(\.option.entry.name)
        for (_, option) in given {
            if let needs = option.zenity?.needs, !names.contains(needs.option) {
                throw UsageError(message: TextDomain.tool(needs.refusal))
            }
        }
        if let needs = dialog.needsOneOf, !needs.options.contains(where: names.contains) {
            throw UsageError(message: TextDomain.tool(needs.refusal))
        }
    }

    /// Shows the dialog; `finish` receives the exit status once it has ended and printed its answer.
    func show(finish: @escaping @MainActor (Int32) -> Void) {
        var options = options
        if dialog.buttonWords == .builder {
            options[CommonOptions.self].okLabel = options[CommonOptions.self].okLabel ?? ZenityWords.ok
            options[CommonOptions.self].cancelLabel = options[CommonOptions.self].cancelLabel ?? ZenityWords.cancel
        }
        let common = options[CommonOptions.self]
        var window = DialogOptions(
            width: common.width.flatMap { $0 > -1 ? $0 : nil }, height: common.height.flatMap { $0 > -1 ? $0 : nil },
            windowIcon: common.windowIcon.map(Self.windowIcon), iconName: common.iconName)
        // zenity 3.44's message text is selectable: a Tab stop scripts and keyboards count.
        window.isMessageSelectable = true
        // zenity 3.44's title is the window's only: its dialogs have no heading.
        window.showsTitleAsHeading = false
        let context = DialogContext(
            mode: .zenity, common: common, shared: options[SharedOptions.self], window: window,
            timeout: common.timeout.flatMap { $0 > 0 ? Duration.seconds($0) : nil },
            // zenity 3.44 honours --attach on X11 only, zenity 4 not at all: both are honoured here.
            parent: common.attachedParent, finish: finish)
        kind.show(from: options, in: context)
    }

    /// zenity's short names for the stock icons; anything else is a file.
    private static func windowIcon(_ value: String) -> WindowIcon {
        switch value {
        case "info": .named("dialog-information")
        case "warning": .named("dialog-warning")
        case "question": .named("dialog-question")
        case "error": .named("dialog-error")
        default: .file(value)
        }
    }
}
