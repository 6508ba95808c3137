/// A file chooser resolved for showing: the one description its GTK chooser and its
/// scripted request are both built from. It holds no GTK type.
struct FileChooserDescription {
    var title: String
    var action: FileChooser.Action
    var filters: [FileFilter]
    var suggestedName: String?
    var folder: String?
    var selectedPath: String?
    var confirmsOverwrite: Bool
    var acceptLabel: ButtonLabel
    var cancelLabel: ButtonLabel

    /// The answer for an ending; `chosen` holds the paths and filter index read when it was accepted.
    func response(for ending: DialogEnding, chosen: (paths: [String], filter: Int?)? = nil) -> FileChooserResponse {
        switch ending {
        case .response(ResponseID.accept), .submitted(ResponseID.accept):
            guard let chosen, !chosen.paths.isEmpty else { return .cancelled }
            let filter = chosen.filter.flatMap { filters.indices.contains($0) ? filters[$0] : nil }
            return .chosen(FileSelection(paths: chosen.paths.map { completed($0, filter: filter) }, filter: filter))
        case .response(ResponseID.cancel): return .cancelled
        case .response, .submitted: return .closed
        case .timedOut: return .timedOut
        case .dismissed, .destroyed: return .dismissed
        }
    }

    /// A saved name keeps the selected filter's extension when the user typed none.
    func completed(_ path: String, filter: FileFilter?) -> String {
        guard action == .save, let suffix = filter?.suggestedExtension else { return path }
        let name = path.split(separator: "/").last ?? ""
        return name.contains(".") ? path : "\(path).\(suffix)"
    }

    /// How many paths the action takes: one, or one or more.
    var takesSeveral: Bool { action == .openMultiple }
}

extension FileChooser.Action {
    /// GTK's translated label for the accept button.
    var defaultAcceptLabel: ButtonLabel {
        switch self {
        case .open, .openMultiple: .gtk("_Open")
        case .save: .gtk("_Save")
        case .selectFolder: .gtk("_Select")
        }
    }
}
