import CGtk
import CGtkBridge
import GtkDialogs

/// Says what GTK's chooser shows, as it changes, so a test drives it on events instead of
/// fixed pauses: `listed N` when its file list holds N rows (the folder is read
/// asynchronously, and ctrl+A before that selects nothing), `asked` when it shows a
/// message dialog (the "Replace?" question, which keys sent earlier would miss).
/// Checked every 20 ms while the probe's main loop runs.
@MainActor
enum ChooserWatcher {
    private static var listed = 0
    private static var asked = false

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
            } else if let list = WidgetTree.descendants(of: window).first(where: {
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
}
