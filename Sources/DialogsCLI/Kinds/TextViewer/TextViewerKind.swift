import DialogsCore

/// A text viewer: zenity's `--text-info` and native `text`, both shown as a `TextViewer`. With
/// `--editable`, OK prints the text exactly as edited (no newline added), as zenity prints it.
enum TextViewerKind: DialogKind {
    static let nativeCommands = [
        NativeCommand(
            name: "text", summary: "a text viewer for a file or standard input; prints the text when --editable",
            defaultTitle: "Text")
    ]

    static let zenityDialogs = [
        ZenityDialog(
            name: "text-info", help: "Display text information dialog", listing: .dialogs(position: 11),
            ignoresExtraButtons: true)
    ]

    @MainActor static func checkNative(_ command: NativeCommand, _ options: inout ParsedOptions) throws(UsageError) {
        try options[TextViewerOptions.self].openSource(options[SharedOptions.self].filename)
    }

    @MainActor static func checkZenity(_ dialog: ZenityDialog, _ options: inout ParsedOptions, arguments: [String])
        throws(UsageError)
    {
        try options[TextViewerOptions.self].refuseWebPages()
        try options[TextViewerOptions.self].openSource(options[SharedOptions.self].filename)
    }

    @MainActor static func show(_ options: TextViewerOptions, in context: DialogContext) {
        guard let source = options.source else { return context.end(.failed) }  // parse has opened it
        let common = context.common
        let viewer = TextViewer(
            title: common.title ?? (context.isZenity ? TextDomain.tool("Text View") : TextDomain.tool("Text")),
            source: source)
        viewer.isEditable = context.shared.editable
        viewer.isMonospace = options.monospace
        viewer.fontName = options.font
        viewer.wrapsLines = !context.shared.noWrap
        viewer.checkboxLabel = options.checkbox
        viewer.followsEnd = options.autoScroll
        viewer.okTitle = common.okLabel
        viewer.cancelTitle = common.cancelLabel
        var window = context.window
        if context.isZenity && window.width == nil && window.height == nil {
            (window.width, window.height) = (300, 400)  // zenity 3.44's size
        }
        context.show(viewer, in: window) { response in
            switch response {
            case .accepted(let text): context.end(.accepted(answer("accepted", text)))
            case .cancelled: context.end(.cancelled)
            case .closed, .dismissed: context.end(.closed)
            case .timedOut(let text):  // zenity 3.44 prints the edited text, then exits 5
                let kept = text.map { answer("timedOut", $0) }
                context.end(.timedOut(zenityExitCode: ZenityExitCode.timeout, answer: kept))
            }
        }
        context.follow(viewer)
    }

    /// The text printed as it is (no newline added), and as native JSON's `text`.
    @MainActor private static func answer(_ name: String, _ text: String?) -> Answer {
        Answer(
            name: name, members: text.map { [("text", .string($0))] } ?? [], zenityLine: text, plainLine: text,
            endsLine: false)
    }
}
