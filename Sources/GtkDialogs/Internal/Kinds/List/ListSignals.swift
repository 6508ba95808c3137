import CGtk
import CGtkBridge

// Signals only a list's tree view and cell renderers have, connected with a
// destroy notify that releases their closure box (as `Signals` does).

private let releaseListBox: GClosureNotify = { data, _ in
    guard let data else { return }
    Unmanaged<AnyObject>.fromOpaque(data).release()
}

private let rowActivatedTrampoline: GDRowActivatedHandler = { _, path, _, data in
    let box = CallbackBox<String, Void>.from(data)
    let pathText = CStrings.takeOwnership(gtk_tree_path_to_string(path))
    withExtendedLifetime(box) {
        MainActor.assumeIsolated { box.handler(pathText) }
    }
}

private let editedTrampoline: GDEditedHandler = { _, path, text, data in
    let box = CallbackBox<(String, String), Void>.from(data)
    let edit = (path.map { String(cString: $0) } ?? "", text.map { String(cString: $0) } ?? "")
    withExtendedLifetime(box) {
        MainActor.assumeIsolated { box.handler(edit) }
    }
}

private let toggledTrampoline: GDPathHandler = { _, path, data in
    let box = CallbackBox<String, Void>.from(data)
    let pathText = path.map { String(cString: $0) } ?? ""
    withExtendedLifetime(box) {
        MainActor.assumeIsolated { box.handler(pathText) }
    }
}

@MainActor
enum ListSignals {
    /// A check box or radio button cell clicked or activated: its row's path as a string.
    static func onToggled(
        _ renderer: UnsafeMutablePointer<GtkCellRenderer>, _ handler: @escaping @MainActor (String) -> Void
    ) {
        let box = CallbackBox<String, Void>(handler)
        gd_connect_path(renderer, "toggled", toggledTrampoline, box.retainedPointer(), releaseListBox)
    }

    /// Double-click, Return or (with single-click activation) a click on a row: its path as a string.
    static func onRowActivated(
        _ view: UnsafeMutablePointer<GtkTreeView>, _ handler: @escaping @MainActor (String) -> Void
    ) {
        let box = CallbackBox<String, Void>(handler)
        gd_connect_row_activated(view, rowActivatedTrampoline, box.retainedPointer(), releaseListBox)
    }

    /// A text cell edited: its row's path as a string, and the new text.
    static func onEdited(
        _ renderer: UnsafeMutablePointer<GtkCellRenderer>, _ handler: @escaping @MainActor (String, String) -> Void
    ) {
        let box = CallbackBox<(String, String), Void> { handler($0.0, $0.1) }
        gd_connect_edited(renderer, editedTrampoline, box.retainedPointer(), releaseListBox)
    }

}
