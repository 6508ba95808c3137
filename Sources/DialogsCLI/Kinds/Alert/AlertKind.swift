import DialogsCore

/// Message dialogs: zenity's `--info`, `--warning`, `--error` and `--question`, native `alert`
/// and `confirm`, all shown as an `Alert`.
enum AlertKind: DialogKind {
    static let nativeCommands = [
        NativeCommand(
            name: "alert", summary: "an alert with any buttons; prints the chosen button's label", defaultTitle: "Alert"
        ),
        NativeCommand(
            name: "confirm",
            summary: "a two-button question; exit code 0 for confirm, 1 for cancel, 2 for Escape or the close button",
            defaultTitle: "Confirm"),
    ]

    static let zenityDialogs = [
        ZenityDialog(name: "info", help: "Display info dialog", group: "message", listing: .dialogs(position: 3)),
        ZenityDialog(name: "warning", help: "Display warning dialog", group: "message", listing: .dialogs(position: 9)),
        ZenityDialog(name: "error", help: "Display error dialog", group: "message", listing: .dialogs(position: 2)),
        ZenityDialog(
            name: "question", help: "Display question dialog", group: "message", listing: .dialogs(position: 8),
            buttonWords: .own),
    ]

    /// zenity's dialog options and the alert style each shows.
    private static let zenityStyles: [(dialog: String, style: AlertStyle)] = [
        ("info", .info), ("warning", .warning), ("error", .error), ("question", .question),
    ]

    @MainActor static func checkNative(_ command: NativeCommand, _ options: inout ParsedOptions) throws(UsageError) {
        if command.name == "alert" {
            options[AlertOptions.self].layout = .alert
            try options[AlertOptions.self].checkAlert()
        } else {
            options[AlertOptions.self].layout = .confirm
            options[AlertOptions.self].style = .question
        }
    }

    /// The style the dialog option names, and zenity 4's `--icon` as the dialog's own icon (an
    /// image file when one is there or the value is a path, else a themed icon's name), which
    /// replaces `--icon-name`; the mode then does not make it the window icon.
    @MainActor static func checkZenity(_ dialog: ZenityDialog, _ options: inout ParsedOptions, arguments: [String])
        throws(UsageError)
    {
        options[AlertOptions.self].style = zenityStyles.first { $0.dialog == dialog.name }?.style ?? .info
        guard let icon = options[CommonOptions.self].icon else { return }
        if icon.contains("/") || ThisProcess.isFile(icon) {
            options[AlertOptions.self].iconFile = icon
        } else {
            options[CommonOptions.self].iconName = icon
        }
        options[CommonOptions.self].icon = nil
    }

    /// What a button ends the dialog with.
    private enum Role {
        case accept, cancel
        case own(Int, label: String)
        case extra(Int, label: String)

        var ending: Outcome {
            switch self {
            case .accept: .accepted(Answer(name: "confirmed"))
            case .cancel: .cancelled
            case .own(let index, let label): .button(index, label: label)
            case .extra(let index, let label): .extraButton(index, label: label)
            }
        }
    }

    /// The alert's buttons, and the role of each one.
    private struct Buttons {
        /// As the alert takes them; empty for GTK's OK alone.
        var labels: [String] = []
        var roles: [Role] = []
        var defaultButton: Int?
        var cancelButton: Int?
        var destructiveButton: Int?
        var usesMnemonics = false

        /// The buttons a `--commands` line names: each by its label as shown, and `ok` and
        /// `cancel` by their role (a native alert's default and cancel buttons).
        var commandNames: [String: DialogButton] {
            var names: [String: DialogButton] = [:]
            if let defaultButton { names["ok"] = .index(defaultButton) }
            if let cancelButton { names["cancel"] = .index(cancelButton) }
            for (index, role) in roles.enumerated() {
                switch role {
                case .accept: names["ok"] = .index(index)
                case .cancel: names["cancel"] = .index(index)
                case .own(_, let label), .extra(_, let label):
                    if names[label] == nil { names[label] = .index(index) }
                }
                if index < labels.count {
                    let shown = usesMnemonics ? Mnemonics.removing(from: labels[index]) : labels[index]
                    if names[shown] == nil { names[shown] = .index(index) }
                }
            }
            return names
        }
    }

    @MainActor static func show(_ options: AlertOptions, in context: DialogContext) {
        let (alert, buttons) = alert(options, in: context)
        alert.show(parent: context.parent, timeout: context.timeout) { report($0, buttons, in: context) }
        context.follow(alert, buttons: buttons.commandNames)
    }

    /// `--dont-ask-again`: a button chosen with the box ticked is printed with its exit code at once.
    @MainActor static func answerFromMemory(_ options: AlertOptions, in context: DialogContext) -> Bool {
        guard context.dontAskAgain != nil else { return false }
        let (alert, buttons) = alert(options, in: context)
        guard let response = alert.rememberedResponse else { return false }
        report(response, buttons, in: context)
        return true
    }

