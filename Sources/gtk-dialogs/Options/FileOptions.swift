/// A file chooser: zenity's `--file-selection`.
struct FileOptions {
    var filename: String?
    var multiple = false
    var directory = false
    var save = false
    /// `--separator`, declared with the forms options (GOption takes each name once).
    var separator: String?
    var filters: [String] = []
}

extension FileOptions {
    /// zenity's "File selection options" (`--help-file-selection`).
    static var zenityGroup: OptionGroup {
        OptionGroup(
            name: "file-selection", title: "File selection options", help: "Show file selection options",
            options: [
                .string("filename", "Set the filename", argument: "FILENAME", \.file.filename),
                .flag("multiple", "Allow multiple files to be selected", \.file.multiple),
                .flag("directory", "Activate directory-only selection", \.file.directory),
                .flag("save", "Activate save mode", \.file.save),
                .flag("confirm-overwrite", "Confirm file selection if filename already exists"),
                .strings(
                    "file-filter", "Set a filename filter", argument: "NAME | PATTERN1 PATTERN2 ...", \.file.filters),
            ])
    }

    /// Native `file`'s options.
    static var nativeOptions: [Option] {
        CommonOptions.nativeButtonOptions(
            okHelp: "The accept button's label (default Open, Save or Select)", extraButtons: false) + [
                .string(
                    "filename",
                    "The file selected at the start (saving: the suggested name; ending in /: the folder); else the current folder",
                    argument: "FILENAME", \.file.filename),
                .flag("multiple", "Let several files be chosen", \.file.multiple),
                .flag("directory", "Choose a folder", \.file.directory),
                .flag("save", "Choose a name to save to (asks before replacing a file)", \.file.save),
                .strings(
                    "file-filter", "A filter: NAME | PATTERN1 PATTERN2 (repeat; the first is selected)",
                    argument: "NAME | PATTERN1 PATTERN2 ...", \.file.filters),
            ]
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
