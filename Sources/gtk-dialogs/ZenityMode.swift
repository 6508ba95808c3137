import CGtk
import Glibc
import GtkDialogs

/// zenity 3.44's command line, outputs and exit codes, on top of GtkDialogs.
/// Fixed where zenity is broken in ways no script can rely on: invalid markup
/// shows literally instead of blank, Return submits a form, nothing is printed
/// on timeout, `--entry` offers a single value too, and `--hide-text` never
/// lists its values.
@MainActor
struct ZenityMode {
    enum Kind: String, CaseIterable {
        case info, warning, error, question, entry, password, forms

        var isMessage: Bool { [.info, .warning, .error, .question].contains(self) }
    }

    /// zenity's exit codes, each overridable through `ZENITY_<NAME>` (then `DIALOG_<NAME>`), read with `atoi`.
    enum ExitCode {
        static var ok: Int32 { value("OK", default: 0) }
        static var cancel: Int32 { value("CANCEL", default: 1) }
        static var escape: Int32 { value("ESC", default: 1) }
        static var timeout: Int32 { value("TIMEOUT", default: 5) }
        static var error: Int32 { value("ERROR", default: -1) }
        /// Command-line errors exit 255 whatever the environment says, as zenity's do.
        static let usage: Int32 = 255

        private static func value(_ name: String, default fallback: Int32) -> Int32 {
            if let text = getenv("ZENITY_\(name)") ?? getenv("DIALOG_\(name)") { return atoi(text) }
            return fallback
        }
    }

    private(set) var kind: Kind
    private var options: Options

    private struct Options {
        var title: String?
        var text: String?
        var windowIcon: String?
        var iconName: String?
        var width: Int?
        var height: Int?
        var timeout: Int?
        var okLabel: String?
        var cancelLabel: String?
        var extraButtons: [String] = []
        var noWrap = false
        var noMarkup = false
        var ellipsize = false
        var defaultCancel = false
        var switchButtons = false
        var entryText: String?
        var hideText = false
        var username = false
        var separator = "|"
        var formFields: [(option: String, value: String)] = []
        var comboValues: [String] = []
        /// `--entry`'s arguments, offered in a drop-down beside the entry.
        var entryValues: [String] = []
    }

    static let unsupportedDialogs = [
        "calendar", "file-selection", "list", "notification", "progress", "scale", "text-info", "color-selection",
        "about",
    ]

