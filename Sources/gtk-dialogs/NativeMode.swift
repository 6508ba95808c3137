import Glibc
import GtkDialogs

/// `gtk-dialogs alert|confirm|input|password|form …`: plain text unless
/// `--markup`, optional JSON output, and a distinct exit code for every ending.
@MainActor
struct NativeMode {
    enum Command: String, CaseIterable {
        case alert, confirm, input, password, form
    }

    /// Each ending has its own exit code (listed in `--help` and the README).
    enum ExitCode {
        static let accepted: Int32 = 0
        static let cancelled: Int32 = 1
        static let closed: Int32 = 2
        static let timedOut: Int32 = 3
        static let firstButton: Int32 = 10
        static let usage: Int32 = 64
        static let noDisplay: Int32 = 69
        /// Buttons get 10…59, below the usage and display codes.
        static let maximumButtons = 50

        static func button(_ index: Int) -> Int32 { firstButton + Int32(index) }
    }

    let command: Command
    private var title: String
    private var text: String?
    private var isMarkup = false
    private var timeout: Duration?
    private var json = false
    private var dialogOptions = DialogOptions()
    private var buttons: [String] = []
    private var style = AlertStyle.info
    private var defaultButton: Int?
    private var cancelButton: Int?
    private var destructiveButton: Int?
    private var isDestructive = false
    private var showsCountdown = false
    private var okLabel: String?
    private var cancelLabel: String?
    private var extraButtons: [String] = []
    private var entryText = ""
    private var suggestions: [String] = []
    private var placeholder: String?
    private var allowsEmpty = false
    private var fields: [FormField] = []
    private var form: FormDialog?

