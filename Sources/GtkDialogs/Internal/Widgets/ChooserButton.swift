import CGtk
import CGtkBridge
import DialogsGLib

/// A form's file or folder field: a `GtkFileChooserButton`, which shows the chosen name and opens
/// GTK's chooser (titled by the field's label) on Space or a click.
@MainActor
enum ChooserButton {
    static func make(path: String, isFolder: Bool, title: String) -> UnsafeMutablePointer<GtkWidget> {
        let action = isFolder ? GTK_FILE_CHOOSER_ACTION_SELECT_FOLDER : GTK_FILE_CHOOSER_ACTION_OPEN
        let button = CStrings.with(title) { gtk_file_chooser_button_new($0, action) }!
        setPath(path, of: button)
        return button
    }

    /// The chosen file's full path; empty while none is chosen.
    static func path(of button: UnsafeMutablePointer<GtkWidget>) -> String {
        CStrings.takeOwnership(gtk_file_chooser_get_filename(gd_file_chooser(button)))
    }

    /// Chooses `path`, or nothing for an empty one.
    static func setPath(_ path: String, of button: UnsafeMutablePointer<GtkWidget>) {
        let chooser = gd_file_chooser(button)
        if path.isEmpty {
            gtk_file_chooser_unselect_all(chooser)
        } else {
            _ = CStrings.with(path) { gtk_file_chooser_set_filename(chooser, $0) }
        }
    }

    /// Names the chooser and what inside it takes the focus (a file's button, a folder's
    /// drop-down) after the field's label: the focused one is what a screen reader reads.
    static func setAccessibleName(_ name: String, of button: UnsafeMutablePointer<GtkWidget>) {
        for widget in [button] + WidgetTree.descendants(of: button)
        where gtk_widget_get_can_focus(widget) != 0 || widget == button {
            Widgets.setAccessibleName(name, of: widget)
        }
    }

    /// Gives the focus to what inside the chooser takes it.
    static func takeFocus(_ button: UnsafeMutablePointer<GtkWidget>) {
        _ = gtk_widget_child_focus(button, GTK_DIR_TAB_FORWARD)
    }
}
