import DialogsCore

/// A file chooser: zenity's `--file-selection`, native `file`. `--filename` and `--multiple` are
/// shared options (the text viewer and the list take them too).
struct FileChooserOptions: OptionValues {
    var directory = false
    var save = false
    var filters: [String] = []
    var portal = false
    var noPortal = false
}

extension FileChooserOptions {
    static let zenityGroups = [
        OptionGroup.Heading(
            name: "file-selection", title: "File selection options", help: "Show file selection options")
    ]

    static var declarations: [Option] {
        CommonOptions.nativeButtonLabels("The accept button's label (default Open, Save or Select)") + [
            SharedOptions.filename(
                "The file selected at the start (saving: the suggested name; ending in /: the folder); else the current folder"
            ).zenity("Set the filename"),
            SharedOptions.multiple("Let several files be chosen").zenity("Allow multiple files to be selected"),
            .flag("directory", "Choose a folder", \FileChooserOptions.directory).zenity(
                "Activate directory-only selection"),
            .flag("save", "Choose a name to save to (asks before replacing a file)", \FileChooserOptions.save)
                .zenity("Activate save mode"),
            .flag("confirm-overwrite", "Confirm file selection if filename already exists").zenityOnly
                .ignoredElsewhereByZenity,
            .strings(
                "file-filter", "A filter: NAME | PATTERN1 PATTERN2 (repeat; the first is selected)",
                argument: "NAME | PATTERN1 PATTERN2 ...", \FileChooserOptions.filters
            ).zenity("Set a filename filter"),
            .flag(
                "portal", "Show the desktop portal's file chooser when a portal runs (GTK_DIALOGS_PORTAL=always)",
                \FileChooserOptions.portal),
            .flag(
                "no-portal", "Show GTK's file chooser, never the portal's (GTK_DIALOGS_PORTAL=never)",
                \FileChooserOptions.noPortal),
        ]
            + RememberOptions.remember(
                "Start from the folder and file chosen last time under KEY, and remember this answer")
    }

    /// The environment variable that says whether the chooser goes through the desktop portal when
    /// neither `--portal` nor `--no-portal` is given: `always`, `never` or `auto` (the default).
    static let portalVariable = "GTK_DIALOGS_PORTAL"

    /// `--portal`, `--no-portal`, else `GTK_DIALOGS_PORTAL`; refused: both flags, or another word in
    /// the variable.
    func portalChoice() throws(UsageError) -> FileChooser.Portal {
        if portal && noPortal {
            throw UsageError(message: TextDomain.tool("--portal and --no-portal cannot both be given"))
        }
        if portal { return .always }
        if noPortal { return .never }
        switch ThisProcess.environment(Self.portalVariable) {
        case nil, "", "auto": return .automatic
        case "always": return .always
        case "never": return .never
        case let other?:
            throw UsageError(
                message: TextDomain.tool.format(
                    "%s=\"%s\": give always, never or auto", Self.portalVariable, other),
                pointsToHelp: false)
        }
    }

    /// `NAME | PATTERN1 PATTERN2`: zenity's filter; without `|` the patterns name the filter.
    static func filter(_ value: String) -> (name: String, patterns: [String]) {
        let parts = value.split(separator: "|", maxSplits: 1, omittingEmptySubsequences: false)
        let patternText = parts.count == 2 ? parts[1] : parts[0]
        let patterns = patternText.split(separator: " ").map(String.init)
        let name = parts.count == 2 ? parts[0].trimmingSpaces : value
        return (name, patterns)
    }
}

extension Substring {
    fileprivate var trimmingSpaces: String {
        String(drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed())
    }
}
