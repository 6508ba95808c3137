/// The CLI's kinds, the one place a kind is registered: the modes, `--help`'s usage lines, the
/// man page and bash completion iterate this list. Its order is `--help-all`'s order of the
/// zenity option groups and the man page's order of the native commands.
enum DialogKinds {
    static let all: [any DialogKind.Type] = [
        AlertKind.self, PromptKind.self, FormKind.self, ListKind.self, ProgressKind.self, StepListKind.self,
        FileChooserKind.self, TextViewerKind.self, ScaleKind.self, DateKind.self, ColorChooserKind.self,
        FontChooserKind.self,
        NotificationKind.self, AboutKind.self,
    ]

    /// The kind and native command `argument` names (`alert`, or an alias such as `colour`).
    static func nativeCommand(named argument: String) -> (kind: any DialogKind.Type, command: NativeCommand)? {
        for kind in all {
            if let command = kind.nativeCommands.first(where: { $0.isNamed(argument) }) { return (kind, command) }
        }
        return nil
    }

    /// The kind and zenity dialog named `name` (the option without its dashes: `info`).
    static func zenityDialog(named name: String) -> (kind: any DialogKind.Type, dialog: ZenityDialog)? {
        for kind in all {
            if let dialog = kind.zenityDialogs.first(where: { $0.name == name }) { return (kind, dialog) }
        }
        return nil
    }

    /// Every native command, in the kinds' order.
    static var nativeCommands: [(kind: any DialogKind.Type, command: NativeCommand)] {
        all.flatMap { kind in kind.nativeCommands.map { (kind, $0) } }
    }

    /// Every zenity dialog, in the kinds' order.
    static var zenityDialogs: [ZenityDialog] {
        all.flatMap { $0.zenityDialogs }
    }
}
