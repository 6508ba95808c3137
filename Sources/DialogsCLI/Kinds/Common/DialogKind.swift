import DialogsCore

/// A kind of dialog the CLI shows, one folder each in `Kinds/` and registered once, in
/// ``DialogKinds``: the native commands and zenity dialogs that choose it, the checks each mode
/// makes before anything shows, and `show`, which builds its GtkDialogs dialog from its options
/// and names how it ended. The modes, `--help`, the man page and completion iterate the kinds.
/// Its checks and `show` run on the main actor (GtkDialogs' API does); its facts anywhere.
/// `Sendable`, so that the list of kinds is a plain constant.
protocol DialogKind: Sendable {
    /// The kind's own options value and declarations (`<Kind>Options.swift`).
    associatedtype Options: OptionValues

    /// The native commands that show it (`alert`, `confirm`); none for a dialog only zenity mode has (`--about`).
    static var nativeCommands: [NativeCommand] { get }
    /// The zenity dialogs that show it (`--info`…).
    static var zenityDialogs: [ZenityDialog] { get }

    /// Native mode's checks for `command` (the options parsed, the title defaulted), and the
    /// kind's settings for it; throws for what the command cannot show.
    @MainActor static func checkNative(_ command: NativeCommand, _ options: inout ParsedOptions) throws(UsageError)

    /// zenity mode's checks for `dialog` after the options it does not take are refused, and the
    /// kind's settings for it. `arguments` are those after the options (the kind's when
    /// ``ZenityDialog/takesArguments``; the mode has said it ignores them otherwise).
    @MainActor static func checkZenity(_ dialog: ZenityDialog, _ options: inout ParsedOptions, arguments: [String])
        throws(UsageError)

    /// Shows the dialog and reports its ending to `context` once.
    @MainActor static func show(_ options: Options, in context: DialogContext)

    /// Reports the ending to `context` at once, with no window, when the answer is remembered
    /// (`--dont-ask-again`), and returns true; false when the dialog must be shown.
    @MainActor static func answerFromMemory(_ options: Options, in context: DialogContext) -> Bool
}

extension DialogKind {
    @MainActor static func checkNative(_ command: NativeCommand, _ options: inout ParsedOptions) throws(UsageError) {}

    @MainActor static func checkZenity(_ dialog: ZenityDialog, _ options: inout ParsedOptions, arguments: [String])
        throws(UsageError)
    {}

    /// Every option the kind takes, in both modes (its options value's declarations).
    static var optionDeclarations: [Option] { Options.declarations }

    /// Every zenity option group the kind's options are listed in.
    static var zenityGroups: [OptionGroup.Heading] { Options.zenityGroups }

    /// Shows the dialog with the kind's options as `options` holds them.
    @MainActor static func show(from options: ParsedOptions, in context: DialogContext) {
        show(options[Options.self], in: context)
    }

    @MainActor static func answerFromMemory(_ options: Options, in context: DialogContext) -> Bool { false }

    /// Answers from memory with the kind's options as `options` holds them.
    @MainActor static func answerFromMemory(from options: ParsedOptions, in context: DialogContext) -> Bool {
        answerFromMemory(options[Options.self], in: context)
    }
}

/// A native command: the first argument that chooses a kind in native mode (`gtk-dialogs alert`).
struct NativeCommand {
    /// As typed: `alert`.
    let name: String
    /// Other spellings it answers to (`colour` for `color`); `--help` and the man page name them.
    var aliases: [String] = []
    /// Its line in `--help` and the man page, after the name.
    let summary: String
    /// The window's title when `--title` is not given.
    let defaultTitle: String
    /// Paragraphs the man page adds under the command's options: what `--help`'s one line a
    /// option cannot say (English, as the rest of the page).
    var manual: [String] = []

    /// Whether `argument` names this command.
    func isNamed(_ argument: String) -> Bool {
        argument == name || aliases.contains(argument)
    }
}

/// A zenity dialog: the option that chooses a kind in zenity mode (`--info`).
struct ZenityDialog {
    /// Where zenity's `--help` lists the dialog option.
    enum Listing {
        /// With the dialogs, at this place in zenity 3.44's `--help` (from 0).
        case dialogs(position: Int)
        /// With the miscellaneous options (`--about`).
        case miscellaneous
    }

    /// The option's name without its dashes: `info`, `file-selection`.
    let name: String
    /// Its line in `--help`, as zenity's.
    let help: String
    /// The option group whose options the dialog takes, where it is not the one named like the
    /// dialog (`message` for `--info`).
    var group: String?
    /// Where `--help` lists the option.
    let listing: Listing
    /// Whether the arguments after the options are the dialog's (`--list`'s cells, `--entry`'s values).
    var takesArguments = false
    /// Whether its window has no place for `--extra-button` (a chooser's, a calendar's): the mode
    /// then says on stderr that it ignores them, as it does for arguments it does not take.
    var ignoresExtraButtons = false
    /// Options of which the dialog needs one (names without dashes), and the refusal without any,
    /// made with the other refusals before anything is printed.
    var needsOneOf: (options: [String], refusal: String)?
    /// The words its OK and Cancel take when `--ok-label` and `--cancel-label` are not given.
    var buttonWords = ZenityWords.Buttons.builder

    /// The option group whose options the dialog takes: ``group``, else the one named like the dialog.
    var optionGroup: String { group ?? name }
}
