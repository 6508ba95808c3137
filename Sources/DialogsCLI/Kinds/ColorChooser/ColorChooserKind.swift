import DialogsCore

/// A color chooser: zenity's `--color-selection` and native `color`, both shown as a `ColorChooser`.
/// zenity prints `gdk_rgba_to_string`'s text (`rgb(…)`, or `rgba(…)` for a translucent color).
enum ColorChooserKind: DialogKind {
    static let nativeCommands = [
        NativeCommand(
            name: "color", aliases: ["colour"], summary: "GTK's colour chooser; prints the colour as rgb(r,g,b)",
            defaultTitle: "Select a colour")
    ]

    static let zenityDialogs = [
        ZenityDialog(
            name: "color-selection", help: "Display color selection dialog", listing: .dialogs(position: 12),
            ignoresExtraButtons: true, buttonWords: .own)
    ]

    @MainActor static func checkNative(_ command: NativeCommand, _ options: inout ParsedOptions) throws(UsageError) {
        try options[ColorChooserOptions.self].check()
    }

    @MainActor static func checkZenity(_ dialog: ZenityDialog, _ options: inout ParsedOptions, arguments: [String])
        throws(UsageError)
    {
        options[ColorChooserOptions.self].dropUnreadableColor()
    }

    @MainActor static func show(_ options: ColorChooserOptions, in context: DialogContext) {
        let common = context.common
        let initial: RGBAColor?
        let palette: [RGBAColor]?
        do {
            initial = try options.initialColor()
            palette = try options.palette()
        } catch {
            return context.end(.failed)  // parse has checked
        }
        let chooser = ColorChooser(title: common.title ?? ColorChooser.defaultTitle, color: initial ?? .white)
        if context.isZenity {
            // zenity leaves GtkColorChooserDialog's opacity slider on, and opens the editor unless --show-palette.
            chooser.usesAlpha = true
            chooser.showsPalette = options.showsPalette
        } else {
            chooser.usesAlpha = options.usesAlpha
            chooser.showsPalette = !options.opensEditor
            chooser.palette = palette
            chooser.remembersAnswerAs = context.remembering
        }
        chooser.selectTitle = common.okLabel
        chooser.cancelTitle = common.cancelLabel
        context.show(chooser) { response in
            switch response {
            case .chosen(let color):
                context.end(.accepted(answer(color)))
            case .cancelled: context.end(.cancelled)
            case .closed, .dismissed: context.end(.closed)
            // zenity 3.44's timeout reaches its color dialog as an unknown response: exit as for Escape.
            case .timedOut:
                context.end(context.isZenity ? .closed : .timedOut(zenityExitCode: ZenityExitCode.timeout))
            }
        }
        context.follow(chooser)
    }

    @MainActor private static func answer(_ color: RGBAColor) -> Answer {
        let (red, green, blue) = color.bytes
        return Answer(
            name: "chosen",
            members: [
                ("color", .string(color.text)), ("hex", .string(color.hexText)),
                (
                    "components",
                    .object([
                        ("red", .integer(red)), ("green", .integer(green)), ("blue", .integer(blue)),
                        ("alpha", .number(color.alpha)),
                    ])
                ),
            ],
            zenityLine: color.text, plainLine: color.text)
    }
}
