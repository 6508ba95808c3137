/// A file chooser resolved for showing: the one description its GTK window and its scripted
/// request are both built from. It holds no GTK type.
package struct FileChooserDescription: DialogDescription {
    package var title: String
    package var action: FileChooser.Action
    package var filters: [FileFilter]
    package var suggestedName: String?
    package var folder: String?
    package var selectedPath: String?
    package var confirmsOverwrite: Bool
    package var portal: FileChooser.Portal
    package var acceptLabel: ButtonLabel
    package var cancelLabel: ButtonLabel

    /// The chooser reports the paths chosen and the filter selected (by index) with its ending.
    package var initialState: FileChoice { FileChoice(paths: [], filter: nil) }

    /// The answer to Open or Save: what was chosen, a save name completed with the filter's extension;
    /// an Open with nothing chosen is a cancel.
    func selection(_ chosen: FileChoice) -> FileChooserResponse {
        guard !chosen.paths.isEmpty else { return .cancelled }
        let filter = chosen.filter.flatMap { filters.indices.contains($0) ? filters[$0] : nil }
        return .chosen(FileSelection(paths: chosen.paths.map { completed($0, filter: filter) }, filter: filter))
    }

    /// A save name without an extension gets the selected filter's suggested one, as GTK shows it.
    package func completed(_ path: String, filter: FileFilter?) -> String {
        guard action == .save, let suffix = filter?.suggestedExtension else { return path }
        let name = path.split(separator: "/").last ?? ""
        return name.contains(".") ? path : "\(path).\(suffix)"
    }

    /// Whether several files can be chosen.
    package var takesSeveral: Bool { action == .openMultiple }

    /// Starts from a remembered choice (`folder` and `file`): in its folder if it is still one;
    /// opening, with its file selected if it is still there; saving, with its name suggested.
    mutating func start(from kept: StoredValue) {
        guard let file = kept["file"]?.string, file.hasPrefix("/") else { return }
        let folder = kept["folder"]?.string ?? Self.folder(of: file)
        if Platform.isFolder(folder) { self.folder = folder }
        switch action {
        case .save:
            let name = file.split(separator: "/").last.map(String.init) ?? ""
            if !name.isEmpty { suggestedName = name }
        case .open, .openMultiple, .selectFolder:
            if Platform.exists(file) { selectedPath = file }
        }
    }

    /// The folder `path` is in.
    package static func folder(of path: String) -> String {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false).dropLast()
        let folder = parts.joined(separator: "/")
        return folder.isEmpty ? "/" : folder
    }
}

/// What a file chooser reports with its ending: the chosen paths, and the selected filter's index.
package struct FileChoice: Equatable, Sendable {
    package var paths: [String]
    package var filter: Int?

    package init(paths: [String], filter: Int?) {
        self.paths = paths
        self.filter = filter
    }
}

extension FileChooser.Action {
    /// The toolkit's own label for the accept button.
    var defaultAcceptLabel: ButtonLabel {
        switch self {
        case .open, .openMultiple: .standard("_Open")
        case .save: .standard("_Save")
        case .selectFolder: .standard("_Select")
        }
    }
}
