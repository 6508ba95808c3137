/// One line of text: zenity's `--entry` and `--password`, native `input` and `password`.
struct EntryOptions {
    /// Which command line asked: it decides the defaults, the validation and the timeout's code.
    enum Layout {
        case zenityEntry, zenityPassword, native
    }

    var layout = Layout.native
    var entryText: String?

    // zenity's entry and password options
    var hideText = false
    var username = false
    /// `--entry`'s arguments, offered in a drop-down beside the entry.
    var values: [String] = []

    // native input's and password's
    var isSecret = false
    var suggestions: [String] = []
    var placeholder: String?
    var allowsEmpty = false
}

extension EntryOptions {
    /// zenity's "Text entry options" (`--help-entry`).
    static var zenityEntryGroup: OptionGroup {
        OptionGroup(
            name: "entry", title: "Text entry options", help: "Show text entry options",
            options: [
                .string("entry-text", "Set the entry text", argument: "TEXT", \.entry.entryText),
                .flag("hide-text", "Hide the entry text", \.entry.hideText),
            ])
    }

    /// zenity's "Password dialog options" (`--help-password`).
    static var zenityPasswordGroup: OptionGroup {
        OptionGroup(
            name: "password", title: "Password dialog options", help: "Show password dialog options",
            options: [.flag("username", "Display the username option", \.entry.username)])
    }

    /// Native `input`'s options, or `password`'s when `secret`.
    static func nativeOptions(secret: Bool) -> [Option] {
        var options = CommonOptions.nativeButtonOptions(okHelp: "The OK (or Save) button's label", extraButtons: true)
        if !secret {
            options += [
                .string("entry-text", "The entry's initial text", argument: "TEXT", \.entry.entryText),
                .strings(
                    "suggestion", "Offer a value in a drop-down beside the entry (repeat)", argument: "TEXT",
                    \.entry.suggestions),
            ]
        }
        return options + [
            .string("placeholder", "A hint shown in the empty entry", argument: "TEXT", \.entry.placeholder),
            .flag("allow-empty", "Accept an empty answer", \.entry.allowsEmpty),
        ]
    }
}
