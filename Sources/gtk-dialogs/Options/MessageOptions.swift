import GtkDialogs

/// A message or a question: zenity's `--info`, `--warning`, `--error` and `--question`, native
/// `alert` and `confirm`.
struct MessageOptions {
    /// Which buttons the dialog has, and what each of them ends with.
    enum Layout {
        /// zenity: OK, then the extra buttons; for a question the extras, then No and Yes.
        case zenity
        /// native `alert`: the given buttons (OK when none), each with its own exit code.
        case alert
        /// native `confirm`: Cancel and the confirm button.
        case confirm
    }

    var layout = Layout.zenity
    var style = AlertStyle.info

    // zenity's message options
    var iconName: String?
    /// zenity 4's `--icon` naming an image file.
    var iconFile: String?
    var noWrap = false
    var ellipsize = false
    var defaultCancel = false
    var switchButtons = false

    // native alert's and confirm's
    var buttons: [String] = []
    var styleName: String?
    var defaultButton: Int?
    var cancelButton: Int?
    var destructiveButton: Int?
    var isDestructive = false
    var showsCountdown = false
}

extension MessageOptions {
    /// zenity's "Message options" (`--help-message`).
    static var zenityGroup: OptionGroup {
        OptionGroup(
            name: "message", title: "Message options", help: "Show info, warning, error and question options",
            options: [
                .string("icon-name", "Set the dialog icon", argument: "ICON-NAME", \.message.iconName),
                .flag("no-wrap", "Do not enable text wrapping", \.message.noWrap),
                .flag("no-markup", "Do not enable Pango markup") { $0.common.textIsMarkup = false },
                .flag("ellipsize", "Enable ellipsizing in the dialog text", \.message.ellipsize),
                .flag("default-cancel", "Give Cancel button focus by default", \.message.defaultCancel),
                .flag("switch", "Suppress OK and Cancel buttons", \.message.switchButtons),
            ])
    }

    /// Native `alert`'s own options.
    static var alertOptions: [Option] {
        [
            .strings("button", "Add a button (repeat; left to right)", argument: "LABEL", \.message.buttons),
            .string("style", "info, warning, error or question", argument: "STYLE", \.message.styleName)
                .completing(.words(styles.map(\.name))),
            .integer("default", "The button Return activates (from 0)", argument: "N", \.message.defaultButton),
            .integer("cancel", "The button Escape reports (from 0)", argument: "N", \.message.cancelButton),
            .integer("destructive", "A button styled as destructive", argument: "N", \.message.destructiveButton),
            .flag("countdown", "Count the seconds left on the default button", \.message.showsCountdown),
        ]
    }

    /// Native `confirm`'s own options.
    static var confirmOptions: [Option] {
        CommonOptions.nativeButtonOptions(okHelp: "The confirm button's label", extraButtons: false) + [
            .flag("destructive", "Style confirm as destructive; Return cancels", \.message.isDestructive)
        ]
    }

    /// `--style`'s values.
    static let styles: [(name: String, style: AlertStyle)] = [
        ("info", .info), ("warning", .warning), ("error", .error), ("question", .question),
    ]

    /// Checks native `alert`'s buttons, the indices naming them, and `--style`.
    mutating func checkAlert() throws(UsageError) {
        guard buttons.count <= NativeMode.ExitCode.maximumButtons else {
            throw UsageError(message: "at most \(NativeMode.ExitCode.maximumButtons) buttons (one exit code each)")
        }
        let count = max(buttons.count, 1)
        try Self.check(defaultButton, "--default", count: count)
        try Self.check(cancelButton, "--cancel", count: count)
        try Self.check(destructiveButton, "--destructive", count: count)
        if let styleName {
            guard let parsed = Self.styles.first(where: { $0.name == styleName })?.style else {
                throw UsageError(message: "unknown --style \"\(styleName)\": use info, warning, error or question")
            }
            style = parsed
        }
    }

    private static func check(_ index: Int?, _ option: String, count: Int) throws(UsageError) {
        guard let index else { return }
        guard (0..<count).contains(index) else {
            throw UsageError(message: "\(option) \(index): there are \(count) button(s), numbered from 0")
        }
    }
}
