import DialogsCore

/// A message or a question: zenity's `--info`, `--warning`, `--error` and `--question`, native
/// `alert` and `confirm`.
struct AlertOptions: OptionValues {
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
    /// zenity 4's `--icon` naming an image file.
    var iconFile: String?
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

extension AlertOptions {
    static let zenityGroups = [
        OptionGroup.Heading(
            name: "message", title: "Message options", help: "Show info, warning, error and question options")
    ]

    static var declarations: [Option] {
        [
            // zenity 4 hides it for --icon; still honoured.
            .string("icon-name", "Set the dialog icon", argument: "ICON-NAME", \CommonOptions.iconName).zenityOnly
                .ignoredElsewhereByZenity.deprecatedByZenity4,
            SharedOptions.noWrap("Do not enable text wrapping").zenityOnly,
            // Every kind reads --text as markup or not.
            .flag("no-markup", "Do not enable Pango markup") { $0[CommonOptions.self].textIsMarkup = false }.zenityOnly
                .ignoredElsewhereByZenity,
            .flag("ellipsize", "Enable ellipsizing in the dialog text", \AlertOptions.ellipsize).zenityOnly,
            .flag("default-cancel", "Give Cancel button focus by default", \AlertOptions.defaultCancel).zenityOnly
                .ignoredElsewhereByZenity,
            .flag("switch", "Suppress OK and Cancel buttons", \AlertOptions.switchButtons).zenityOnly
                .ignoredElsewhereByZenity.needs("extra-button", refusal: "--switch needs at least one --extra-button"),
            // native alert's
            .strings("button", "Add a button (repeat; left to right)", argument: "LABEL", \AlertOptions.buttons)
                .onlyIn(native: "alert"),
            .string("style", "info, warning, error or question", argument: "STYLE", \AlertOptions.styleName)
                .completing(.words(styles.map(\.name))).onlyIn(native: "alert"),
            .integer("default", "The button Return activates (from 0)", argument: "N", \AlertOptions.defaultButton)
                .onlyIn(native: "alert"),
            .integer("cancel", "The button Escape reports (from 0)", argument: "N", \AlertOptions.cancelButton)
                .onlyIn(native: "alert"),
            .integer("destructive", "A button styled as destructive", argument: "N", \AlertOptions.destructiveButton)
                .onlyIn(native: "alert"),
            .flag("countdown", "Count the seconds left on the default button", \AlertOptions.showsCountdown)
                .onlyIn(native: "alert"),
            // native confirm's
            CommonOptions.okLabel("The confirm button's label").onlyIn(native: "confirm"),
            CommonOptions.cancelLabel().onlyIn(native: "confirm"),
            .flag("destructive", "Style confirm as destructive; Return cancels", \AlertOptions.isDestructive)
                .onlyIn(native: "confirm"),
        ] + RememberOptions.dontAskAgain
    }

    /// `--style`'s values.
    static let styles: [(name: String, style: AlertStyle)] = [
        ("info", .info), ("warning", .warning), ("error", .error), ("question", .question),
    ]

    /// Checks native `alert`'s buttons, the indices naming them, and `--style`.
    mutating func checkAlert() throws(UsageError) {
        guard buttons.count <= NativeExitCode.maximumButtons else {
            throw UsageError(
                message: TextDomain.tool.format(
                    "at most %s buttons (one exit code each)", "\(NativeExitCode.maximumButtons)"))
        }
        let count = max(buttons.count, 1)
        try Self.check(defaultButton, "--default", count: count)
        try Self.check(cancelButton, "--cancel", count: count)
        try Self.check(destructiveButton, "--destructive", count: count)
        if let styleName {
            guard let parsed = Self.styles.first(where: { $0.name == styleName })?.style else {
                throw UsageError(
                    message: TextDomain.tool.format(
                        "unknown --style \"%s\": use info, warning, error or question", styleName))
            }
            style = parsed
        }
    }

    private static func check(_ index: Int?, _ option: String, count: Int) throws(UsageError) {
        guard let index else { return }
        guard (0..<count).contains(index) else {
            throw UsageError(
                message: TextDomain.tool.format(
                    "%1$s %2$s: %3$s", option, "\(index)",
                    TextDomain.tool.plural(
                        "there is %d button, numbered 0", "there are %d buttons, numbered from 0", count: count)))
        }
    }
}
