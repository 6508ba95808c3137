import GtkDialogs

/// A colour chooser: zenity's `--color-selection` and native `colour`, both shown as a `ColorChooser`.
/// zenity prints `gdk_rgba_to_string`'s text (`rgb(…)`, or `rgba(…)` for a translucent colour).
enum ColorKind: DialogKind {
    static func show(_ options: ColorOptions, in context: DialogContext) {
        let common = context.common
        let initial: RGBAColor?
        let palette: [RGBAColor]?
        do {
            initial = try options.initialColor()
            palette = try options.palette()
        } catch {
            return context.end(.failed)  // parse has checked
        }
        let chooser = ColorChooser(title: common.title ?? "Select a colour", color: initial ?? .white)
        if context.isZenity {
            // zenity leaves GtkColorChooserDialog's opacity slider on, and opens the editor unless --show-palette.
            chooser.usesAlpha = true
            chooser.showsPalette = options.showsPalette
        } else {
            chooser.usesAlpha = options.usesAlpha
            chooser.showsPalette = !options.opensEditor
            chooser.palette = palette
        }
        chooser.selectTitle = common.okLabel
        chooser.cancelTitle = common.cancelLabel
        chooser.options = context.window
        chooser.show(timeout: context.timeout) { response in
            switch response {
            case .chosen(let color):
                context.end(.accepted(answer(color)))
            case .cancelled: context.end(.cancelled)
            case .closed, .dismissed: context.end(.closed)
            // zenity 3.44's timeout reaches its colour dialog as an unknown response: exit as for Escape.
            case .timedOut:
                context.end(context.isZenity ? .closed : .timedOut(zenityExitCode: ZenityMode.ExitCode.timeout))
            }
        }
    }

    private static func answer(_ color: RGBAColor) -> Answer {
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
