import DialogsCore

/// A text viewer: zenity's `--text-info`, native `text`. The file is the shared `--filename`
/// (zenity lists it with the file selection options, as `--editable` with the list options and
/// `--no-wrap` with the message options); without a file, standard input.
struct TextViewerOptions: OptionValues {
    var font: String?
    var checkbox: String?
    var html = false
    var url: String?
    var autoScroll = false
    /// Native `--monospace`.
    var monospace = false
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
                message: TextDomain.tool.format(
                    "--%1$s needs WebKit, which gtk-dialogs does not use; open the page with xdg-open, or drop --%1$s "
                        + "to show the file as plain text", option
                ).replacing("gtk-dialogs", with: Output.toolName),
                pointsToHelp: false)
        }
    }
}

extension TextViewerOptions {
    static let zenityGroups = [
        OptionGroup.Heading(name: "text-info", title: "Text information options", help: "Show text information options")
    ]

    /// zenity 3.44 ignores `--checkbox`, `--auto-scroll`, `--url` and `--no-interaction` with other dialogs.
    static var declarations: [Option] {
        CommonOptions.nativeButtonLabels("The OK button's label") + [
            SharedOptions.filename("The file to show (a pipe and /dev/stdin too); default: standard input").nativeOnly,
            SharedOptions.editable("Let the text be edited; OK prints it (with --json: its \"text\")").nativeOnly,
            .flag("monospace", "Show the text in a monospace font", \TextViewerOptions.monospace).nativeOnly,
            .string("font", "A Pango font description (\"Serif 12\")", argument: "FONT", \TextViewerOptions.font)
                .zenity("Set the text font", argument: "TEXT"),
            .string(
                "checkbox", "A check box that must be ticked before OK works", argument: "TEXT",
                \TextViewerOptions.checkbox
            )
            .zenity("Enable an I read and agree checkbox").ignoredElsewhereByZenity,
            .flag("html", "Enable HTML support (needs WebKit: refused)", \TextViewerOptions.html).zenityOnly,
            .flag("no-interaction", "Do not enable user interaction with the WebView (ignored)").zenityOnly
                .ignoredElsewhereByZenity,
            .string(
                "url", "Set an URL instead of a file (needs WebKit: refused)", argument: "URL", \TextViewerOptions.url
            )
            .zenityOnly.ignoredElsewhereByZenity,
            .flag("auto-scroll", "Follow the end of the text as it arrives", \TextViewerOptions.autoScroll)
                .zenity("Auto scroll the text to the end").ignoredElsewhereByZenity,
            SharedOptions.noWrap("Do not wrap long lines").nativeOnly,
        ]
    }
}
