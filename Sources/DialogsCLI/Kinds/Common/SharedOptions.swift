/// The options more than one kind takes, as zenity 3.44 keeps them (`zenity_general_*`): each
/// kind that takes one reads it here, never from another kind's options. Each is declared once
/// below and listed by every kind that offers it, in that kind's words.
struct SharedOptions: OptionValues {
    /// `--multiple`: the list and the file chooser.
    var multiple = false
    /// `--editable`: the list and the text viewer.
    var editable = false
    /// `--filename`: the file chooser's start, the text viewer's file.
    var filename: String?
    /// `--separator`: between the printed values of a form, a list, the chosen files.
    var separator: String?
    /// `--no-wrap`: a message's text, the text viewer's lines.
    var noWrap = false
}

extension SharedOptions {
    /// `--multiple`; zenity's list and file selection groups both list it.
    static func multiple(_ help: String) -> Option {
        .flag("multiple", help, \SharedOptions.multiple)
    }

    /// `--editable`; zenity lists it with the list options, and `--text-info` takes it too.
    static func editable(_ help: String) -> Option {
        .flag("editable", help, \SharedOptions.editable).alsoTaken(byZenity: "text-info")
    }

    /// `--filename`; zenity lists it with the file selection options, and `--text-info` takes it too.
    static func filename(_ help: String) -> Option {
        .string("filename", help, argument: "FILENAME", \SharedOptions.filename).alsoTaken(byZenity: "text-info")
    }

    /// `--separator`; zenity lists it with the forms options, and `--list` and `--file-selection`
    /// take it too. zenity refuses it elsewhere only when it is not its default, `|`.
    static func separator(_ help: String, argument: String) -> Option {
        .string("separator", help, argument: argument, \SharedOptions.separator).zenityDefault("|")
            .alsoTaken(byZenity: "list", "file-selection")
    }

    /// `--no-wrap`; zenity lists it with the message options, and `--text-info` takes it too.
    static func noWrap(_ help: String) -> Option {
        .flag("no-wrap", help, \SharedOptions.noWrap).alsoTaken(byZenity: "text-info")
    }
}
