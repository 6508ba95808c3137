import CGtk
import CGtkBridge
import GtkDialogs

/// Says what GTK's chooser shows, as it changes, so a test drives it on events instead of
/// fixed pauses: `listed N` when its file list holds N rows (the folder is read
/// asynchronously, and ctrl+A before that selects nothing), `asked` when it shows a
/// message dialog (the "Replace?" question, which keys sent earlier would miss), `typing` once
/// the location field ctrl+L opens has the focus and is realized (keys typed before that reach
/// a field GTK has not realized yet: two Gtk-CRITICALs from `gtk_widget_event`, and lost keys).
/// Checked every 20 ms while the probe's main loop runs.
@MainActor
enum ChooserWatcher {
    private static var listed = 0
    private static var asked = false
    private static var typing = false

    static func start(say: @escaping @MainActor (String) -> Void) {
        report = say
        let tick: @convention(c) (gpointer?) -> gboolean = { _ in
            MainActor.assumeIsolated { ChooserWatcher.check() }
            return 1
        }
        g_timeout_add(20, tick, nil)
    }

    private static var report: @MainActor (String) -> Void = { _ in }

    private static func check() {
        for window in WidgetTree.toplevels() where gtk_widget_get_mapped(window) != 0 {
            if WidgetTree.isA(window, gtk_message_dialog_get_type()) {
                if !asked { report("asked") }
                asked = true
                continue
            }
            // GTK's own location field; the save dialog's name field has the focus from the start.
            if let focus = gtk_window_get_focus(gd_window(window)),
                WidgetTree.isA(focus, g_type_from_name("GtkFileChooserEntry")), !isNameField(focus),
                gtk_widget_get_realized(focus) != 0, gtk_widget_get_mapped(focus) != 0
            {
                if !typing { report("typing") }
                typing = true
            }
            if let list = WidgetTree.descendants(of: window).first(where: {
                WidgetTree.isA($0, gtk_tree_view_get_type())
            }),
                let model = gtk_tree_view_get_model(gd_tree_view(list))
            {
                let rows = Int(gtk_tree_model_iter_n_children(model, nil))
                if rows != listed, rows > 0 { report("listed \(rows)") }
                listed = rows
            }
        }
    }

    /// The save dialog's "Name" field is a GtkFileChooserEntry too: it is the one a label names.
    private static func isNameField(_ entry: UnsafeMutablePointer<GtkWidget>) -> Bool {
        let relations = atk_object_ref_relation_set(gtk_widget_get_accessible(entry))
        defer { relations.map { g_object_unref(UnsafeMutableRawPointer($0)) } }
        return relations.map { atk_relation_set_contains($0, ATK_RELATION_LABELLED_BY) != 0 } ?? false
    }
}