    static func parse(_ command: Command, _ arguments: [String]) throws(UsageError) -> NativeMode {
        let parser = OptionParser(
            parameters: "", summary: "gtk-dialogs \(command.rawValue): \(summary(command))",
            description: HelpText.description)
        var title: OptionParser.StringOption!
        var text: OptionParser.StringOption!
        var markup: OptionParser.Flag!
        var timeout: OptionParser.IntegerOption!
        var json: OptionParser.Flag!
        var width: OptionParser.IntegerOption!
        var height: OptionParser.IntegerOption!
        var windowIcon: OptionParser.StringOption!
        var buttons: OptionParser.StringsOption?
        var style: OptionParser.StringOption?
        var defaultButton: OptionParser.IntegerOption?
        var cancelButton: OptionParser.IntegerOption?
        var destructiveButton: OptionParser.IntegerOption?
        var destructive: OptionParser.Flag?
        var countdown: OptionParser.Flag?
        var okLabel: OptionParser.StringOption?
        var cancelLabel: OptionParser.StringOption?
        var extraButtons: OptionParser.StringsOption?
        var entryText: OptionParser.StringOption?
        var suggestions: OptionParser.StringsOption?
        var placeholder: OptionParser.StringOption?
        var allowEmpty: OptionParser.Flag?
        var required: OptionParser.StringsOption?
        parser.group(nil) { group in
            title = group.string("title", "The window's title, shown as the heading", argument: "TITLE")
            text = group.string("text", "The message under the title (plain text)", argument: "TEXT")
            markup = group.flag("markup", "Read --text as Pango markup")
            timeout = group.integer("timeout", "End the dialog after SECONDS (exit code 3)", argument: "SECONDS")
            json = group.flag("json", "Print one JSON object describing how the dialog ended")
            width = group.integer("width", "The window's width in pixels", argument: "WIDTH")
            height = group.integer("height", "The window's height in pixels", argument: "HEIGHT")
            windowIcon = group.string("window-icon", "An icon name or image file for the window", argument: "ICON")
            switch command {
            case .alert:
                buttons = group.strings("button", "Add a button (repeat; left to right)", argument: "LABEL")
                style = group.string("style", "info, warning, error or question", argument: "STYLE")
                defaultButton = group.integer("default", "The button Return activates (from 0)", argument: "N")
                cancelButton = group.integer("cancel", "The button Escape reports (from 0)", argument: "N")
                destructiveButton = group.integer("destructive", "A button styled as destructive", argument: "N")
                countdown = group.flag("countdown", "Count the seconds left on the default button")
            case .confirm:
                okLabel = group.string("ok-label", "The confirm button's label", argument: "TEXT")
                cancelLabel = group.string("cancel-label", "The cancel button's label", argument: "TEXT")
                destructive = group.flag("destructive", "Style confirm as destructive; Return cancels")
            case .input, .password, .form:
                okLabel = group.string("ok-label", "The OK (or Save) button's label", argument: "TEXT")
                cancelLabel = group.string("cancel-label", "The cancel button's label", argument: "TEXT")
                extraButtons = group.strings("extra-button", "Add an extra button (repeat)", argument: "TEXT")
                if command == .form {
                    group.ordered(
                        "field", "Add a field: key:Label[:kind[:value]]; kinds: \(FieldSpec.kindNames)",
                        argument: "SPEC")
                    required = group.strings("required", "The field with this key may not be empty", argument: "KEY")
                } else {
                    if command == .input {
                        entryText = group.string("entry-text", "The entry's initial text", argument: "TEXT")
                        suggestions = group.strings(
                            "suggestion", "Offer a value in a drop-down beside the entry (repeat)", argument: "TEXT")
                    }
                    placeholder = group.string("placeholder", "A hint shown in the empty entry", argument: "TEXT")
                    allowEmpty = group.flag("allow-empty", "Accept an empty answer")
                }
            }
        }
        parser.addGTKOptions()
        let rest = try parser.parse(arguments)
        guard rest.isEmpty else { throw UsageError(message: "unexpected argument \"\(rest[0])\"") }

        var mode = NativeMode(command: command, title: title.value ?? defaultTitle(command))
        mode.text = text.value
        mode.isMarkup = markup.isSet
        mode.json = json.isSet
        if let seconds = timeout.value {
            guard seconds > 0 else { throw UsageError(message: "--timeout needs a number of seconds above 0") }
            mode.timeout = .seconds(seconds)
        }
        mode.dialogOptions = DialogOptions(
            width: try positive(width.value, "--width"), height: try positive(height.value, "--height"),
            windowIcon: windowIcon.value.map { $0.contains("/") ? .file($0) : .named($0) })
        mode.okLabel = okLabel?.value
        mode.cancelLabel = cancelLabel?.value
        mode.extraButtons = extraButtons?.values ?? []
        guard mode.extraButtons.count <= ExitCode.maximumButtons else {
            throw UsageError(message: "at most \(ExitCode.maximumButtons) extra buttons (one exit code each)")
        }
        mode.isDestructive = destructive?.isSet ?? false
        mode.showsCountdown = countdown?.isSet ?? false
        mode.entryText = entryText?.value ?? ""
        mode.suggestions = suggestions?.values ?? []
        mode.placeholder = placeholder?.value
        mode.allowsEmpty = allowEmpty?.isSet ?? false
        if command == .alert {
            mode.buttons = buttons?.values ?? []
            guard mode.buttons.count <= ExitCode.maximumButtons else {
                throw UsageError(message: "at most \(ExitCode.maximumButtons) buttons (one exit code each)")
            }
            let count = max(mode.buttons.count, 1)
            mode.defaultButton = try index(defaultButton?.value, "--default", count: count)
            mode.cancelButton = try index(cancelButton?.value, "--cancel", count: count)
            mode.destructiveButton = try index(destructiveButton?.value, "--destructive", count: count)
            if let name = style?.value {
                guard
                    let parsed = [
                        "info": AlertStyle.info, "warning": .warning, "error": .error, "question": .question,
                    ][name]
                else {
                    throw UsageError(message: "unknown --style \"\(name)\": use info, warning, error or question")
                }
                mode.style = parsed
            }
        }
        if command == .form {
            for field in parser.ordered { mode.fields.append(try FieldSpec.parse(field.value)) }
            guard !mode.fields.isEmpty else { throw UsageError(message: "a form needs at least one --field") }
            for key in required?.values ?? [] {
                guard let index = mode.fields.firstIndex(where: { $0.key == key }) else {
                    throw UsageError(message: "--required \(key): no --field has that key")
                }
                mode.fields[index].isRequired = true
            }
            do {
                mode.form = try FormDialog(
                    title: mode.title, message: mode.isMarkup ? nil : mode.text, fields: mode.fields,
                    saveTitle: mode.okLabel, cancelTitle: mode.cancelLabel)
            } catch {
                throw UsageError(message: "\(error)")
            }
        }
        return mode
    }

