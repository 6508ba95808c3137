import DialogsCore

/// A font chooser: native `font`, shown as a `FontChooser`. It prints the font as Pango describes
/// it ("DejaVu Sans Bold 12"), what GTK settings and CSS-like configuration take; `--json` adds
/// the family, face, weight and size.
enum FontChooserKind: DialogKind {
    static let nativeCommands = [
        NativeCommand(
            name: "font", summary: "GTK's font chooser; prints the font as Pango writes it (Sans Bold 12)",
            defaultTitle: "Select a font")
    ]

    static let zenityDialogs: [ZenityDialog] = []

    @MainActor static func checkNative(_ command: NativeCommand, _ options: inout ParsedOptions) throws(UsageError) {
        try options[FontChooserOptions.self].check()
    }

    @MainActor static func show(_ options: FontChooserOptions, in context: DialogContext) {
        let common = context.common
        let chooser = FontChooser(title: common.title ?? FontChooser.defaultTitle, font: options.font)
        chooser.previewText = options.previewText
        chooser.showsPreview = !options.hidesPreview
        chooser.remembersAnswerAs = context.remembering
        chooser.selectTitle = common.okLabel
        chooser.cancelTitle = common.cancelLabel
        context.show(chooser) { response in
            switch response {
            case .chosen(let font): context.end(.accepted(answer(font)))
            case .cancelled: context.end(.cancelled)
            case .closed, .dismissed: context.end(.closed)
            case .timedOut: context.end(.timedOut(zenityExitCode: ZenityExitCode.timeout))
            }
        }
        context.follow(chooser)
    }

    private static func answer(_ font: FontSelection) -> Answer {
        Answer(
            name: "chosen",
            members: [
                ("font", .string(font.description)), ("family", .string(font.family)), ("style", .string(font.style)),
                ("weight", .integer(font.weight)), ("size", .number(font.size)),
            ],
            plainLine: font.description)
    }
}