    @MainActor private static func report(_ response: AlertResponse, _ buttons: Buttons, in context: DialogContext) {
        switch response {
        case .button(let index): context.end(buttons.roles[index].ending)
        case .closed, .dismissed: context.end(.closed)
        case .timedOut: context.end(.timedOut(zenityExitCode: 5))  // zenity 3.44: 5 whatever ZENITY_TIMEOUT says
        }
    }

    /// The alert `options` describe, and what its buttons end it with.
    @MainActor private static func alert(_ options: AlertOptions, in context: DialogContext) -> (Alert, Buttons) {
        let common = context.common
        let buttons: Buttons
        let title: String
        var message: String?
        var markup: Markup?
        switch options.layout {
        case .zenity:
            buttons = zenityButtons(options, common)
            let defaults = zenityDefaults(options.style)
            title = common.title ?? defaults.title
            let text = common.text ?? defaults.text
            if common.textIsMarkup { markup = Markup(trusted: Escapes.compress(text)) } else { message = text }
        case .alert, .confirm:
            buttons = options.layout == .alert ? alertButtons(options) : confirmButtons(options, common)
            (title, message, markup) = (common.title ?? "", context.nativeMessage, context.nativeMarkup)
        }
        let alert = Alert(
            title: title, message: message, buttons: buttons.labels, style: options.style,
            cancelButton: buttons.cancelButton, defaultButton: buttons.defaultButton,
            destructiveButton: buttons.destructiveButton)
        alert.messageMarkup = markup
        alert.usesMnemonics = buttons.usesMnemonics
        alert.showsCountdown = options.showsCountdown
        var window = context.window
        window.wrapsMessage = !context.shared.noWrap
        window.ellipsizesMessage = options.ellipsize
        window.iconFile = options.iconFile
        alert.options = window
        alert.dontAskAgain = context.dontAskAgain
        return (alert, buttons)
    }

    /// zenity's title and text when none is given (src/msg.c).
    @MainActor private static func zenityDefaults(_ style: AlertStyle) -> (title: String, text: String) {
        switch style {
        case .warning: (TextDomain.tool("Warning"), TextDomain.tool("Are you sure you want to proceed?"))
        case .error: (TextDomain.tool("Error"), TextDomain.tool("An error has occurred."))
        case .question: (TextDomain.tool("Question"), TextDomain.tool("Are you sure you want to proceed?"))
        default: (TextDomain.tool("Information"), TextDomain.tool("All updates are complete."))
        }
    }

    /// zenity: OK, then the extras; a question has the extras, then No and Yes, and Yes has the
    /// focus unless `--default-cancel`. Its buttons take mnemonics (`gtk_dialog_add_button`).
    @MainActor private static func zenityButtons(_ options: AlertOptions, _ common: CommonOptions) -> Buttons {
        var buttons = Buttons(usesMnemonics: true)
        let extras = common.extraButtons.enumerated().map { Role.extra($0, label: $1) }
        if options.style == .question {
            buttons.labels = common.extraButtons
            buttons.roles = extras
            if !options.switchButtons {
                buttons.labels += [
                    common.cancelLabel ?? ZenityWords.no, common.okLabel ?? ZenityWords.yes,
                ]
                buttons.roles += [.cancel, .accept]
                buttons.defaultButton = buttons.labels.count - (options.defaultCancel ? 2 : 1)
            }
        } else {
            buttons.labels = [common.okLabel ?? ZenityWords.ok] + common.extraButtons
            buttons.roles = [.accept] + extras
            buttons.defaultButton = 0
        }
        return buttons
    }

    /// Native alert: the buttons as given, GTK's OK when none; each reports itself.
    @MainActor private static func alertButtons(_ options: AlertOptions) -> Buttons {
        let shown = options.buttons.isEmpty ? [StandardButton.ok.label.replacing("_", with: "")] : options.buttons
        return Buttons(
            labels: options.buttons, roles: shown.enumerated().map { Role.own($0, label: $1) },
            defaultButton: options.defaultButton, cancelButton: options.cancelButton,
            destructiveButton: options.destructiveButton)
    }

    /// Native confirm: Cancel and the confirm button. No cancel button index, so Escape and the
    /// close button report "closed" (exit 2), not "cancelled".
    @MainActor private static func confirmButtons(_ options: AlertOptions, _ common: CommonOptions) -> Buttons {
        var buttons = Buttons(roles: [.cancel, .accept])
        if common.okLabel == nil && common.cancelLabel == nil {
            buttons.labels = [StandardButton.cancel.label, StandardButton.ok.label]
            buttons.usesMnemonics = true
        } else {
            buttons.labels = [
                common.cancelLabel ?? StandardButton.cancel.label.replacing("_", with: ""),
                common.okLabel ?? StandardButton.ok.label.replacing("_", with: ""),
            ]
        }
        if options.isDestructive { buttons.destructiveButton = 1 } else { buttons.defaultButton = 1 }
        return buttons
    }
}