    /// Parses zenity's arguments; `--help` and `--version` print and exit here.
    static func parse(_ arguments: [String], calledAsZenity: Bool) throws(UsageError) -> ZenityMode {
        let parser = OptionParser(
            parameters: "", summary: calledAsZenity ? nil : HelpText.summary,
            description: calledAsZenity ? nil : HelpText.description)
        var dialogFlags: [(String, OptionParser.Flag)] = []
        var unsupportedFlags: [(String, OptionParser.Flag)] = []
        var version: OptionParser.Flag!
        parser.group(nil) { group in
            for kind in Kind.allCases {
                dialogFlags.append((kind.rawValue, group.flag(kind.rawValue, "Display \(kind.rawValue) dialog")))
            }
            for name in unsupportedDialogs {
                unsupportedFlags.append((name, group.flag(name, "Not supported by gtk-dialogs", hidden: true)))
            }
            version = group.flag("version", "Print version")
        }
        var title: OptionParser.StringOption!
        var text: OptionParser.StringOption!
        var windowIcon: OptionParser.StringOption!
        var width: OptionParser.IntegerOption!
        var height: OptionParser.IntegerOption!
        var timeout: OptionParser.IntegerOption!
        var okLabel: OptionParser.StringOption!
        var cancelLabel: OptionParser.StringOption!
        var extraButtons: OptionParser.StringsOption!
        parser.group("general", title: "General options", help: "Show general options") { group in
            title = group.string("title", "Set the dialog title", argument: "TITLE")
            text = group.string("text", "Set the dialog text", argument: "TEXT")
            windowIcon = group.string("window-icon", "Set the window icon", argument: "ICONPATH")
            width = group.integer("width", "Set the width", argument: "WIDTH")
            height = group.integer("height", "Set the height", argument: "HEIGHT")
            timeout = group.integer("timeout", "Set dialog timeout in seconds", argument: "TIMEOUT")
            okLabel = group.string("ok-label", "Set the label of the OK button", argument: "TEXT")
            cancelLabel = group.string("cancel-label", "Set the label of the Cancel button", argument: "TEXT")
            extraButtons = group.strings("extra-button", "Add an extra button", argument: "TEXT")
            _ = group.flag("modal", "Set the modal hint")
            _ = group.integer("attach", "Set the parent window to attach to", argument: "WINDOW")
        }
        var iconName: OptionParser.StringOption!
        var noWrap: OptionParser.Flag!
        var noMarkup: OptionParser.Flag!
        var ellipsize: OptionParser.Flag!
        var defaultCancel: OptionParser.Flag!
        var switchButtons: OptionParser.Flag!
        parser.group("message", title: "Message options", help: "Show info, warning, error and question options") {
            group in
            iconName = group.string("icon-name", "Set the dialog icon", argument: "ICON-NAME")
            noWrap = group.flag("no-wrap", "Do not enable text wrapping")
            noMarkup = group.flag("no-markup", "Do not enable Pango markup")
            ellipsize = group.flag("ellipsize", "Enable ellipsizing in the dialog text")
            defaultCancel = group.flag("default-cancel", "Give Cancel button focus by default")
            switchButtons = group.flag("switch", "Suppress OK and Cancel buttons")
        }
        var entryText: OptionParser.StringOption!
        var hideText: OptionParser.Flag!
        parser.group("entry", title: "Text entry options", help: "Show text entry options") { group in
            entryText = group.string("entry-text", "Set the entry text", argument: "TEXT")
            hideText = group.flag("hide-text", "Hide the entry text")
        }
        var username: OptionParser.Flag!
        parser.group("password", title: "Password dialog options", help: "Show password dialog options") { group in
            username = group.flag("username", "Display the username option")
        }
        var comboValues: OptionParser.StringsOption!
        var separator: OptionParser.StringOption!
        parser.group("forms", title: "Forms dialog options", help: "Show forms dialog options") { group in
            group.ordered("add-entry", "Add a new Entry in forms dialog", argument: "Field name")
            group.ordered("add-password", "Add a new Password Entry in forms dialog", argument: "Field name")
            group.ordered("add-combo", "Add a new combo box in forms dialog", argument: "Combo box field name")
            group.ordered("add-calendar", "Not supported by gtk-dialogs", hidden: true)
            group.ordered("add-list", "Not supported by gtk-dialogs", hidden: true)
            comboValues = group.strings(
                "combo-values", "List of values for combo box, separated by |", argument: "List of values")
            separator = group.string("separator", "Set output separator character", argument: "SEPARATOR")
            _ = group.strings("list-values", "Not supported by gtk-dialogs", argument: "List of values")
            _ = group.strings("column-values", "Not supported by gtk-dialogs", argument: "List of values")
            _ = group.flag("show-header", "Not supported by gtk-dialogs", hidden: true)
            _ = group.string("forms-date-format", "Not supported by gtk-dialogs", argument: "PATTERN", hidden: true)
        }
        parser.addGTKOptions()
        let values = try parser.parse(arguments)

        if version.isSet {
            Output.printLine(calledAsZenity ? "3.44.0" : "gtk-dialogs \(HelpText.version) (zenity 3.44 compatible)")
            exit(0)
        }
        if let unsupported = unsupportedFlags.first(where: { $0.1.isSet }) {
            throw UsageError(message: "--\(unsupported.0) is not supported by gtk-dialogs")
        }
        let chosen = Set(dialogFlags.filter { $0.1.isSet }.map(\.0))
        guard chosen.count <= 1 else { throw UsageError(message: "Two or more dialog options specified") }
        guard let name = chosen.first, let kind = Kind(rawValue: name) else {
            throw UsageError(message: "You must specify a dialog type. See '\(Output.programName) --help' for details")
        }
        if let field = parser.ordered.first(where: { $0.option == "--add-calendar" || $0.option == "--add-list" }) {
            throw UsageError(message: "\(field.option) is not supported by gtk-dialogs")
        }

        var options = Options()
        options.title = title.value
        options.text = text.value
        options.windowIcon = windowIcon.value
        options.iconName = iconName.value
        options.width = width.value
        options.height = height.value
        options.timeout = timeout.value
        options.okLabel = okLabel.value
        options.cancelLabel = cancelLabel.value
        options.extraButtons = extraButtons.values
        options.noWrap = noWrap.isSet
        options.noMarkup = noMarkup.isSet
        options.ellipsize = ellipsize.isSet
        options.defaultCancel = defaultCancel.isSet
        options.switchButtons = switchButtons.isSet
        options.entryText = entryText.value
        options.hideText = hideText.isSet
        options.username = username.isSet
        options.separator = separator.value ?? "|"
        options.formFields = parser.ordered
        options.comboValues = comboValues.values

        func refuse(_ option: String, unless allowed: Bool) throws(UsageError) {
            if !allowed { throw UsageError(message: "--\(option) is not supported for this dialog") }
        }
        if options.entryText != nil { try refuse("entry-text", unless: kind == .entry) }
        if options.hideText { try refuse("hide-text", unless: kind == .entry) }
        if options.username { try refuse("username", unless: kind == .password) }
        if options.separator != "|" { try refuse("separator", unless: kind == .forms) }
        if !options.comboValues.isEmpty { try refuse("combo-values", unless: kind == .forms) }
        if options.noWrap { try refuse("no-wrap", unless: kind.isMessage) }
        if options.ellipsize { try refuse("ellipsize", unless: kind.isMessage) }
        if options.switchButtons && options.extraButtons.isEmpty {
            throw UsageError(message: "--switch needs at least one --extra-button")
        }
        if kind == .forms && options.formFields.isEmpty {
            throw UsageError(message: "--forms needs at least one --add-entry, --add-password or --add-combo")
        }
        // Last: its warnings are for a command line that is otherwise valid.
        options.entryValues = entryValues(values, kind: kind, hideText: options.hideText)
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
        let seconds = options.timeout.flatMap { $0 > 0 ? Duration.seconds($0) : nil }
        switch kind {
        case .info, .warning, .error, .question:
            showMessage(timeout: seconds, finish: finish)
        case .entry:
            showEntry(timeout: seconds, finish: finish)
        case .password where options.username:
            showForm(
                fields: usernameAndPassword(), separator: "|", timeout: seconds, timeoutCode: ExitCode.escape,
                finish: finish)
        case .password:
            showPassword(timeout: seconds, finish: finish)
        case .forms:
            showForm(
                fields: formFields(), separator: options.separator, timeout: seconds,
                timeoutCode: ExitCode.timeout, finish: finish)
        }
    }

