import CGtk
import DialogsGLib

// GTK 3's own signal signatures, connected through the GLib layer's one entry point
// (`Signals.connect`): key and pointer events, and a list's tree view and cell renderers.

private let keyPressTrampoline: @convention(c) (gpointer?, UnsafeMutablePointer<GdkEventKey>?, gpointer?) -> gboolean =
    {
        _, event, data in
        guard let event else { return 0 }
        let key = KeyPress(
            keyval: event.pointee.keyval, state: event.pointee.state, isModifier: event.pointee.is_modifier != 0)
        return CallbackBox<KeyPress, Bool>.call(data, with: key) ? 1 : 0
    }

private let eventTrampoline: @convention(c) (gpointer?, UnsafeMutablePointer<GdkEvent>?, gpointer?) -> gboolean = {
    _, event, data in
    guard let event else { return 0 }
    var pointer = PointerEvent()
    _ = gdk_event_get_coords(event, &pointer.x, &pointer.y)
    _ = gdk_event_get_button(event, &pointer.button)
    return CallbackBox<PointerEvent, Bool>.call(data, with: pointer) ? 1 : 0
}

/// `toggled` of a toggle cell renderer: the row's path as a string.
private let pathTrampoline: @convention(c) (gpointer?, UnsafePointer<gchar>?, gpointer?) -> Void = { _, path, data in
    CallbackBox<String, Void>.call(data, with: path.map { String(cString: $0) } ?? "")
}

private let rowActivatedTrampoline: @convention(c) (gpointer?, OpaquePointer?, gpointer?, gpointer?) -> Void = {
    _, path, _, data in
    CallbackBox<String, Void>.call(data, with: CStrings.takeOwnership(gtk_tree_path_to_string(path)))
}

private let editedTrampoline:
    @convention(c) (gpointer?, UnsafePointer<gchar>?, UnsafePointer<gchar>?, gpointer?) -> Void = {
        _, path, text, data in
        let edit = (path.map { String(cString: $0) } ?? "", text.map { String(cString: $0) } ?? "")
        CallbackBox<(String, String), Void>.call(data, with: edit)
    }

/// Where a pointer event happened (in the widget's window) and which button it was, if any.
struct PointerEvent {
    var x = 0.0
    var y = 0.0
    var button: guint = 0
}

/// What a `key-press-event` handler is told about the key.
struct KeyPress {
    var keyval: guint
    var state: guint
    /// Shift, Control, Alt… pressed on their own.
    var isModifier: Bool
}

extension Signals {
    /// Connects `handler` to `key-press-event`; it returns true to stop the key there
    /// (before the window's own handling, which delivers it to the focused widget).
    @discardableResult
    static func onKeyPress(
        _ widget: UnsafeMutablePointer<GtkWidget>, _ handler: @escaping @MainActor (KeyPress) -> Bool
    ) -> gulong {
        connect(widget, "key-press-event", through: keyPressTrampoline, handler)
    }

    /// Connects `handler` to a pointer event signal (`button-release-event`, `motion-notify-event`);
    /// it returns true to stop the event there.
    @discardableResult
    static func onPointer(
        _ widget: UnsafeMutablePointer<GtkWidget>, _ signal: String,
        _ handler: @escaping @MainActor (PointerEvent) -> Bool
    ) -> gulong {
        connect(widget, signal, through: eventTrampoline, handler)
    }

    /// A check box or radio button cell clicked or activated: its row's path as a string.
    static func onToggled(
        _ renderer: UnsafeMutablePointer<GtkCellRenderer>, _ handler: @escaping @MainActor (String) -> Void
    ) {
        connect(renderer, "toggled", through: pathTrampoline, handler)
    }

    /// Double-click, Return or (with single-click activation) a click on a row: its path as a string.
    static func onRowActivated(
        _ view: UnsafeMutablePointer<GtkTreeView>, _ handler: @escaping @MainActor (String) -> Void
    ) {
        connect(view, "row-activated", through: rowActivatedTrampoline, handler)
    }

    /// A text cell edited: its row's path as a string, and the new text.
    static func onEdited(
        _ renderer: UnsafeMutablePointer<GtkCellRenderer>, _ handler: @escaping @MainActor (String, String) -> Void
    ) {
        connect(renderer, "edited", through: editedTrampoline) { (edit: (String, String)) in handler(edit.0, edit.1) }
    }
}