    private init(command: Command, title: String) {
        self.command = command
        self.title = title
    }

    private static func summary(_ command: Command) -> String {
        switch command {
        case .alert: "an alert with any buttons; prints the chosen button's label"
        case .confirm: "a two-button question; exit code 0 for confirm, 1 for cancel"
        case .input: "one line of text; prints it"
        case .password: "a hidden line of text; prints it"
        case .form: "several labelled fields; prints key=value lines"
        }
    }

    private static func defaultTitle(_ command: Command) -> String {
        switch command {
        case .alert: "Alert"
        case .confirm: "Confirm"
        case .input: "Input"
        case .password: "Password"
        case .form: "Form"
        }
    }

    private static func positive(_ value: Int?, _ option: String) throws(UsageError) -> Int? {
        guard let value else { return nil }
        guard value > 0 else { throw UsageError(message: "\(option) needs a number above 0") }
        return value
    }

    private static func index(_ value: Int?, _ option: String, count: Int) throws(UsageError) -> Int? {
        guard let value else { return nil }
        guard (0..<count).contains(value) else {
            throw UsageError(message: "\(option) \(value): there are \(count) button(s), numbered from 0")
        }
        return value
    }

    // MARK: Showing

    func show(finish: @escaping @MainActor (Int32) -> Void) {
        switch command {
        case .alert: showAlert(finish: finish)
        case .confirm: showConfirm(finish: finish)
        case .input, .password: showPrompt(finish: finish)
        case .form: showForm(finish: finish)
        }
    }

    private func report(_ ending: String, _ members: [(String, JSONObject.Value)] = [], plain: String? = nil) {
        if json {
            Output.printLine(JSONObject(members: [("ending", .string(ending))] + members).serialized())
        } else if let plain {
            Output.printLine(plain)
        }
    }

    /// The common endings; returns false for the ones the caller handles.
    private func reportEnding(_ ending: CommonEnding, finish: @MainActor (Int32) -> Void) {
        switch ending {
        case .cancelled:
            report("cancelled")
            finish(ExitCode.cancelled)
        case .closed:
            report("closed")
            finish(ExitCode.closed)
        case .timedOut:
            report("timedOut")
            finish(ExitCode.timedOut)
        case .extraButton(let index):
            report(
                "extraButton", [("button", .integer(index)), ("label", .string(extraButtons[index]))],
                plain: extraButtons[index])
            finish(ExitCode.button(index))
        }
    }

    private enum CommonEnding {
        case cancelled, closed, timedOut, extraButton(Int)
    }

    private func showAlert(finish: @escaping @MainActor (Int32) -> Void) {
        let alert = Alert(
            title: title, message: isMarkup ? nil : text, buttons: buttons, style: style,
            cancelButton: cancelButton, defaultButton: defaultButton, destructiveButton: destructiveButton)
        if isMarkup, let text { alert.messageMarkup = Markup(trusted: text) }
        alert.showsCountdown = showsCountdown
        alert.options = dialogOptions
        let labels = buttons.isEmpty ? [StandardButton.ok.label.replacing("_", with: "")] : buttons
        alert.show(timeout: timeout) { response in
            switch response {
            case .button(let index):
                report(
                    "button", [("button", .integer(index)), ("label", .string(labels[index]))], plain: labels[index])
                finish(ExitCode.button(index))
            case .closed, .dismissed: reportEnding(.closed, finish: finish)
            case .timedOut: reportEnding(.timedOut, finish: finish)
            }
        }
    }

