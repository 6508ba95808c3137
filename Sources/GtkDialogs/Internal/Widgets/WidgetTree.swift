import CGtk
import CGtkBridge

/// GTK's windows and the widgets inside them, walked. `package`, as `GLists`: the probe, the GUI
/// tests and LeakCheck look through GTK's windows too, and this is their one copy.
@MainActor
package enum WidgetTree {
    /// Every toplevel window, shown or hidden.
    package static func toplevels() -> [UnsafeMutablePointer<GtkWidget>] {
        GLists.takeWidgets(gtk_window_list_toplevels())
    }

    /// All descendants of `widget`, depth first.
    package static func descendants(of widget: UnsafeMutablePointer<GtkWidget>) -> [UnsafeMutablePointer<GtkWidget>] {
        guard isA(widget, gtk_container_get_type()) else { return [] }
        return GLists.takeWidgets(gtk_container_get_children(gd_container(widget))).flatMap {
            [$0] + descendants(of: $0)
        }
    }

    /// Whether `widget` is a `type` (`g_type_check_instance_is_a`).
    package static func isA(_ widget: UnsafeMutablePointer<GtkWidget>, _ type: GType) -> Bool {
        g_type_check_instance_is_a(UnsafeMutablePointer(OpaquePointer(widget)), type) != 0
    }
}
