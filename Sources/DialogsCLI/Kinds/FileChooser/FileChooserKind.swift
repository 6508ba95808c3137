import DialogsCore

/// A file chooser: zenity's `--file-selection` and native `file`, shown as a `FileChooser`. zenity
/// mode prints the paths joined by the separator (`|` by default), as zenity does; native mode one
/// a line, or with `--json` an array and the chosen filter's name.
enum FileChooserKind: DialogKind {
    static let nativeCommands = [
        NativeCommand(
            name: "file",
            summary: "a file chooser (open, several, save, folder); prints the chosen paths, one a line",
            defaultTitle: "Choose a File")
    ]

    static let zenityDialogs = [
        ZenityDialog(
            name: "file-selection", help: "Display file selection dialog", listing: .dialogs(position: 4),
            ignoresExtraButtons: true, buttonWords: .code)
    ]

    @MainActor static func checkNative(_ command: NativeCommand, _ options: inout ParsedOptions) throws(UsageError) {
        _ = try options[FileChooserOptions.self].portalChoice()
    }

    @MainActor static func checkZenity(_ dialog: ZenityDialog, _ options: inout ParsedOptions, arguments: [String])
        throws(UsageError)
    {
        _ = try options[FileChooserOptions.self].portalChoice()
    }

    @MainActor static func show(_ options: FileChooserOptions, in context: DialogContext) {
        let shared = context.shared
        let action: FileChooser.Action =
            options.directory ? .selectFolder : options.save ? .save : shared.multiple ? .openMultiple : .open
        let filters = options.filters.map { value in
            let (name, patterns) = FileChooserOptions.filter(value)
            return FileFilter(name, patterns: patterns)
        }
        let chooser = FileChooser(
            title: context.common.title ?? TextDomain.tool("Select a file"), action: action, filters: filters)
        if shared.filename == nil && !context.isZenity {
            chooser.folder = ThisProcess.currentFolder  // where a script works; GTK would show Recent, as zenity does
        }
        if let filename = shared.filename {
            if filename.hasSuffix("/") {
                chooser.folder = filename
            } else if action == .save {
                let parts = filename.split(separator: "/", omittingEmptySubsequences: false)
                chooser.suggestedName = parts.last.map(String.init)
                if parts.count > 1 { chooser.folder = parts.dropLast().joined(separator: "/") }
            } else {
                chooser.selectedPath = filename
            }
        }
        chooser.portal = (try? options.portalChoice()) ?? .automatic  // checked before
        chooser.remembersAnswerAs = context.remembering
        chooser.acceptTitle = context.common.okLabel
        chooser.cancelTitle = context.common.cancelLabel
        if context.isZenity {
            chooser.fallbackLabels = (.mnemonic(ZenityWords.mnemonicOK), .mnemonic(ZenityWords.mnemonicCancel))
        }
        chooser.show(parent: context.parent, timeout: context.timeout) { response in
            switch response {
            case .chosen(let selection):
                let line = selection.paths.joined(separator: shared.separator ?? "|")
                let filter = selection.filter.map { [("filter", JSONObject.Value.string($0.name))] } ?? []
                context.end(
                    .accepted(
                        Answer(
                            name: "chosen", members: [("paths", .strings(selection.paths))] + filter,
                            zenityLine: line, plainLine: selection.paths.joined(separator: "\n"))))
            case .cancelled: context.end(.cancelled)
            case .closed, .dismissed: context.end(.closed)
            case .timedOut: context.end(.timedOut(zenityExitCode: ZenityExitCode.timeout))
            }
        }
        context.follow(chooser)
    }
}
