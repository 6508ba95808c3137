/// Everything a command line sets: the options every dialog shares, then one value per kind.
/// The option tables write straight into it.
struct ParsedOptions {
    var common: CommonOptions
    var message = MessageOptions()
    var entry = EntryOptions()
    var forms = FormsOptions()
    var progress = ProgressOptions()
    var file = FileOptions()
    var text = TextOptions()
    var list = ListOptions()
    var scale = ScaleOptions()
    var date = DateOptions()
    var color = ColorOptions()
    var notify = NotifyOptions()
    /// zenity mode: the dialog options given (`--info`…; each once), and `--version`.
    /// An array, not a set: a `Set` of one of our own types makes the runtime look up its Hashable
    /// conformance at start-up, a scan that touches every Hashable type's descriptor in the binary.
    var zenityDialogs: [ZenityMode.Kind] = []
    var printsVersion = false

    /// Notes a dialog option, once however often it is given (zenity shows one `--info --info`).
    mutating func addZenityDialog(_ kind: ZenityMode.Kind) {
        if !zenityDialogs.contains(kind) { zenityDialogs.append(kind) }
    }
}

/// What every dialog kind shares: zenity's general options, native mode's common ones, as given.
struct CommonOptions {
    var title: String?
    var text: String?
    /// zenity reads `--text` as markup unless `--no-markup`; native mode only with `--markup`.
    var textIsMarkup: Bool
    var width: Int?
    var height: Int?
    var windowIcon: String?
    /// zenity 4's `--icon`: an icon name or an image file.
    var icon: String?
    /// zenity's `--attach`: an X11 window id to be transient for. Accepted, and ignored with a
    /// line on stderr (on Wayland no window id of another program means anything).
    var attachWindow: Int?
    var timeout: Int?
    var okLabel: String?
    var cancelLabel: String?
    var extraButtons: [String] = []
    /// native `--json`.
    var printsJSON = false
}

extension CommonOptions {
    /// zenity's "General options" (`--help-general`).
    static var zenityGroup: OptionGroup {
        OptionGroup(
            name: "general", title: "General options", help: "Show general options",
            options: [
                .string("title", "Set the dialog title", argument: "TITLE", \.common.title),
                .string("text", "Set the dialog text", argument: "TEXT", \.common.text),
                .string("window-icon", "Set the window icon", argument: "ICONPATH", \.common.windowIcon),
                .string(
                    "icon", "Set the dialog icon: an icon name or an image file (zenity 4)", argument: "ICONPATH",
                    \.common.icon),
                .integer("width", "Set the width", argument: "WIDTH", \.common.width),
                .integer("height", "Set the height", argument: "HEIGHT", \.common.height),
                .integer("timeout", "Set dialog timeout in seconds", argument: "TIMEOUT", \.common.timeout),
                .string("ok-label", "Set the label of the OK button", argument: "TEXT", \.common.okLabel),
                .string("cancel-label", "Set the label of the Cancel button", argument: "TEXT", \.common.cancelLabel),
                .strings("extra-button", "Add an extra button", argument: "TEXT", \.common.extraButtons),
                // Accepted and ignored, as scripts pass them (--attach says so on stderr).
                .flag("modal", "Set the modal hint"),
                .integer("attach", "Set the parent window to attach to", argument: "WINDOW", \.common.attachWindow),
            ])
    }

    /// The options every native command starts with.
    static var nativeOptions: [Option] {
        [
            .string("title", "The window's title, shown as the heading", argument: "TITLE", \.common.title),
            .string("text", "The message under the title (plain text)", argument: "TEXT", \.common.text),
            .flag("markup", "Read --text as Pango markup") { $0.common.textIsMarkup = true },
            .integer("timeout", "End the dialog after SECONDS (exit code 3)", argument: "SECONDS", \.common.timeout),
            .flag("json", "Print one JSON object describing how the dialog ended", \.common.printsJSON),
            .integer("width", "The window's width in pixels", argument: "WIDTH", \.common.width),
            .integer("height", "The window's height in pixels", argument: "HEIGHT", \.common.height),
            .string("window-icon", "An icon name or image file for the window", argument: "ICON", \.common.windowIcon)
                .completing(.files),
        ]
    }

    /// Native `--ok-label` and `--cancel-label`, and `--extra-button` where the kind offers them.
    static func nativeButtonOptions(okHelp: String, extraButtons: Bool) -> [Option] {
        let labels: [Option] = [
            .string("ok-label", okHelp, argument: "TEXT", \.common.okLabel),
            .string("cancel-label", "The cancel button's label", argument: "TEXT", \.common.cancelLabel),
        ]
        guard extraButtons else { return labels }
        return labels + [
            .strings("extra-button", "Add an extra button (repeat)", argument: "TEXT", \.common.extraButtons)
        ]
    }
}
