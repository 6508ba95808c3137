import CGtk
import CGtkBridge
import DialogsGLib

/// The `GtkFileChooserNative` behind `FileChooser`, and its session: ends exactly once.
///
/// A native dialog is a GObject, not a widget: nothing destroys it for us. This object
/// holds the one reference made by `gtk_file_chooser_native_new`; every ending hides and
/// destroys the dialog, then drops that reference, which finalizes it and releases the box
/// of its `response` handler (the box holds this object, so it lives until then).
@MainActor
final class FileChooserPresenter: DialogPresenter, KindPresenter {
    typealias Description = FileChooserDescription

    private let session: DialogSession<FileChooserDescription>
    private var native: OpaquePointer?
    /// GTK's own chooser dialog behind `native` (none through a portal), held so that its being
    /// destroyed from outside leaves no dangling pointer in `native`.
    private var dialog: UnsafeMutablePointer<GtkWidget>?
    private var filterObjects: [OpaquePointer] = []
    private let timer = SessionTimer()

    /// Shows the chooser, through the desktop portal when the description's `portal` and the bus
    /// say so; it reports the chosen paths and the selected filter with its ending.
    static func present(_ session: DialogSession<FileChooserDescription>) {
        PortalFileChooserPresenter.present(
            session, parent: { NativeParent.portalParent(session.parent) }, otherwise: { presentOwn(session) })
    }

    /// GTK's own chooser (in a sandbox, GTK sends it to the portal itself).
    private static func presentOwn(_ session: DialogSession<FileChooserDescription>) {
        let chooser = FileChooserPresenter(session)
        chooser.timer.start(session.timeout) { [weak chooser] in chooser?.session.end(.timedOut) }
        if let native = chooser.native {
            gtk_native_dialog_show(gd_native_dialog(UnsafeMutableRawPointer(native)))
            chooser.watchDialog(of: native)
        }
    }

    private init(_ session: DialogSession<FileChooserDescription>) {
        self.session = session
        let description = session.description
        let parentWindow = NativeParent.window(session.parent)
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
        // The native dialog's signal box holds this object until the chooser is finalized.
        Signals.onResponse(UnsafeMutableRawPointer(native), responded)
        session.attach(self)
    }

    /// Names GTK's dialog's fields, and ends the session when something else destroys it (the
    /// native dialog would otherwise wait for its response for ever).
    private func watchDialog(of native: OpaquePointer) {
        guard let dialog = ChooserFieldNames.dialog(of: native) else { return }
        if let handle = session.parent?.handle, let window = gtk_widget_get_toplevel(dialog) {
            ForeignParent.adopt(handle, by: window)
        }
        ChooserFieldNames.apply(to: dialog)
        self.dialog = dialog
        g_object_ref(dialog)
        _ = Signals.on(dialog, "destroy") { [weak self] in
            guard let self, self.native != nil else { return }  // taken down by its own ending
            session.end(.destroyed, state: session.description.initialState)
        }
    }

    /// The native dialog's `response`: the chooser's answer, with the paths chosen.
    private func responded(_ id: Int32) {
        let ending: DialogEnding =
            switch id {
            case GTK_RESPONSE_ACCEPT.rawValue: .response(ResponseID.accept)
            case GTK_RESPONSE_CANCEL.rawValue: .response(ResponseID.cancel)
            default: .closed
            }
        session.end(ending, state: state)
    }

    /// The paths chosen now and the filter selected, while the chooser is up.
    var state: FileChoice {
        guard let native else { return session.description.initialState }
        return selection(of: native)
    }

    /// A native chooser takes a new title and labels; its buttons' sensitivity is GTK's (or the
    /// portal's) to decide.
    func update(_ update: DialogUpdate) {
        guard let native else { return }
        let dialog = UnsafeMutableRawPointer(native)
        switch update {
        case .title(let title): CStrings.with(title) { gtk_native_dialog_set_title(gd_native_dialog(dialog), $0) }
        case .buttonLabel(ResponseID.accept, let label):
            CStrings.with(label.mnemonicText) { gtk_file_chooser_native_set_accept_label(native, $0) }
        case .buttonLabel(ResponseID.cancel, let label):
            CStrings.with(label.mnemonicText) { gtk_file_chooser_native_set_cancel_label(native, $0) }
        case .message, .buttonLabel, .buttonEnabled: break
        }
    }

    func takeDown() {
        timer.stop()
        guard let native else { return }
        self.native = nil
        filterObjects = []
        gtk_native_dialog_destroy(gd_native_dialog(UnsafeMutableRawPointer(native)))
        g_object_unref(UnsafeMutableRawPointer(native))  // finalizes it, and releases the response handler's box
        if let dialog {
            self.dialog = nil
            g_object_unref(dialog)  // destroyed by now, by the native dialog or from outside
        }
    }

    private func selection(of native: OpaquePointer) -> FileChoice {
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
        return FileChoice(paths: paths, filter: filterObjects.firstIndex { $0 == selected })
    }
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
