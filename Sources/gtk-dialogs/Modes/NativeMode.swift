import GtkDialogs

/// `gtk-dialogs alert|confirm|input|password|form …`: plain text unless `--markup`, optional JSON
/// output, and a distinct exit code for every ending.
@MainActor
struct NativeMode {
    /// The first argument, naming the dialog.
    enum Command: String, CaseIterable {
        case alert, confirm, input, password, form, progress, list, scale, date, colour, notify, file, text
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
        /// stdout was closed before the answer could be written.
        static let outputLost: Int32 = 74
        /// Buttons get 10…59, below the usage and display codes.
        static let maximumButtons = 50

        static func button(_ index: Int) -> Int32 { firstButton + Int32(index) }
    }

    let command: Command
    private let options: ParsedOptions
    private let window: DialogOptions
    private let timeout: Duration?

    /// A command's options: what its `--help` shows, the man page lists and completion offers.
    static func optionTable(_ command: Command) -> OptionTable {
        OptionTable(
            summary: { "gtk-dialogs \(command.rawValue): \(command.summary)" }, description: { HelpText.description },
            groups: [OptionGroup(options: CommonOptions.nativeOptions + command.options)])
    }

    /// Parses the arguments after the command (the program name first); `--help` prints and exits here.
    static func parse(_ command: Command, _ arguments: [String]) throws(UsageError) -> NativeMode {
        var options = ParsedOptions(common: CommonOptions(textIsMarkup: false))
        let rest = try optionTable(command).parse(arguments, into: &options)
        guard rest.isEmpty else { throw UsageError(message: "unexpected argument \"\(rest[0])\"") }

        var common = options.common
        common.title = common.title ?? command.defaultTitle
        options.common = common
        var timeout: Duration?
        if let seconds = common.timeout {
            guard seconds > 0 else { throw UsageError(message: "--timeout needs a number of seconds above 0") }
            timeout = .seconds(seconds)
        }
        var window = DialogOptions(
            width: try positive(common.width, "--width"), height: try positive(common.height, "--height"),
            windowIcon: common.windowIcon.map { $0.contains("/") ? .file($0) : .named($0) })
        window.showsStyleIcon = false  // start-up cost: see ZenityMode.show
        guard common.extraButtons.count <= ExitCode.maximumButtons else {
            throw UsageError(message: "at most \(ExitCode.maximumButtons) extra buttons (one exit code each)")
        }
        switch command {
        case .alert:
            options.message.layout = .alert
            try options.message.checkAlert()
        case .confirm:
            options.message.layout = .confirm
            options.message.style = .question
        case .input, .password:
            options.entry.isSecret = command == .password
        case .progress:
            if let percent = options.progress.percentage, !(0...100).contains(percent) {
                throw UsageError(message: "--percentage needs a number from 0 to 100")
            }
        case .list:
            options.list.layout = .native
            try options.list.check()
            _ = try RowMaker(options: options.list).rows(values: [], nativeRows: options.list.rows)
        case .scale:
            options.scale.startsAtZero = false
            try options.scale.check()
        case .date:
            options.date.outOfRangeMeansToday = false
            _ = try options.date.startDate()
            _ = try options.date.bounds()
        case .colour:
            try options.color.check()
        case .notify:
            _ = try options.notify.resolvedUrgency()
        case .file:
            break
        case .text:
            try options.text.openSource(options.file.filename)
        case .form:
            try options.forms.makeNativeFields()
            do {
                _ = try FormsKind.makeForm(options.forms, common: common)
            } catch {
                throw UsageError(message: "\(error)")
            }
        }
        return NativeMode(command: command, options: options, window: window, timeout: timeout)
    }

    private static func positive(_ value: Int?, _ option: String) throws(UsageError) -> Int? {
        guard let value else { return nil }
        guard value > 0 else { throw UsageError(message: "\(option) needs a number above 0") }
        return value
    }

