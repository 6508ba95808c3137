import DialogsCore

/// A progress bar fed by standard input: zenity's `--progress` and native `progress`, both shown
/// as a `ProgressDialog` and read with zenity's protocol (``ProgressInput``).
enum ProgressKind: DialogKind {
    static let nativeCommands = [
        NativeCommand(
            name: "progress",
            summary: "a progress bar fed by standard input (N sets the percentage, #TEXT the text); done at 100%, "
                + "or at the end of the input unless --commands is given",
            defaultTitle: "Progress")
    ]

    static let zenityDialogs = [
        ZenityDialog(
            name: "progress", help: "Display progress indication dialog", listing: .dialogs(position: 7),
            ignoresExtraButtons: true)
    ]

    @MainActor static func checkNative(_ command: NativeCommand, _ options: inout ParsedOptions) throws(UsageError) {
        if let percent = options[ProgressOptions.self].percentage, !(0...100).contains(percent) {
            throw UsageError(message: TextDomain.tool("--percentage needs a number from 0 to 100"))
        }
    }

    @MainActor static func show(_ options: ProgressOptions, in context: DialogContext) {
        let common = context.common
        let dialog = ProgressDialog(
            title: common.title ?? TextDomain.tool("Progress"), isPulsating: options.pulsate,
            isCancellable: !options.noCancel, closesWhenDone: options.autoClose)
        context.showText(in: dialog, zenityDefault: TextDomain.tool("Running..."))
        dialog.initialFraction = Double(min(max(options.percentage ?? 0, 0), 100)) / 100
        dialog.showsTimeRemaining = options.timeRemaining
        dialog.okTitle = common.okLabel
        dialog.cancelTitle = common.cancelLabel
        dialog.options = context.window

        var input: StandardInputLines?
        var lineNumber = 0
        var badLine: Int?
        let progress = dialog.show(parent: context.parent, timeout: context.timeout) { response in
            input?.stop()
            if let badLine {
                Output.error("line \(badLine) of standard input is not valid UTF-8; send text in UTF-8")
                return context.end(.failed)
            }
            switch response {
            case .completed: context.end(.accepted(Answer(name: "completed")))
            case .cancelled:
                if options.autoKill { ThisProcess.hangUpParent() }
                context.end(.cancelled)
            case .closed, .dismissed: context.end(.closed)
            case .timedOut: context.end(.timedOut(zenityExitCode: ZenityExitCode.timeout))
            }
        }
        input = StandardInputLines(
            onLine: { line in
                lineNumber += 1
                switch ProgressInput.parse(line) {
                case .percent(let percent): progress.report(percent: Double(percent))
                case .text(let text?): progress.report(text: context.isZenity ? Escapes.compress(text) : text)
                case .text(nil):
                    badLine = lineNumber
                    dialog.dismiss()
                case nil: break
                }
            },
            // With --commands the work is the command file's: a script started as `… &` has
            // /dev/null as stdin, whose end came first. `progress: 100` ends it then.
            onEnd: { if context.follower == nil { progress.finish() } })
        context.follow(dialog, kindCommands: ["progress", "progress-text"]) { command in
            switch command {
            case .progress(let percent): progress.report(percent: percent)
            case .progressText(let text): progress.report(text: text)
            default: return command.doesNotApply
            }
            return nil
        }
    }
}
