/// A dialog to open files, save one, or choose a folder: the desktop's own chooser.
///
/// ```swift
/// let chooser = FileChooser(title: "Export", action: .save, filters: [FileFilter("PDF", patterns: ["*.pdf"])])
/// chooser.suggestedName = "Report"          // saved as "Report.pdf" when the user types no extension
/// chooser.show { response in
///     if case .chosen(let selection) = response { export(to: selection.path) }
/// }
/// ```
/// Built on `GtkFileChooserNative`: inside Flatpak or Snap it goes through the desktop
/// portal, elsewhere GTK shows its own file chooser dialog. Every ending — Open or Save,
/// Cancel, Escape, the timeout, ``dismiss()``, `Dialogs.quit()` — reaches the handler
/// exactly once.
@MainActor
public final class FileChooser {
    /// What the chooser picks.
    public enum Action: Equatable, Sendable {
        /// One existing file.
        case open
        /// One or more existing files.
        case openMultiple
        /// A file name to save to (it need not exist).
        case save
        /// One existing folder.
        case selectFolder
    }

    /// The window's title.
    public var title: String
    /// What the chooser picks.
    public var action: Action
    /// The filters offered, the first one selected; none shows every file.
    public var filters: [FileFilter]
    /// Saving: the name the name field starts with.
    public var suggestedName: String?
    /// The folder the chooser starts in.
    public var folder: String?
    /// Opening: a file selected when the chooser appears (its folder is shown).
    public var selectedPath: String?
    /// Saving: asks before replacing a file that exists.
    public var confirmsOverwrite = true
    /// The accept button's label; nil for GTK's translated Open, Save or Select.
    public var acceptTitle: String?
    /// The cancel button's label; nil for GTK's translated Cancel.
    public var cancelTitle: String?

    private var presented = PresentedSessions()

    /// Describes a chooser; nothing is shown until `show` or `response`.
    ///
    /// ```swift
    /// let chooser = FileChooser(title: "Open Photos", action: .openMultiple,
    ///                           filters: [FileFilter("Images", mimeTypes: ["image/*"])])
    /// ```
    public init(title: String, action: Action = .open, filters: [FileFilter] = []) {
        self.title = title
        self.action = action
        self.filters = filters
    }

    /// Shows the chooser; `handler` runs once when it ends.
    ///
    /// ```swift
    /// FileChooser(title: "Open").show { print($0.paths) }
    /// ```
    public func show(
        parent: ParentWindow? = nil, timeout: Duration? = nil,
        handler: @escaping @MainActor (FileChooserResponse) -> Void
    ) {
        _ = present(parent: parent, timeout: timeout, handler: handler)
    }

    /// Shows the chooser and returns how it ended; cancelling the awaiting task dismisses it.
    ///
    /// ```swift
    /// if case .chosen(let selection) = await FileChooser(title: "Open").response() { load(selection.path) }
    /// ```
    public func response(parent: ParentWindow? = nil, timeout: Duration? = nil) async -> FileChooserResponse {
        await AsyncAnswer.await { handler in present(parent: parent, timeout: timeout, handler: handler) }
    }

    /// Ends every chooser this object is showing (``FileChooserResponse/dismissed``).
    ///
    /// ```swift
    /// chooser.dismiss()
    /// ```
    public func dismiss() {
        presented.dismissAll()
    }

    private func present(
        parent: ParentWindow?, timeout: Duration?, handler: @escaping @MainActor (FileChooserResponse) -> Void
    ) -> (any Dismissible)? {
        let description = resolved()
        return DialogPresenter.present(
            presented: &presented,
            request: { .fileChooser(FileChooserRequest(description, timeout: timeout, handler: handler)) },
            window: { FileChooserWindow.present(description, parent: parent, timeout: timeout, onEnd: handler) },
            unavailable: { handler(.dismissed) })
    }

    func resolved() -> FileChooserDescription {
        FileChooserDescription(
            title: title, action: action, filters: filters, suggestedName: suggestedName, folder: folder,
            selectedPath: selectedPath, confirmsOverwrite: confirmsOverwrite,
            acceptLabel: acceptTitle.map(ButtonLabel.literal) ?? action.defaultAcceptLabel,
            cancelLabel: ButtonLabel(cancelTitle, fallback: .cancel))
    }
}

extension FileChooser {
    /// Asks for one file to open; nil unless the user chose one.
    ///
    /// ```swift
    /// if let path = await FileChooser.openFile(title: "Open Log", filters: [FileFilter("Logs", patterns: ["*.log"])]) { tail(path) }
    /// ```
    public static func openFile(title: String, filters: [FileFilter] = [], parent: ParentWindow? = nil) async
        -> String?
    {
        await FileChooser(title: title, action: .open, filters: filters).response(parent: parent).paths.first
    }

    /// Asks where to save, starting with `suggestedName`; nil unless the user chose a path.
    ///
    /// ```swift
    /// if let path = await FileChooser.saveFile(title: "Save As", suggestedName: "notes.txt") { write(to: path) }
    /// ```
    public static func saveFile(
        title: String, suggestedName: String? = nil, filters: [FileFilter] = [], parent: ParentWindow? = nil
    ) async -> String? {
        let chooser = FileChooser(title: title, action: .save, filters: filters)
        chooser.suggestedName = suggestedName
        return await chooser.response(parent: parent).paths.first
    }
}
