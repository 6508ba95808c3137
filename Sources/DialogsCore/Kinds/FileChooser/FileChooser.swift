/// A dialog to open files, save one, or choose a folder: the desktop's own chooser.
///
/// ```swift
/// let chooser = FileChooser(title: "Export", action: .save, filters: [FileFilter("PDF", patterns: ["*.pdf"])])
/// chooser.suggestedName = "Report"          // saved as "Report.pdf" when the user types no extension
/// chooser.show { response in
///     if case .chosen(let selection) = response { export(to: selection.path) }
/// }
/// ```
/// Built on `GtkFileChooserNative`, or on the desktop portal's file chooser (KDE's, Xfce's, a tiling
/// desktop's own picker) when ``portal`` says so. Every ending — Open or Save,
/// Cancel, Escape, the timeout, ``Dialog/dismiss()``, `Dialogs.quit()` — reaches the handler
/// exactly once.
@MainActor
public final class FileChooser: Dialog<FileChooserResponse> {
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
    public var title: String {
        didSet { titleChanged(title) }
    }
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
    /// Saving: asks before replacing a file that exists. Through the portal the picker always asks:
    /// its `SaveFile` has no option to turn that off.
    public var confirmsOverwrite = true
    /// Whether the desktop portal's picker (`org.freedesktop.portal.FileChooser`) shows the chooser
    /// instead of GTK's: ``Portal/automatic`` unless set.
    ///
    /// ```swift
    /// let chooser = FileChooser(title: "Import")
    /// chooser.portal = .always      // the desktop's own picker, GTK's chooser only without a portal
    /// ```
    public var portal: Portal = .automatic
    /// The accept button's label; nil for GTK's translated Open, Save or Select.
    public var acceptTitle: String? {
        didSet { updateShown(.buttonLabel(ResponseID.accept, acceptLabel)) }
    }
    /// The cancel button's label; nil for GTK's translated Cancel.
    public var cancelTitle: String? {
        didSet { buttonTitleChanged(cancelTitle, fallback: .cancel, of: .cancel) }
    }
    /// The key the chosen folder and file are remembered under (``RememberedAnswers``): the chooser
    /// starts in the folder chosen in last time under this key (if it is still there) instead of
    /// ``folder``, with the file chosen then selected (opening, if it is still there) or its name
    /// suggested (saving). Choosing a folder selects the folder chosen last time.
    ///
    /// ```swift
    /// let export = FileChooser(title: "Export", action: .save)
    /// export.suggestedName = "Report.pdf"
    /// export.remembersAnswerAs = "export"      // next time: the last folder, and the name saved as
    /// ```
    public var remembersAnswerAs: AnswerKey?

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
        super.init()
    }

    override package func presentation() -> Presentation<FileChooserResponse> {
        var description = resolved()
        let memory = AnswerMemory(remembersAnswerAs, kind: "file chooser", title: title)
        if let kept = memory.kept { description.start(from: kept) }
        return Presentation(description, request: FileChooserRequest.init) { [description] ending, chosen in
            let response = description.selection(chosen)
            if ending.accepts, case .chosen(let selection) = response, let path = selection.paths.first {
                memory.keep(
                    .object(["folder": .string(FileChooserDescription.folder(of: path)), "file": .string(path)]))
            }
            return ending.response(accepted: response, timedOut: .timedOut)
        }
    }

    /// The labels of accept and Cancel without a title: GTK's (nil: the action's), or zenity's words.
    package var fallbackLabels: (accept: ButtonLabel?, cancel: ButtonLabel) = (nil, .cancel)

    private var acceptLabel: ButtonLabel {
        acceptTitle.map(ButtonLabel.literal) ?? fallbackLabels.accept ?? action.defaultAcceptLabel
    }

    func resolved() -> FileChooserDescription {
        FileChooserDescription(
            title: title, action: action, filters: filters, suggestedName: suggestedName, folder: folder,
            selectedPath: selectedPath, confirmsOverwrite: confirmsOverwrite, portal: portal,
            acceptLabel: acceptLabel,
            cancelLabel: ButtonLabel(cancelTitle, fallback: fallbackLabels.cancel))
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

extension FileChooserResponse: AcceptOrCancelResponse {}
