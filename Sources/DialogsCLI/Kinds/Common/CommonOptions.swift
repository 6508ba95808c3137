import DialogsCore

/// What every kind takes: zenity's general options, native mode's common ones, as given.
struct CommonOptions: OptionValues {
    var title: String?
    var text: String?
    /// zenity reads `--text` as markup unless `--no-markup`; native mode only with `--markup`.
    var textIsMarkup = false
    var width: Int?
    var height: Int?
    var windowIcon: String?
    /// zenity 4's `--icon`: an icon name or an image file.
    var icon: String?
    /// zenity's `--icon-name`, listed with the message options: GTK shows it on every window
    /// built on a message dialog (alerts, prompts, forms).
    var iconName: String?
    /// native `--parent`: another program's window to be transient for (`x11:0xXID`, `wayland:HANDLE`).
    var parentHandle: String?
    /// zenity's `--attach`: an X11 window id to be transient for, read as `--parent x11:ID`.
    var attachWindow: Int?
    var timeout: Int?
    var okLabel: String?
    var cancelLabel: String?
    var extraButtons: [String] = []
    /// native `--json`.
    var printsJSON = false
    /// native `--commands`: the file the shown dialog follows.
    var commandsPath: String?
    /// native `--spec`: a JSON file of options.
    var specPath: String?

    /// Native `--parent`, read; nil when not given.
    func parent() throws(UsageError) -> ParentWindow? {
        guard let parentHandle else { return nil }
        do { return try ParentWindow(handle: parentHandle) } catch { throw UsageError(message: "--parent: \(error)") }
    }

    /// zenity's `--attach` as `--parent x11:ID`; an id no window can have is said on stderr and
    /// the dialog shows without a parent, as zenity shows it.
    var attachedParent: ParentWindow? {
        guard let attachWindow else { return nil }
        guard let xid = UInt32(exactly: attachWindow), xid != 0 else {
            Output.error(
                TextDomain.tool.format(
                    "--attach %s is not an X11 window id: showing the dialog without a parent", "\(attachWindow)"))
            return nil
        }
        return ParentWindow(handle: .x11(xid))
    }

    /// zenity mode's warning for `--extra-button` given to `dialog`, whose window has no place for one.
    func warnIgnoredExtraButtons(by dialog: ZenityDialog) {
        if !extraButtons.isEmpty {
            Output.error(TextDomain.tool.format("--extra-button is ignored by --%s", dialog.name))
        }
    }
}

extension CommonOptions {
    static let zenityGroups = [
        OptionGroup.Heading(name: "general", title: "General options", help: "Show general options")
    ]

    /// zenity's general options and native mode's common ones. The buttons' labels are listed
    /// here for zenity, and by each kind for its native commands, in the words of its buttons.
    static var declarations: [Option] {
        [
            .string(
                "title", "The window's title; alert, confirm, input, password and form show it as their heading too",
                argument: "TITLE", \CommonOptions.title
            )
            .onGTK4(
                "The window's title; alert, confirm, input, password, form, list, progress, steps and text show it as their heading too"
            )
            .zenity("Set the dialog title"),
            .string("text", "The message under the title (plain text)", argument: "TEXT", \CommonOptions.text)
                .zenity("Set the dialog text"),
            .flag("markup", "Read --text as Pango markup") { $0[CommonOptions.self].textIsMarkup = true }.nativeOnly,
            .flag("json", "Print one JSON object describing how the dialog ended", \CommonOptions.printsJSON)
                .nativeOnly,
            .string(
                "spec", "Read options from FILE (- for stdin): a JSON object keyed by long option names",
                argument: "FILE", \CommonOptions.specPath
            ).nativeOnly,
            .string(
                "commands", "Follow FILE (a FIFO, or a file as it grows) while the dialog shows: one command a line",
                argument: "FILE", \CommonOptions.commandsPath
            ).nativeOnly,
            .string(
                "window-icon", "An icon name or image file for the window", argument: "ICON", \CommonOptions.windowIcon
            )
            .zenity("Set the window icon", argument: "ICONPATH").deprecatedByZenity4.completing(.files),
            .string(
                "icon", "Set the dialog icon: an icon name or an image file (zenity 4)", argument: "ICONPATH",
                \CommonOptions.icon
            ).zenityOnly,
            .integer("width", "The window's width in pixels", argument: "WIDTH", \CommonOptions.width)
                .zenity("Set the width"),
            .integer("height", "The window's height in pixels", argument: "HEIGHT", \CommonOptions.height)
                .zenity("Set the height"),
            .integer(
                "timeout", "End the dialog after SECONDS (exit code 3)", argument: "SECONDS", \CommonOptions.timeout
            )
            .zenity("Set dialog timeout in seconds", argument: "TIMEOUT"),
            okLabel("Set the label of the OK button").zenityOnly,
            cancelLabel("Set the label of the Cancel button").zenityOnly,
            extraButton("Add an extra button").zenityOnly,
            .string(
                "parent",
                "Be transient for another program's window: x11:0xXID, x11:XID (decimal) or wayland:HANDLE (xdg-foreign)",
                argument: "HANDLE", \CommonOptions.parentHandle
            ).nativeOnly,
            // Accepted and ignored, as scripts pass it.
            .flag("modal", "Set the modal hint").zenityOnly,
            // Read as --parent x11:WINDOW.
            .integer("attach", "Set the parent window to attach to", argument: "WINDOW", \CommonOptions.attachWindow)
                .zenityOnly,
        ]
    }

    /// Native mode's `--ok-label` and `--cancel-label`, for a kind with an accept button and Cancel;
    /// `acceptHelp` names its accept button ("The Select button's label").
    static func nativeButtonLabels(_ acceptHelp: String) -> [Option] {
        [okLabel(acceptHelp).nativeOnly, cancelLabel().nativeOnly]
    }

    /// `--ok-label`, described as the kind's OK button.
    static func okLabel(_ help: String) -> Option {
        .string("ok-label", help, argument: "TEXT", \CommonOptions.okLabel)
    }

    /// `--cancel-label`, in native mode's words unless given.
    static func cancelLabel(_ help: String = "The cancel button's label") -> Option {
        .string("cancel-label", help, argument: "TEXT", \CommonOptions.cancelLabel)
    }

    /// `--extra-button`, in native mode's words unless given.
    static func extraButton(_ help: String = "Add an extra button (repeat)") -> Option {
        .strings("extra-button", help, argument: "TEXT", \CommonOptions.extraButtons)
    }
}
