import GtkDialogs

/// A text viewer: zenity's `--text-info`, native `text`. The file is `--filename`, declared
/// with the file selection options (GOption takes each name once), as `--editable` is with the
/// list options; without a file, standard input.
struct TextOptions {
    var editable = false
    var font: String?
    var checkbox: String?
    var html = false
    var url: String?
    var autoScroll = false
    /// Native `--monospace`.
    var monospace = false
    /// Native `--no-wrap` (zenity's is declared with the message options).
    var noWrap = false
    /// The text, opened by `openSource` (a file that cannot be read is a usage error).
    var source: TextSource?

    /// Opens `filename`, or standard input without one; says which file cannot be read and why.
    mutating func openSource(_ filename: String?) throws(UsageError) {
        do {
            source = try filename.map { path throws(DialogError) in try .file(path) } ?? .standardInput()
        } catch {
            throw UsageError(message: "\(error)", pointsToHelp: false)
        }
    }

    /// zenity's `--html` and `--url` show a web page with WebKit, which gtk-dialogs does not link.
    func refuseWebPages() throws(UsageError) {
        for (option, given) in [("html", html), ("url", url != nil)] where given {
            throw UsageError(
                message: "--\(option) needs WebKit, which gtk-dialogs does not use; open the page with xdg-open,"
                    + " or drop --\(option) to show the file as plain text",
                pointsToHelp: false)
        }
    }
}

extension TextOptions {
    /// zenity's "Text information options" (`--help-text-info`).
    static var zenityGroup: OptionGroup {
        OptionGroup(
            name: "text-info", title: "Text information options", help: "Show text information options",
            options: [
                .string("font", "Set the text font", argument: "TEXT", \.text.font),
                .string("checkbox", "Enable an I read and agree checkbox", argument: "TEXT", \.text.checkbox),
                .flag("html", "Enable HTML support (needs WebKit: refused)", \.text.html),
                .flag("no-interaction", "Do not enable user interaction with the WebView (ignored)"),
                .string("url", "Set an URL instead of a file (needs WebKit: refused)", argument: "URL", \.text.url),
                .flag("auto-scroll", "Auto scroll the text to the end", \.text.autoScroll),
            ])
    }

    /// Native `text`'s options.
    static var nativeOptions: [Option] {
        CommonOptions.nativeButtonOptions(okHelp: "The OK button's label", extraButtons: false) + [
            .string(
                "filename", "The file to show (a pipe and /dev/stdin too); default: standard input",
                argument: "FILENAME", \.file.filename),
            .flag("editable", "Let the text be edited; OK prints it (with --json: its \"text\")", \.text.editable),
            .flag("monospace", "Show the text in a monospace font", \.text.monospace),
            .string("font", "A Pango font description (\"Serif 12\")", argument: "FONT", \.text.font),
            .string("checkbox", "A check box that must be ticked before OK works", argument: "TEXT", \.text.checkbox),
            .flag("auto-scroll", "Follow the end of the text as it arrives", \.text.autoScroll),
            .flag("no-wrap", "Do not wrap long lines", \.text.noWrap),
        ]
    }
}
