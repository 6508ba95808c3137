import DialogsCore

/// A slider: zenity's `--scale` and native `scale`, both shown as a `ScaleDialog`. zenity prints the
/// value on OK and on timeout, and with `--print-partial` each value the slider moves to.
enum ScaleKind: DialogKind {
    static let nativeCommands = [
        NativeCommand(
            name: "scale", summary: "a slider for a whole number; prints the chosen value", defaultTitle: "Scale")
    ]

    static let zenityDialogs = [
        ZenityDialog(
            name: "scale", help: "Display scale dialog", listing: .dialogs(position: 10), ignoresExtraButtons: true)
    ]

    @MainActor static func checkNative(_ command: NativeCommand, _ options: inout ParsedOptions) throws(UsageError) {
        options[ScaleOptions.self].startsAtZero = false
        try options[ScaleOptions.self].check()
    }

    @MainActor static func checkZenity(_ dialog: ZenityDialog, _ options: inout ParsedOptions, arguments: [String])
        throws(UsageError)
    {
        try options[ScaleOptions.self].check()
    }

    @MainActor static func show(_ options: ScaleOptions, in context: DialogContext) {
        let common = context.common
        guard let resolved = options.resolved else { return context.end(.failed) }  // parse has checked
        let dialog = ScaleDialog(
            title: common.title ?? TextDomain.tool("Adjust the scale value"), range: resolved.range,
            value: resolved.value,
            step: resolved.step)
        context.showText(in: dialog, zenityDefault: TextDomain.tool("Adjust the scale value"))
        dialog.remembersAnswerAs = context.remembering  // --remember is native mode's
        dialog.showsValue = !options.hidesValue
        dialog.okTitle = common.okLabel
        dialog.cancelTitle = common.cancelLabel
        let printsJSON = !context.isZenity && common.printsJSON
        if options.printsPartial {
            dialog.onChange = { value in
                Output.printLine(
                    printsJSON ? JSONObject(members: [("changed", .integer(value))]).serialized() : "\(value)")
            }
        }
        context.show(dialog) { response in
            switch response {
            case .chosen(let value):
                context.end(
                    .accepted(
                        Answer(
                            name: "chosen", members: [("value", .integer(value))], zenityLine: "\(value)",
                            plainLine: "\(value)")))
            case .cancelled: context.end(.cancelled)
            case .closed, .dismissed: context.end(.closed)
            case .timedOut(let value):
                if context.isZenity { Output.printLine("\(value)") }  // zenity 3.44 prints the value, then exits 5
                context.end(.timedOut(zenityExitCode: ZenityExitCode.timeout))
            }
        }
        context.follow(dialog)
    }
}
