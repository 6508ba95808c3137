/// One line of text: zenity's `--entry` and `--password`, native `input` and `password`.
struct PromptOptions: OptionValues {
    /// Which command line asked: it decides the defaults, the validation and the timeout's code.
    enum Layout {
        case zenityEntry, zenityPassword, native
    }

    var layout = Layout.native
    var entryText: String?
    /// Values offered in a drop-down beside the entry: native `--suggestion`s, `--entry`'s arguments.
    var suggestions: [String] = []

    // zenity's entry and password options
    var hideText = false
    /// `--password --username`: a login form instead (shown by the forms kind).
    var username = false

    // native input's and password's
    var isSecret = false
    var placeholder: String?
    var allowsEmpty = false
}

extension PromptOptions {
    static let zenityGroups = [
        OptionGroup.Heading(name: "entry", title: "Text entry options", help: "Show text entry options"),
        OptionGroup.Heading(name: "password", title: "Password dialog options", help: "Show password dialog options"),
    ]

    static var declarations: [Option] {
        CommonOptions.nativeButtonLabels("The OK (or Save) button's label") + [
            CommonOptions.extraButton().nativeOnly,
            .string("entry-text", "The entry's initial text", argument: "TEXT", \PromptOptions.entryText)
                .zenity("Set the entry text").native(only: "input"),
            .flag("hide-text", "Hide the entry text", \PromptOptions.hideText).zenityOnly,
            .flag("username", "Display the username option", \PromptOptions.username).zenityOnly.inZenityGroup(
                "password"),
            .strings(
                "suggestion", "Offer a value in a drop-down beside the entry (repeat)", argument: "TEXT",
                \PromptOptions.suggestions
            ).onlyIn(native: "input"),
            .string("placeholder", "A hint shown in the empty entry", argument: "TEXT", \PromptOptions.placeholder)
                .nativeOnly,
            .flag("allow-empty", "Accept an empty answer", \PromptOptions.allowsEmpty).nativeOnly,
        ]
            + RememberOptions.remember(
                "Start from the text submitted last time under KEY, and remember this answer"
            ).map { $0.native(only: "input") }
    }
}
