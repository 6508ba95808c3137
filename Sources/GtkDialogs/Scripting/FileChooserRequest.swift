/// A ``FileChooser`` shown to a ``DialogResponder``: what a person sees, and the answers
/// they could give it.
///
/// ```swift
/// if case .fileChooser(let chooser) = request { try chooser.pick(["/tmp/notes.txt"]) }
/// ```
@_spi(DialogsTesting)
public final class FileChooserRequest: ScriptedAnswer<FileChooserResponse>, ScriptedDialog {
    let description: FileChooserDescription

    init(
        _ description: FileChooserDescription, timeout: Duration?,
        handler: @escaping @MainActor (FileChooserResponse) -> Void
    ) {
        self.description = description
        super.init(timeout: timeout, endings: { description.response(for: $0) }, handler: handler)
    }

    /// The title: the window's name.
    public var title: String { description.title }
    /// What the chooser picks.
    public var action: FileChooser.Action { description.action }
    /// The filters offered, the first one selected at first.
    public var filters: [FileFilter] { description.filters }
    /// Saving: the name the name field starts with.
    public var suggestedName: String? { description.suggestedName }
    /// The folder the chooser starts in.
    public var folder: String? { description.folder }
    /// The buttons' labels: Cancel, then Open, Save or Select.
    public var buttons: [String] { [description.cancelLabel.displayText, description.acceptLabel.displayText] }

    /// Picks `paths` (with the filter named `filter` selected, else the first) and accepts;
    /// refused for several paths when the chooser takes one, for a relative path or an
    /// unknown filter.
    public func pick(_ paths: [String], filter: String? = nil) throws(ScriptedRefusal) {
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
        respond(description.response(for: .response(ResponseID.accept), chosen: (paths, filterIndex)))
    }

    /// Clicks Cancel.
    public func cancel() throws(ScriptedRefusal) {
        press(ResponseID.cancel)
    }

    /// Clicks Cancel by its label; the accept button needs paths (``pick(_:filter:)``).
    public func choose(_ label: String) throws(ScriptedRefusal) {
        if label == description.cancelLabel.displayText { return press(ResponseID.cancel) }
        if label == description.acceptLabel.displayText {
            throw ScriptedRefusal("needs a file before \"\(label)\": pick one")
        }
        throw ScriptedRefusal("has no button \"\(label)\"")
    }
}