    private func showConfirm(finish: @escaping @MainActor (Int32) -> Void) {
        let alert = Alert(title: title, message: isMarkup ? nil : text, style: .question)
        if isMarkup, let text { alert.messageMarkup = Markup(trusted: text) }
        alert.buttons = [cancelLabel ?? StandardButton.cancel.label, okLabel ?? StandardButton.ok.label]
        alert.usesMnemonics = okLabel == nil && cancelLabel == nil
        if okLabel != nil || cancelLabel != nil {
            alert.buttons = [
                cancelLabel ?? StandardButton.cancel.label.replacing("_", with: ""),
                okLabel ?? StandardButton.ok.label.replacing("_", with: ""),
            ]
        }
        // No cancel button index: Escape and the close button report "closed" (exit 2), not "cancelled".
        if isDestructive { alert.destructiveButton = 1 } else { alert.defaultButton = 1 }
        alert.options = dialogOptions
        alert.show(timeout: timeout) { response in
            switch response {
            case .button(1):
                report("confirmed")
                finish(ExitCode.accepted)
            case .button: reportEnding(.cancelled, finish: finish)
            case .closed, .dismissed: reportEnding(.closed, finish: finish)
            case .timedOut: reportEnding(.timedOut, finish: finish)
            }
        }
    }

    private func showPrompt(finish: @escaping @MainActor (Int32) -> Void) {
        let prompt = TextPrompt(
            title: title, message: isMarkup ? nil : text, placeholder: placeholder, text: entryText,
            isSecret: command == .password, okTitle: okLabel, cancelTitle: cancelLabel,
            validator: allowsEmpty ? .any : .nonEmpty)
        if isMarkup, let text { prompt.messageMarkup = Markup(trusted: text) }
        prompt.extraButtons = extraButtons
        prompt.suggestions = suggestions
        prompt.options = dialogOptions
        prompt.show(timeout: timeout) { response in
            switch response {
            case .submitted(let value):
                report("submitted", [("text", .string(value))], plain: value)
                finish(ExitCode.accepted)
            case .cancelled: reportEnding(.cancelled, finish: finish)
            case .closed, .dismissed: reportEnding(.closed, finish: finish)
            case .timedOut: reportEnding(.timedOut, finish: finish)
            case .extraButton(let index): reportEnding(.extraButton(index), finish: finish)
            }
        }
    }

    private func showForm(finish: @escaping @MainActor (Int32) -> Void) {
        guard let form else { return }
        if isMarkup, let text { form.messageMarkup = Markup(trusted: text) }
        form.extraButtons = extraButtons
        form.options = dialogOptions
        let keys = fields.map(\.key)
        form.show(timeout: timeout) { response in
            switch response {
            case .saved(let values, let changed):
                let ordered = keys.map { ($0, JSONObject.Value.string(values[$0] ?? "")) }
                let plain = keys.map { "\($0)=\(values[$0] ?? "")" }.joined(separator: "\n")
                report(
                    "saved", [("values", .object(ordered)), ("changed", .strings(keys.filter(changed.contains)))],
                    plain: plain)
                finish(ExitCode.accepted)
            case .cancelled: reportEnding(.cancelled, finish: finish)
            case .closed, .dismissed: reportEnding(.closed, finish: finish)
            case .timedOut: reportEnding(.timedOut, finish: finish)
            case .extraButton(let index): reportEnding(.extraButton(index), finish: finish)
            }
        }
    }
}

/// `--field key:Label[:kind[:value]]`; the value may itself contain colons.
enum FieldSpec {
    static let kindNames = "text, number, phone, email, url, password, choice=A|B|…"

    static func parse(_ spec: String) throws(UsageError) -> FormField {
        let parts = spec.split(separator: ":", maxSplits: 3, omittingEmptySubsequences: false).map(String.init)
        guard parts.count >= 2, !parts[0].isEmpty else {
            throw UsageError(message: "--field \"\(spec)\": write it as key:Label[:kind[:value]]")
        }
        let kindName = parts.count > 2 ? parts[2] : "text"
        let kind: FieldKind
        switch kindName {
        case "", "text": kind = .text
        case "number": kind = .number
        case "phone": kind = .phone
        case "email": kind = .email
        case "url": kind = .url
        case "password": kind = .password
        case let choice where choice.hasPrefix("choice="):
            kind = .choice(choice.dropFirst("choice=".count).split(separator: "|").map(String.init))
        default:
            throw UsageError(message: "--field \"\(spec)\": unknown kind \"\(kindName)\"; use \(kindNames)")
        }
        return FormField(key: parts[0], label: parts[1], value: parts.count > 3 ? parts[3] : "", kind: kind)
    }
}
