import GtkDialogs

/// zenity 3.44's command line, outputs and exit codes, on top of GtkDialogs.
/// Fixed where zenity is broken in ways no script can rely on: invalid markup
/// shows literally instead of blank, Return submits a form, nothing is printed
/// on timeout, `--entry` offers a single value too, and `--hide-text` never
/// lists its values.
@MainActor
struct ZenityMode {
    /// The dialog options zenity mode shows (`--info`…).
    enum Kind: String, CaseIterable {
        case info, warning, error, question, entry, password, forms, progress, list, scale, calendar
        case fileSelection = "file-selection"
        /// `--about`: listed with the miscellaneous options, as zenity lists it.
        case about
        case colorSelection = "color-selection"
        case notification
        case textInfo = "text-info"

        var isMessage: Bool { [.info, .warning, .error, .question].contains(self) }

        /// The option group (`--help-NAME`) of the kind's own options; `general` holds the shared ones.
        var groupName: String {
            switch self {
            case .info, .warning, .error, .question: "message"
            case .entry: "entry"
            case .password: "password"
            case .forms: "forms"
            case .progress: "progress"
            case .fileSelection: "file-selection"
            case .textInfo: "text-info"
            case .list: "list"
            case .scale: "scale"
            case .calendar: "calendar"
            case .about: "misc"
            case .colorSelection: "color-selection"
            case .notification: "notification"
            }
        }
    }

    /// zenity's exit codes, each overridable through `ZENITY_<NAME>` (then `DIALOG_<NAME>`), read with `atoi`.
    enum ExitCode {
        static var ok: Int32 { value("OK") }
        static var cancel: Int32 { value("CANCEL") }
        static var escape: Int32 { value("ESC") }
        static var timeout: Int32 { value("TIMEOUT") }
        static var error: Int32 { value("ERROR") }
        /// Command-line errors exit 255 whatever the environment says, as zenity's do.
        static let usage: Int32 = 255

        /// The overridable codes: `ZENITY_<name>`, the endings it sets the code of, zenity's default.
        static let variables: [(name: String, endings: String, code: Int32)] = [
            ("OK", "OK", 0), ("CANCEL", "the Cancel button", 1),
            ("ESC", "Escape, the window closed, an extra button", 1), ("TIMEOUT", "a timeout", 5),
            ("ERROR", "an error such as no display", -1),
        ]

        private static func value(_ name: String) -> Int32 {
            ThisProcess.integerVariable("ZENITY_\(name)") ?? ThisProcess.integerVariable("DIALOG_\(name)")
                ?? variables.first { $0.name == name }!.code
        }
    }

    private let kind: Kind
    private let options: ParsedOptions

    /// zenity mode's options: what `--help` shows, the man page lists and completion offers.
    static func optionTable(calledAsZenity: Bool = false) -> OptionTable {
        OptionTable(
            summary: { calledAsZenity ? nil : HelpText.summary },
            description: { calledAsZenity ? nil : HelpText.description },
            groups: [
                dialogGroup, CommonOptions.zenityGroup, MessageOptions.zenityGroup, EntryOptions.zenityEntryGroup,
                EntryOptions.zenityPasswordGroup, FormsOptions.zenityGroup, ListOptions.zenityGroup,
                ProgressOptions.zenityGroup, FileOptions.zenityGroup, TextOptions.zenityGroup, ScaleOptions.zenityGroup,
                DateOptions.zenityGroup,
                ColorOptions.zenityGroup, NotifyOptions.zenityGroup, miscGroup,
            ])
    }

    /// Parses zenity's arguments; `--help` and `--version` print and exit here.
    static func parse(_ arguments: [String], calledAsZenity: Bool) throws(UsageError) -> ZenityMode {
        var options = ParsedOptions(common: CommonOptions(textIsMarkup: true))
        let values = try optionTable(calledAsZenity: calledAsZenity).parse(arguments, into: &options)

        if options.printsVersion {
            Output.printLine(calledAsZenity ? "3.44.0" : "gtk-dialogs \(HelpText.version) (zenity 3.44 compatible)")
            ThisProcess.exit(0)
        }
        guard options.zenityDialogs.count <= 1 else {
            throw UsageError(message: "Two or more dialog options specified")
        }
        guard let kind = options.zenityDialogs.first else {
            throw UsageError(message: "You must specify a dialog type. See '\(Output.programName) --help' for details")
        }
        try check(options, for: kind)
        if kind == .list {
            options.list.layout = .zenity
            options.list.values = values
            options.list.separator = options.forms.separator
            try options.list.check()
            let rows = RowMaker(options: options.list)
            _ = try rows.rows(values: values, nativeRows: [])
            if let warning = rows.shortLastRowWarning(values: values) { Output.error(warning) }
            return ZenityMode(kind: kind, options: options)
        }
        // Last: their warnings are for a command line that is otherwise valid.
        options.resolveZenityFour(for: kind)
        options.entry.values = entryValues(values, kind: kind, hideText: options.entry.hideText)
        switch kind {
        case .info, .warning, .error, .question:
            options.message.style = [.warning: .warning, .error: .error, .question: .question][kind] ?? .info
        case .entry, .password:
            options.entry.layout = kind == .entry ? .zenityEntry : .zenityPassword
        case .forms:
            options.forms.layout = .zenityForms
            options.forms.makeZenityFields()
        case .progress:
            if !options.common.extraButtons.isEmpty { Output.error("--extra-button is ignored by --progress") }
        case .fileSelection:
            if !options.common.extraButtons.isEmpty { Output.error("--extra-button is ignored by --file-selection") }
        case .textInfo:
            try options.text.refuseWebPages()
            if !options.common.extraButtons.isEmpty { Output.error("--extra-button is ignored by --text-info") }
            options.text.noWrap = options.message.noWrap
            options.text.editable = options.list.editable
            try options.text.openSource(options.file.filename)
        case .list, .about:
            break
        case .scale:
            try options.scale.check()
            if !options.common.extraButtons.isEmpty { Output.error("--extra-button is ignored by --scale") }
        case .calendar:
            _ = try options.date.startDate()
            if !options.common.extraButtons.isEmpty { Output.error("--extra-button is ignored by --calendar") }
        case .colorSelection:
            try options.color.check()
            if !options.common.extraButtons.isEmpty {
                Output.error("--extra-button is ignored by --color-selection")
            }
        case .notification:
            break
        }
        return ZenityMode(kind: kind, options: options)
    }

