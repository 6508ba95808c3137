/// A ``FileChooser`` shown to a scripted user: what a person sees, and the answers
/// they could give it.
///
/// ```swift
/// if let chooser = request as? FileChooserRequest { try chooser.pick(["/home/ada/notes.txt"]) }
/// ```
package final class FileChooserRequest: ScriptedRequest<FileChooserDescription>, ScriptedDialog {
    package nonisolated static let kind = "file chooser"
    package var message: String? { nil }
    /// What the chooser picks.
    package var action: FileChooser.Action { description.action }
    /// The filters offered, the first one selected at first.
    package var filters: [FileFilter] { description.filters }
    /// Saving: the name the name field starts with.
    package var suggestedName: String? { description.suggestedName }
    /// The folder the chooser starts in.
    package var folder: String? { description.folder }
    /// The buttons' labels: Cancel, then Open, Save or Select.
    package var buttons: [String] {
        shownLabels([(description.cancelLabel, ResponseID.cancel), (description.acceptLabel, ResponseID.accept)])
    }
    package var fields: [ScriptedField] {
        [
            ScriptedField(
                key: "filter", label: "Filter", value: filters.first?.name ?? "", offered: filters.map(\.name))
        ]
    }

    /// Picks `paths` (with the filter named `filter` selected, else the first) and accepts;
    /// refused for several paths when the chooser takes one, for a relative path or an
    /// unknown filter.
    package func pick(_ paths: [String], filter: String? = nil) throws(ScriptedRefusal) {
        guard !paths.isEmpty else { throw ScriptedRefusal("cannot accept no file: its Open button needs a choice") }
        if paths.count > 1, !description.takesSeveral {
            throw ScriptedRefusal("takes one path, not \(paths.count)")
        }
        if let relative = paths.first(where: { !$0.hasPrefix("/") }) {
            throw ScriptedRefusal("answers with absolute paths, not \"\(relative)\"")
        }
        var filterIndex: Int? = description.filters.isEmpty ? nil : 0
        if let filter {
            guard let index = description.filters.firstIndex(where: { $0.name == filter }) else {
                throw ScriptedRefusal("has no filter \"\(filter)\"")
            }
            filterIndex = index
        }
        state = FileChoice(paths: paths, filter: filterIndex)
        try press(ResponseID.accept)
    }

    /// Clicks Cancel by its label; the accept button needs paths (``pick(_:filter:)``).
    package func choose(_ label: String) throws(ScriptedRefusal) {
        if label == description.cancelLabel.displayText { return try press(ResponseID.cancel) }
        if label == description.acceptLabel.displayText {
            throw ScriptedRefusal("needs a file before \"\(label)\": pick one")
        }
        throw ScriptedRefusal("has no button \"\(label)\"")
    }
}
