import DialogsCore

/// A desktop notification: zenity's `--notification` and native `notify`, both sent as a
/// `DesktopNotification`. zenity 3.44 splits `--text` at its first (escaped) newline into the
/// title and the body, exits at once unless `--timeout` (then exit 5, or 0 for a click on it),
/// and with `--listen` shows one for each `message:` or `tooltip:` line of standard input.
enum NotificationKind: DialogKind {
    static let nativeCommands = [
        NativeCommand(
            name: "notify", summary: "a desktop notification; with --action, waits and exits 10 for the first action",
            defaultTitle: "Notification")
    ]

    static let zenityDialogs = [
        ZenityDialog(name: "notification", help: "Display notification", listing: .dialogs(position: 6))
    ]

    @MainActor static func checkNative(_ command: NativeCommand, _ options: inout ParsedOptions) throws(UsageError) {
        _ = try options[NotificationOptions.self].resolvedUrgency()
    }

    @MainActor static func show(_ options: NotificationOptions, in context: DialogContext) {
        let (hints, warnings) = NotificationHints.parse(options.hints)
        for warning in warnings { Output.error(warning) }
        if context.isZenity {
            showZenity(options, hints: hints, in: context)
        } else {
            showNative(options, hints: hints, in: context)
        }
    }

    @MainActor private static func showNative(
        _ options: NotificationOptions, hints: [String: NotificationHint], in context: DialogContext
    ) {
        let notification = DesktopNotification(
            title: context.common.title ?? TextDomain.tool("Notification"), body: context.common.text)
        notification.icon = NotificationOptions.icon(options.icon ?? context.common.windowIcon)
        notification.urgency = (try? options.resolvedUrgency()) ?? .normal  // parse has checked
        notification.actions = options.actions
        notification.hasDefaultAction = options.hasDefaultAction
        notification.hints = hints
        notification.applicationName = options.applicationName
        if let timeout = context.timeout { notification.expiry = .after(timeout) }
        let waits = !options.actions.isEmpty || options.hasDefaultAction
        do {
            try notification.show { response in
                guard waits else { return }
                switch response {
                case .action(let label):
                    context.end(.button(options.actions.firstIndex(of: label) ?? 0, label: label))
                case .activated: context.end(.accepted(Answer(name: "activated")))
                case .closed(.expired): context.end(.timedOut(zenityExitCode: ZenityExitCode.timeout))
                case .closed: context.end(.closed)
                }
            }
        } catch {
            Output.error("\(error)")
            return context.finish(NativeExitCode.noDisplay)
        }
        if !waits { context.end(.accepted(Answer(name: "shown"))) }
    }

    @MainActor private static func showZenity(
        _ options: NotificationOptions, hints: [String: NotificationHint], in context: DialogContext
    ) {
        let icon = NotificationOptions.icon(options.icon ?? context.common.windowIcon)
        if options.listens {
            return listen(icon: icon, hints: hints, in: context)
        }
        guard let text = context.common.text else { return context.finish(1) }  // zenity: exit (1)
        let notification = zenityNotification(text, icon: icon, hints: hints)
        notification.hasDefaultAction = true
        var ended = false
        do {
            try notification.show { response in
                guard !ended, context.timeout != nil, response == .activated else { return }
                ended = true
                context.end(.accepted(Answer(name: "activated")))
            }
        } catch {
            Output.error("\(error)")
            return context.finish(1)
        }
        guard let timeout = context.timeout else { return context.end(.accepted(Answer(name: "shown"))) }
        Task { @MainActor in
            try? await Task.sleep(for: timeout)
            guard !ended else { return }
            ended = true
            context.end(.timedOut(zenityExitCode: ZenityExitCode.timeout))
        }
    }

    /// zenity's notification from a text: the title up to the first newline (after C escapes), the body after it.
    @MainActor private static func zenityNotification(
        _ text: String, icon: DesktopNotification.Icon?, hints: [String: NotificationHint]
    ) -> DesktopNotification {
        let lines = Escapes.compress(text).split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false)
        let notification = DesktopNotification(
            title: lines.first.map(String.init) ?? "", body: lines.count > 1 ? String(lines[1]) : nil)
        notification.icon = icon
        notification.hints = hints
        // zenity's own words (its catalog's translation too): the service names the sender so.
        notification.applicationName = TextDomain.tool("Zenity notification")
        return notification
    }

    /// `--listen`: a notification for each `message:` and `tooltip:` line, with the latest `icon:` and
    /// `hints:`. At the end of input it exits 0 (zenity 3.44 stays running with nothing left to do).
    @MainActor private static func listen(
        icon: DesktopNotification.Icon?, hints: [String: NotificationHint], in context: DialogContext
    ) {
        var icon = icon
        var hints = hints
        var lineNumber = 0
        var input: StandardInputLines?
        input = StandardInputLines(
            onLine: { bytes in
                lineNumber += 1
                guard let line = String(validating: bytes, as: UTF8.self) else {
                    return Output.error(
                        TextDomain.tool.format("line %s of standard input is not valid UTF-8; skipped", "\(lineNumber)")
                    )
                }
                switch NotificationListenLine(line) {
                case .message(let text), .tooltip(let text):
                    do {
                        try zenityNotification(text, icon: icon, hints: hints).show()
                    } catch {
                        Output.error("\(error)")
                    }
                case .icon(let value): icon = NotificationOptions.icon(value)
                case .hints(let value):
                    let parsed = NotificationHints.parse(
                        Escapes.compress(value).split(separator: "\n").map(String.init))
                    for warning in parsed.warnings { Output.error(warning) }
                    hints = parsed.hints
                case .visible: break
                case .unknown(let command):
                    // Translators: %s is the command's name; the words in parentheses are commands: keep them.
                    Output.error(
                        TextDomain.tool.format(
                            "unknown command '%s' on standard input (message:, tooltip:, icon:, hints:)", command))
                case .unparsable:
                    Output.error(TextDomain.tool.format("could not parse command from stdin: \"%s\"", line))
                }
            },
            onEnd: {
                input?.stop()
                context.end(.accepted(Answer(name: "end of input")))
            })
    }
}