    /// Shows the dialog; `finish` receives the exit status once it has ended and printed its answer.
    func show(finish: @escaping @MainActor (Int32) -> Void) {
        let context = DialogContext(
            mode: .native(json: options.common.printsJSON), common: options.common, window: window, timeout: timeout,
            finish: finish)
        switch command {
        case .alert, .confirm: MessageKind.show(options.message, in: context)
        case .input, .password: EntryKind.show(options.entry, in: context)
        case .form: FormsKind.show(options.forms, in: context)
        case .progress: ProgressKind.show(options.progress, in: context)
        case .list: ListKind.show(options.list, in: context)
        case .scale: ScaleKind.show(options.scale, in: context)
        case .date: DateKind.show(options.date, in: context)
        case .colour: ColorKind.show(options.color, in: context)
        case .notify: NotifyKind.show(options.notify, in: context)
        case .file: FileKind.show(options.file, in: context)
        case .text: TextKind.show(options.text, in: context)
        }
    }

    /// Prints `ending` as plain text or, with `--json`, one JSON object; returns its exit code.
    static func report(_ ending: Ending, json: Bool) -> Int32 {
        func print(
            _ name: String, _ members: [(String, JSONObject.Value)] = [], plain: String? = nil, endsLine: Bool = true
        ) {
            if json {
                Output.printLine(JSONObject(members: [("ending", .string(name))] + members).serialized())
            } else if let plain {
                Answer(name: name, endsLine: endsLine).print(plain)
            }
        }
        switch ending {
        case .accepted(let answer):
            print(answer.name, answer.members, plain: answer.plainLine, endsLine: answer.endsLine)
            return ExitCode.accepted
        case .button(let index, let label):
            print("button", [("button", .integer(index)), ("label", .string(label))], plain: label)
            return ExitCode.button(index)
        case .extraButton(let index, let label):
            print("extraButton", [("button", .integer(index)), ("label", .string(label))], plain: label)
            return ExitCode.button(index)
        case .cancelled:
            print("cancelled")
            return ExitCode.cancelled
        case .closed:
            print("closed")
            return ExitCode.closed
        case .timedOut(_, let answer):
            print("timedOut", answer?.members ?? [], plain: answer?.plainLine, endsLine: answer?.endsLine ?? true)
            return ExitCode.timedOut
        case .failed:
            return ExitCode.usage  // not reached: `parse` has made the form once already
        }
    }
}

extension NativeMode.Command {
    /// The command an argument names: its own name, and `color` for `colour`.
    static func named(_ argument: String) -> Self? {
        argument == "color" ? .colour : Self(rawValue: argument)
    }

    /// The command's line in its `--help`.
    var summary: String {
        switch self {
        case .alert: "an alert with any buttons; prints the chosen button's label"
        case .confirm: "a two-button question; exit code 0 for confirm, 1 for cancel"
        case .input: "one line of text; prints it"
        case .password: "a hidden line of text; prints it"
        case .form: "several labelled fields; prints key=value lines"
        case .progress: "a progress bar fed by standard input (N sets the percentage, #TEXT the text)"
        case .list: "rows to choose from (--row or stdin, cells separated by tabs); prints the chosen rows"
        case .scale: "a slider for a whole number; prints the chosen value"
        case .date: "a calendar; prints the chosen day (YYYY-MM-DD unless --date-format)"
        case .colour: "GTK's colour chooser (also spelt color); prints the colour as rgb(r,g,b)"
        case .notify: "a desktop notification; with --action, waits and exits 10 for the first action"
        case .file: "a file chooser (open, several, save, folder); prints the chosen paths, one a line"
        case .text: "a text viewer for a file or standard input; prints the text when --editable"
        }
    }

    var defaultTitle: String {
        switch self {
        case .alert: "Alert"
        case .confirm: "Confirm"
        case .input: "Input"
        case .password: "Password"
        case .form: "Form"
        case .progress: "Progress"
        case .list: "List"
        case .scale: "Scale"
        case .date: "Date"
        case .colour: "Select a colour"
        case .notify: "Notification"
        case .file: "Choose a File"
        case .text: "Text"
        }
    }

    /// The command's own options, after the common ones.
    var options: [Option] {
        switch self {
        case .alert: MessageOptions.alertOptions
        case .confirm: MessageOptions.confirmOptions
        case .input, .password: EntryOptions.nativeOptions(secret: self == .password)
        case .form: FormsOptions.nativeOptions
        case .progress: ProgressOptions.nativeOptions
        case .list: ListOptions.nativeOptions
        case .scale: ScaleOptions.nativeOptions
        case .date: DateOptions.nativeOptions
        case .colour: ColorOptions.nativeOptions
        case .notify: NotifyOptions.nativeOptions
        case .file: FileOptions.nativeOptions
        case .text: TextOptions.nativeOptions
        }
    }
}
