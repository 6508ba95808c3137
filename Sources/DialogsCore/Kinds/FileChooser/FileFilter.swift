/// A filter a file chooser offers: files whose name matches a pattern, or whose type is a MIME type.
///
/// ```swift
/// let images = FileFilter("Images", patterns: ["*.png", "*.jpg"], mimeTypes: ["image/webp"])
/// ```
public struct FileFilter: Equatable, Sendable {
    /// The name shown in the chooser's filter list.
    public var name: String
    /// Shell-style name patterns (`*.txt`, `report-??.csv`), as GTK's `gtk_file_filter_add_pattern` reads them.
    public var patterns: [String]
    /// MIME types (`text/plain`, `image/*`).
    public var mimeTypes: [String]

    /// A filter named `name`; a file matches when any pattern or MIME type does.
    ///
    /// ```swift
    /// let text = FileFilter("Text", patterns: ["*.txt"])
    /// ```
    public init(_ name: String, patterns: [String] = [], mimeTypes: [String] = []) {
        self.name = name
        self.patterns = patterns
        self.mimeTypes = mimeTypes
    }

    /// The extension a saved name gets when the user typed none: from the first pattern
    /// of the form `*.ext` (no wildcard in `ext`), if any.
    ///
    /// ```swift
    /// FileFilter("Text", patterns: ["*.txt"]).suggestedExtension   // "txt"
    /// ```
    public var suggestedExtension: String? {
        for pattern in patterns where pattern.hasPrefix("*.") {
            let suffix = pattern.dropFirst(2)
            if !suffix.isEmpty, !suffix.contains(where: { "*?[]/".contains($0) }) { return String(suffix) }
        }
        return nil
    }
}

/// What the user chose in a ``FileChooser``: the paths, and the filter shown when they chose.
///
/// ```swift
/// if case .chosen(let selection) = response { open(selection.paths, as: selection.filter?.name) }
/// ```
public struct FileSelection: Equatable, Sendable {
    /// Absolute paths, in the order the chooser gave them; one unless the chooser picks several.
    public let paths: [String]
    /// The filter selected when the user accepted, if the chooser offered filters.
    public let filter: FileFilter?

    /// The first (usually the only) path.
    ///
    /// ```swift
    /// let path = selection.path
    /// ```
    public var path: String { paths.first ?? "" }

    /// A selection of `paths`, with the filter selected then.
    ///
    /// ```swift
    /// let selection = FileSelection(paths: ["/tmp/a.txt"], filter: nil)
    /// ```
    public init(paths: [String], filter: FileFilter?) {
        self.paths = paths
        self.filter = filter
    }
}

/// How a file chooser ended.
///
/// ```swift
/// switch await chooser.response() {
/// case .chosen(let selection): load(selection.path)
/// case .cancelled, .closed, .timedOut, .dismissed: break
/// }
/// ```
public enum FileChooserResponse: Equatable, Sendable {
    /// Open, Save or Select with these paths (a saved path with the filter's extension added when none was typed).
    case chosen(FileSelection)
    /// The Cancel button.
    case cancelled
    /// Escape or the window's close button.
    case closed
    /// The `timeout` ran out.
    case timedOut
    /// Ended from code (`dismiss()`, `Dialogs.quit()`, the awaiting task cancelled).
    case dismissed

    /// The chosen paths; empty for every other ending.
    ///
    /// ```swift
    /// let paths = await chooser.response().paths
    /// ```
    public var paths: [String] {
        if case .chosen(let selection) = self { return selection.paths }
        return []
    }
}