    private var dialogOptions: DialogOptions {
        DialogOptions(
            width: options.width.flatMap { $0 > -1 ? $0 : nil }, height: options.height.flatMap { $0 > -1 ? $0 : nil },
            windowIcon: options.windowIcon.map(Self.windowIcon), wrapsMessage: !options.noWrap,
            ellipsizesMessage: options.ellipsize, iconName: options.iconName)
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

    private func showMessage(timeout: Duration?, finish: @escaping @MainActor (Int32) -> Void) {
        let defaults: (title: String, text: String, style: AlertStyle) =
            switch kind {
            case .warning: ("Warning", "Are you sure you want to proceed?", .warning)
            case .error: ("Error", "An error has occurred.", .error)
            case .question: ("Question", "Are you sure you want to proceed?", .question)
            default: ("Information", "All updates are complete.", .info)
            }
        let extras = options.extraButtons
        var buttons: [String]
        var defaultButton: Int?
        var cancelIndex: Int?
        if kind == .question {
            // zenity: extras, then No, then Yes; Yes has the focus unless --default-cancel.
            buttons = extras
            if !options.switchButtons {
                cancelIndex = buttons.count
                buttons.append(options.cancelLabel ?? StandardButton.no.label)
                buttons.append(options.okLabel ?? StandardButton.yes.label)
                defaultButton = options.defaultCancel ? cancelIndex : buttons.count - 1
            }
        } else {
            buttons = [options.okLabel ?? StandardButton.ok.label] + extras
            defaultButton = 0
        }
        let alert = Alert(
            title: options.title ?? defaults.title, buttons: buttons, style: defaults.style,
            defaultButton: defaultButton)
        let text = options.text ?? defaults.text
        if options.noMarkup {
            alert.message = text
        } else {
            alert.messageMarkup = Markup(trusted: Escapes.compress(text))
        }
        alert.usesMnemonics = true  // zenity adds its buttons with gtk_dialog_add_button
        alert.options = dialogOptions
        let firstExtra = kind == .question ? 0 : 1
        let okIndex = kind == .question ? (options.switchButtons ? nil : buttons.count - 1) : 0
        alert.show(timeout: timeout) { response in
            switch response {
            case .button(let index) where index == okIndex:
                finish(ExitCode.ok)
            case .button(let index) where index == cancelIndex:
                finish(ExitCode.cancel)
            case .button(let index):
                Output.printLine(extras[index - firstExtra])
                finish(ExitCode.escape)
            case .closed, .dismissed:
                finish(ExitCode.escape)
            case .timedOut:
                finish(5)  // zenity 3.44 exits 5 here whatever ZENITY_TIMEOUT says
            }
        }
    }

    private func showEntry(timeout: Duration?, finish: @escaping @MainActor (Int32) -> Void) {
        // zenity parses this text for a mnemonic and hides its underscores; here it shows as typed.
        let message = Escapes.compress(options.text ?? "Enter new text:")
        let prompt = TextPrompt(
            title: options.title ?? "Add a new entry", message: message, text: options.entryText ?? "",
            isSecret: options.hideText, okTitle: options.okLabel, cancelTitle: options.cancelLabel, validator: .any)
        prompt.extraButtons = options.extraButtons
        // zenity puts the entry text first in the list, selected.
        prompt.suggestions =
            options.entryValues.isEmpty ? [] : (options.entryText.map { [$0] } ?? []) + options.entryValues
        prompt.options = dialogOptions
        prompt.show(timeout: timeout) { response in
            finishPrompt(response, timeoutCode: ExitCode.timeout, finish: finish)
        }
    }

    private func showPassword(timeout: Duration?, finish: @escaping @MainActor (Int32) -> Void) {
        let prompt = TextPrompt(
            title: options.title ?? "Password", message: "Type your password", isSecret: true,
            okTitle: options.okLabel, cancelTitle: options.cancelLabel, validator: .any)
        prompt.extraButtons = options.extraButtons
        prompt.options = dialogOptions
        prompt.show(timeout: timeout) { response in
            // zenity 3.44: a password timeout exits like Escape.
            finishPrompt(response, timeoutCode: ExitCode.escape, finish: finish)
        }
    }

    private func finishPrompt(
        _ response: PromptResponse, timeoutCode: Int32, finish: @MainActor (Int32) -> Void
    ) {
        switch response {
        case .submitted(let text):
            Output.printLine(text)
            finish(ExitCode.ok)
        case .cancelled: finish(ExitCode.cancel)
        case .closed, .dismissed: finish(ExitCode.escape)
        case .timedOut: finish(timeoutCode)
        case .extraButton(let index): finishExtraButton(index, finish: finish)
        }
    }

    /// zenity prints an extra button's label and exits as for Escape.
    private func finishExtraButton(_ index: Int, finish: @MainActor (Int32) -> Void) {
        Output.printLine(options.extraButtons[index])
        finish(ExitCode.escape)
    }

    private func usernameAndPassword() -> [FormField] {
        [
            FormField(key: "username", label: "Username:"),
            FormField(key: "password", label: "Password:", kind: .password),
        ]
    }

    /// The `--add-*` fields in command-line order; the Nth combo takes the Nth `--combo-values`.
    private func formFields() -> [FormField] {
        var comboIndex = 0
        return options.formFields.enumerated().map { index, field in
            let key = String(index)
            switch field.option {
            case "--add-password":
                return FormField(key: key, label: field.value, kind: .password)
            case "--add-combo":
                let values = comboIndex < options.comboValues.count ? options.comboValues[comboIndex] : ""
                comboIndex += 1
                let items =
                    values.isEmpty
                    ? [] : values.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
                return FormField(key: key, label: field.value, kind: .choice(items))
            default:
                return FormField(key: key, label: field.value)
            }
        }
    }

    private func showForm(
        fields: [FormField], separator: String, timeout: Duration?, timeoutCode: Int32,
        finish: @escaping @MainActor (Int32) -> Void
    ) {
        // The fields were checked by `parse`: unique keys, at least one.
        guard
            let form = try? FormDialog(
                title: options.title ?? (kind == .password ? "Password" : "Forms"), fields: fields,
                saveTitle: options.okLabel ?? StandardButton.ok.label.replacing("_", with: ""),
                cancelTitle: options.cancelLabel)
        else { return finish(ExitCode.error) }
        if kind == .password {
            form.messageMarkup = Markup(escaping: "Type your username and password")
        } else if options.noMarkup {
            form.messageMarkup = Markup(escaping: options.text ?? "Forms dialog")
        } else {
            form.messageMarkup = Markup(trusted: Escapes.compress(options.text ?? "Forms dialog"))
        }
        form.extraButtons = options.extraButtons
        form.options = dialogOptions
        form.show(timeout: timeout) { response in
            switch response {
            case .saved(let values, _):
                let line = fields.map { field -> String in
                    let value = values[field.key] ?? ""
                    // zenity prints a combo with nothing chosen as one space.
                    if case .choice = field.kind, value.isEmpty { return " " }
                    return value
                }
                Output.printLine(line.joined(separator: separator))
                finish(ExitCode.ok)
            case .cancelled: finish(ExitCode.cancel)
            case .closed, .dismissed: finish(ExitCode.escape)
            case .timedOut: finish(timeoutCode)
            case .extraButton(let index): finishExtraButton(index, finish: finish)
            }
        }
    }
}

/// zenity passes `--text` through `g_strcompress` (C escapes such as `\n`) before markup.
enum Escapes {
    static func compress(_ text: String) -> String {
        guard text.contains("\\") else { return text }
        return text.withCString { source in
            let compressed = g_strcompress(source)!
            defer { g_free(compressed) }
            return String(cString: compressed)
        }
    }
}