    /// zenity offers `--entry`'s arguments in a drop-down (from two of them; here
    /// from one) and ignores them elsewhere. Ignoring is said on stderr; with
    /// `--hide-text` (which zenity then drops, showing the values) the text stays
    /// hidden and the values are not offered.
    private static func entryValues(_ values: [String], kind: Kind, hideText: Bool) -> [String] {
        guard !values.isEmpty else { return [] }
        let list = values.map { "\"\($0)\"" }.joined(separator: " ")
        if kind != .entry {
            Output.error("ignoring \(list): only --entry takes values")
            return []
        }
        if hideText {
            Output.error("--hide-text: \(list) not offered, a list would show them")
            return []
        }
        return values
    }

    // MARK: Showing the dialog

    /// Shows the dialog; `finish` receives the exit status once it has ended and printed its answer.
    func show(finish: @escaping @MainActor (Int32) -> Void) {
        let common = options.common
        if common.attachWindow != nil {
            Output.error(
                DisplayBackend.isWayland
                    ? "--attach is ignored on Wayland: it names an X11 window, and no other program's window can be one"
                    : "--attach is ignored: gtk-dialogs does not attach to another program's window")
        }
        var window = DialogOptions(
            width: common.width.flatMap { $0 > -1 ? $0 : nil }, height: common.height.flatMap { $0 > -1 ? $0 : nil },
            windowIcon: common.windowIcon.map(Self.windowIcon), wrapsMessage: !options.message.noWrap,
            ellipsizesMessage: options.message.ellipsize, iconName: options.message.iconName)
        window.iconFile = options.message.iconFile
        // zenity 3.44 shows dialog-question and the like; loading the icon theme for it cost
        // 4 ms and 2 MB of a one-dialog process (bench: --question's peak RSS went from 1.20x
        // to 1.28x bare C's, over the 1.20x budget). --icon-name and --icon show one.
        window.showsStyleIcon = false
        let context = DialogContext(
            mode: .zenity, common: common, window: window,
            timeout: common.timeout.flatMap { $0 > 0 ? Duration.seconds($0) : nil }, finish: finish)
        switch kind {
        case .info, .warning, .error, .question: MessageKind.show(options.message, in: context)
        case .password where options.entry.username: FormsKind.show(.zenityLogin, in: context)
        case .entry, .password: EntryKind.show(options.entry, in: context)
        case .forms: FormsKind.show(options.forms, in: context)
        case .progress: ProgressKind.show(options.progress, in: context)
        case .fileSelection:
            var file = options.file
            file.separator = options.forms.separator
            file.multiple = file.multiple || options.list.multiple
            FileKind.show(file, in: context)
        case .list:
            var list = options.list
            list.multiple = list.multiple || options.file.multiple
            ListKind.show(list, in: context)
        case .scale: ScaleKind.show(options.scale, in: context)
        case .calendar: DateKind.show(options.date, in: context)
        case .about: AboutKind.show((), in: context)
        case .colorSelection: ColorKind.show(options.color, in: context)
        case .notification: NotifyKind.show(options.notify, in: context)
        case .textInfo: TextKind.show(options.text, in: context)
        }
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

    /// Prints what zenity prints for `ending` and returns its exit code: an extra button's
    /// label, and exit as for Escape.
    static func report(_ ending: Ending) -> Int32 {
        switch ending {
        case .accepted(let answer):
            if let line = answer.zenityLine { answer.print(line) }
            return ExitCode.ok
        case .button(_, let label), .extraButton(_, let label):
            Output.printLine(label)
            return ExitCode.escape
        case .cancelled: return ExitCode.cancel
        case .closed: return ExitCode.escape
        case .timedOut(let code, let answer):
            if let answer, let line = answer.zenityLine { answer.print(line) }
            return code
        case .failed: return ExitCode.error
        }
    }
}
