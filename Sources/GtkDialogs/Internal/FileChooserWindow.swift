import CGtk
import CGtkBridge

/// The `GtkFileChooserNative` behind `FileChooser`, and its session: ends exactly once.
///
/// A native dialog is a GObject, not a widget: nothing destroys it for us. This object
/// holds the one reference made by `gtk_file_chooser_native_new`; every ending hides and
/// destroys the dialog, then drops that reference, which finalizes it and releases the box
/// of its `response` handler (the box holds this object, so it lives until then).
@MainActor
final class FileChooserWindow: Dismissible {
    private var native: OpaquePointer?
    private let description: FileChooserDescription
    private var onEnd: (@MainActor (FileChooserResponse) -> Void)?
    private var filterObjects: [OpaquePointer] = []
    private var timeoutSource: guint = 0

    private static var openChoosers: [Weak] = []

    /// Choosers on screen now, oldest first.
    static var open: [FileChooserWindow] { openChoosers.compactMap(\.chooser) }

    /// Shows the chooser; `onEnd` receives the answer once it is gone.
    static func present(
        _ description: FileChooserDescription, parent: ParentWindow?, timeout: Duration?,
        onEnd: @escaping @MainActor (FileChooserResponse) -> Void
    ) -> FileChooserWindow {
        let chooser = FileChooserWindow(description, parent: parent, onEnd: onEnd)
        chooser.show(timeout: timeout)
        return chooser
    }

    private init(
        _ description: FileChooserDescription, parent: ParentWindow?,
        onEnd: @escaping @MainActor (FileChooserResponse) -> Void
    ) {
        self.description = description
        self.onEnd = onEnd
        let parentWindow = NativeParent.window(parent)
        let native = CStrings.with(description.title) { title in
            CStrings.with(description.acceptLabel.mnemonicText) { accept in
                CStrings.with(description.cancelLabel.mnemonicText) { cancel in
                    gtk_file_chooser_native_new(title, parentWindow, description.action.gtkAction, accept, cancel)!
                }
            }
        }
        self.native = native
        let chooser = gd_file_chooser(UnsafeMutableRawPointer(native))
        gtk_file_chooser_set_select_multiple(chooser, description.takesSeveral ? 1 : 0)
        gtk_file_chooser_set_local_only(chooser, 1)
        if description.action == .save {
            gtk_file_chooser_set_do_overwrite_confirmation(chooser, description.confirmsOverwrite ? 1 : 0)
        }
        if let folder = description.folder {
            CStrings.with(folder) { _ = gtk_file_chooser_set_current_folder(chooser, $0) }
        }
        if let path = description.selectedPath {
            CStrings.with(path) { _ = gtk_file_chooser_set_filename(chooser, $0) }
        }
        if let name = description.suggestedName, description.action == .save {
            CStrings.with(name) { gtk_file_chooser_set_current_name(chooser, $0) }
        }
        for filter in description.filters {
            let object = gtk_file_filter_new()!
            CStrings.with(filter.name) { gtk_file_filter_set_name(object, $0) }
            for pattern in filter.patterns { CStrings.with(pattern) { gtk_file_filter_add_pattern(object, $0) } }
            for type in filter.mimeTypes { CStrings.with(type) { gtk_file_filter_add_mime_type(object, $0) } }
            gtk_file_chooser_add_filter(chooser, object)  // takes the floating reference
            filterObjects.append(object)
        }
        if parentWindow != nil { gtk_native_dialog_set_modal(gd_native_dialog(UnsafeMutableRawPointer(native)), 1) }
        Signals.onNativeResponse(gd_native_dialog(UnsafeMutableRawPointer(native))) { [self] id in
            switch id {
            case GTK_RESPONSE_ACCEPT.rawValue: finish(.response(ResponseID.accept))
            case GTK_RESPONSE_CANCEL.rawValue: finish(.response(ResponseID.cancel))
            default: finish(.closed)
            }
        }
    }

    private func show(timeout: Duration?) {
        guard let native else { return }
        if let timeout {
            timeoutSource = Signals.every(milliseconds: DialogSession.milliseconds(timeout)) { [self] in
                timeoutSource = 0
                finish(.timedOut)
                return false
            }
        }
        Self.openChoosers.append(Weak(self))
        gtk_native_dialog_show(gd_native_dialog(UnsafeMutableRawPointer(native)))
        ChooserFieldNames.apply(to: native)
    }

    func dismiss() {
        finish(.dismissed)
    }

    /// The single exit: reads the answer, destroys the dialog, then delivers.
    func finish(_ ending: DialogEnding) {
        guard let native, let onEnd else { return }
        self.native = nil
        self.onEnd = nil
        if timeoutSource != 0 { g_source_remove(timeoutSource) }
        timeoutSource = 0
        Self.openChoosers.removeAll { $0.chooser == nil || $0.chooser === self }
        let chosen = ending == .response(ResponseID.accept) ? selection(of: native) : nil
        let response = description.response(for: ending, chosen: chosen)
        filterObjects = []
        gtk_native_dialog_destroy(gd_native_dialog(UnsafeMutableRawPointer(native)))
        g_object_unref(UnsafeMutableRawPointer(native))  // finalizes it, and releases the response handler's box
        onEnd(response)
    }

    private func selection(of native: OpaquePointer) -> (paths: [String], filter: Int?) {
        let chooser = gd_file_chooser(UnsafeMutableRawPointer(native))
        var paths: [String] = []
        let list = gtk_file_chooser_get_filenames(chooser)
        var node = list
        while let current = node {
            paths.append(CStrings.takeOwnership(current.pointee.data?.assumingMemoryBound(to: gchar.self)))
            node = current.pointee.next
        }
        g_slist_free(list)
        let selected = gtk_file_chooser_get_filter(chooser)
        return (paths, filterObjects.firstIndex { $0 == selected })
    }
}

private struct Weak {
    weak var chooser: FileChooserWindow?
    init(_ chooser: FileChooserWindow) { self.chooser = chooser }
}

extension FileChooser.Action {
    fileprivate var gtkAction: GtkFileChooserAction {
        switch self {
        case .open, .openMultiple: GTK_FILE_CHOOSER_ACTION_OPEN
        case .save: GTK_FILE_CHOOSER_ACTION_SAVE
        case .selectFolder: GTK_FILE_CHOOSER_ACTION_SELECT_FOLDER
        }
    }
}
