import CAdw
import DialogsGLib

/// A form's file or folder field on GTK 4, which has no `GtkFileChooserButton`: a button that
/// shows the chosen name (its tooltip the full path) and opens a `GtkFileChooserNative` titled by
/// the field's label, on Space or a click. The tooltip is the field's state, so the button's own
/// `notify::tooltip-text` says when it changes and nothing else holds a handler.
@MainActor
enum ChooserButton {
    static func make(path: String, isFolder: Bool, title: String) -> UnsafeMutablePointer<GtkWidget> {
        let button = gtk_button_new()!
        let row = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6)!
        gtk_box_append(
            ad_box(row), gtk_image_new_from_icon_name(isFolder ? "folder-symbolic" : "text-x-generic-symbolic"))
        let name = gtk_label_new(nil)!
        gtk_label_set_xalign(ad_label(name), 0)
        gtk_label_set_ellipsize(ad_label(name), PANGO_ELLIPSIZE_MIDDLE)
        gtk_widget_set_hexpand(name, 1)
        gtk_box_append(ad_box(row), name)
        gtk_box_append(ad_box(row), gtk_image_new_from_icon_name("document-open-symbolic"))
        gtk_button_set_child(ad_button(button), row)
        setPath(path, of: button)
        Signals.on(button, "clicked") { open(button, isFolder: isFolder, title: title) }
        return button
    }

    /// The chosen full path; empty while none is chosen.
    static func path(of button: UnsafeMutablePointer<GtkWidget>) -> String {
        gtk_widget_get_tooltip_text(button).map { String(cString: $0) } ?? ""
    }

    /// Chooses `path`, or nothing for an empty one, and shows its name.
    static func setPath(_ path: String, of button: UnsafeMutablePointer<GtkWidget>) {
        let name =
            path.split(separator: "/").last.map(String.init) ?? (path.isEmpty ? TextDomain.library("(None)") : path)
        if let row = gtk_button_get_child(ad_button(button)),
            let label = gtk_widget_get_next_sibling(gtk_widget_get_first_child(row))
        {
            CStrings.with(name) { gtk_label_set_text(ad_label(label), $0) }
        }
        if path.isEmpty {
            gtk_widget_set_tooltip_text(button, nil)
        } else {
            CStrings.with(path) { gtk_widget_set_tooltip_text(button, $0) }
        }
    }

    /// Runs after the chosen path changes.
    static func onChange(_ button: UnsafeMutablePointer<GtkWidget>, _ handler: @escaping @MainActor () -> Void) {
        // notify's handler takes the property's GParamSpec too.
        Signals.onPointerSignal(button, "notify::tooltip-text", handler)
    }

    /// GTK's chooser, modal on the form, starting at the chosen path; its answer is the button's.
    /// The form going first (a timeout) takes the chooser with it.
    private static func open(_ button: UnsafeMutablePointer<GtkWidget>, isFolder: Bool, title: String) {
        let parent = gtk_widget_get_root(button).flatMap { ad_window(UnsafeMutableRawPointer($0)) }
        let action = isFolder ? GTK_FILE_CHOOSER_ACTION_SELECT_FOLDER : GTK_FILE_CHOOSER_ACTION_OPEN
        let native = CStrings.with(title) { gtk_file_chooser_native_new($0, parent, action, nil, nil) }!
        let dialog = UnsafeMutableRawPointer(native)
        let chooser = ad_file_chooser(dialog)
        let current = path(of: button)
        if !current.isEmpty, let file = CStrings.with(current, { g_file_new_for_path($0) }) {
            _ = gtk_file_chooser_set_file(chooser, file, nil)
            g_object_unref(UnsafeMutableRawPointer(file))
        }
        gtk_native_dialog_set_modal(ad_native_dialog(dialog), 1)
        let closesWithForm = Signals.on(button, "destroy") {
            gtk_native_dialog_destroy(ad_native_dialog(dialog))
            Signals.whenIdle { g_object_unref(dialog) }
        }
        Signals.onResponse(dialog) { id in
            g_signal_handler_disconnect(button, closesWithForm)
            if id == GTK_RESPONSE_ACCEPT.rawValue, let file = gtk_file_chooser_get_file(chooser) {
                if let chosen = g_file_get_path(file) { setPath(CStrings.takeOwnership(chosen), of: button) }
                g_object_unref(UnsafeMutableRawPointer(file))
            }
            gtk_native_dialog_destroy(ad_native_dialog(dialog))
            // Not inside its own handler: the last reference finalizes the dialog.
            Signals.whenIdle { g_object_unref(dialog) }
        }
        gtk_native_dialog_show(ad_native_dialog(dialog))
    }
}
