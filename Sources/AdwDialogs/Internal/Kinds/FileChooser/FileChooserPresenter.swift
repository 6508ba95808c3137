import CAdw
import DialogsGLib

/// GTK 4's `GtkFileChooserNative` behind `FileChooser` (the portal when sandboxed), and its
/// session: ends exactly once.
///
/// A native dialog is a GObject, not a widget: this object holds the one reference made by
/// `gtk_file_chooser_native_new`; every ending destroys the dialog and drops that reference,
/// which finalizes it and releases the box of its `response` handler (the box holds this object).
@MainActor
final class FileChooserPresenter: DialogPresenter, KindPresenter {
    typealias Description = FileChooserDescription

    private let session: DialogSession<FileChooserDescription>
    private var native: OpaquePointer?
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
            gtk_native_dialog_show(ad_native_dialog(UnsafeMutableRawPointer(native)))
        }
    }

    private init(_ session: DialogSession<FileChooserDescription>) {
        self.session = session
        let description = session.description
        let parentWindow = NativeParent.window(session.parent)
        // GTK 4 keeps its chooser dialog to itself: it is the window that making the native one adds.
        let before = Set(Self.windows(in: gtk_window_get_toplevels()))
        let native = CStrings.with(description.title) { title in
            CStrings.with(description.acceptLabel.mnemonicText) { accept in
                CStrings.with(description.cancelLabel.mnemonicText) { cancel in
                    gtk_file_chooser_native_new(
                        title, parentWindow, Self.gtkAction(description.action), accept, cancel)!
                }
            }
        }
        self.native = native
        let dialog = Self.windows(in: gtk_window_get_toplevels()).first {
            !before.contains($0) && ad_is_file_chooser_dialog($0) != 0
        }
        let chooser = ad_file_chooser(UnsafeMutableRawPointer(native))
        gtk_file_chooser_set_select_multiple(chooser, description.takesSeveral ? 1 : 0)
        // GTK 4 always asks before a save replaces a file: `confirmsOverwrite` cannot turn it off.
        if let folder = description.folder {
            Self.withFile(folder) { _ = gtk_file_chooser_set_current_folder(chooser, $0, nil) }
        }
        if let path = description.selectedPath {
            Self.withFile(path) { _ = gtk_file_chooser_set_file(chooser, $0, nil) }
        }
        if let name = description.suggestedName, description.action == .save {
            CStrings.with(name) { gtk_file_chooser_set_current_name(chooser, $0) }
        }
        for filter in description.filters {
            let object = gtk_file_filter_new()!
            CStrings.with(filter.name) { gtk_file_filter_set_name(object, $0) }
            for pattern in filter.patterns { CStrings.with(pattern) { gtk_file_filter_add_pattern(object, $0) } }
            for type in filter.mimeTypes { CStrings.with(type) { gtk_file_filter_add_mime_type(object, $0) } }
            gtk_file_chooser_add_filter(chooser, object)  // holds its own reference
            g_object_unref(UnsafeMutableRawPointer(object))
            filterObjects.append(object)
        }
        if parentWindow != nil { gtk_native_dialog_set_modal(ad_native_dialog(UnsafeMutableRawPointer(native)), 1) }
        // The native dialog's signal box holds this object until the chooser is finalized.
        Signals.onResponse(UnsafeMutableRawPointer(native), responded)
        session.attach(self)
        if let dialog { watch(dialog) }
        if let dialog, let handle = session.parent?.handle { ForeignParent.adopt(handle, by: dialog) }
    }

    private static func withFile(_ path: String, _ body: (OpaquePointer) -> Void) {
        guard let file = CStrings.with(path, { g_file_new_for_path($0) }) else { return }
        body(file)
        g_object_unref(UnsafeMutableRawPointer(file))
    }

    private static func windows(in toplevels: OpaquePointer?) -> [UnsafeMutablePointer<GtkWidget>] {
        guard let toplevels else { return [] }
        return (0..<g_list_model_get_n_items(toplevels)).compactMap { index in
            guard let window = g_list_model_get_item(toplevels, index) else { return nil }
            g_object_unref(window)  // the list holds it
            return ad_widget(window)
        }
    }

    /// Ends the session when something else destroys GTK's dialog (the native dialog would
    /// otherwise wait for its response for ever). The native dialog holds a reference, so GTK 4
    /// emits no `destroy`: a destroyed window leaves the list of toplevels.
    private func watch(_ dialog: UnsafeMutablePointer<GtkWidget>) {
        guard let toplevels = gtk_window_get_toplevels() else { return }
        let list = UnsafeMutableRawPointer(toplevels)
        let handler = Signals.onItemsChanged(list) { [weak self] in
            guard let self, native != nil, !Self.windows(in: toplevels).contains(dialog) else { return }
            session.end(.destroyed, state: session.description.initialState)
        }
        stopWatching = { g_signal_handler_disconnect(list, handler) }  // releases the handler's box
    }

    private var stopWatching: (() -> Void)?

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
        let chooser = ad_file_chooser(UnsafeMutableRawPointer(native))
        var paths: [String] = []
        if let files = gtk_file_chooser_get_files(chooser) {
            for index in 0..<g_list_model_get_n_items(files) {
                let file = OpaquePointer(g_list_model_get_item(files, index))
                if let path = g_file_get_path(file) { paths.append(CStrings.takeOwnership(path)) }
                g_object_unref(UnsafeMutableRawPointer(file))
            }
            g_object_unref(UnsafeMutableRawPointer(files))
        }
        let selected = gtk_file_chooser_get_filter(chooser)  // transfer none, as on GTK 3: not unreffed
        return FileChoice(paths: paths, filter: filterObjects.firstIndex { $0 == selected })
    }

    /// A native chooser takes a new title and labels; its buttons' sensitivity is GTK's (or the
    /// portal's) to decide.
    func update(_ update: DialogUpdate) {
        guard let native else { return }
        let dialog = UnsafeMutableRawPointer(native)
        switch update {
        case .title(let title): CStrings.with(title) { gtk_native_dialog_set_title(ad_native_dialog(dialog), $0) }
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
        gtk_native_dialog_destroy(ad_native_dialog(UnsafeMutableRawPointer(native)))
        g_object_unref(UnsafeMutableRawPointer(native))  // finalizes it, and releases the response handler's box
        filterObjects = []
        stopWatching?()
        stopWatching = nil
    }

    private static func gtkAction(_ action: FileChooser.Action) -> GtkFileChooserAction {
        switch action {
        case .open, .openMultiple: GTK_FILE_CHOOSER_ACTION_OPEN
        case .save: GTK_FILE_CHOOSER_ACTION_SAVE
        case .selectFolder: GTK_FILE_CHOOSER_ACTION_SELECT_FOLDER
        }
    }
}
