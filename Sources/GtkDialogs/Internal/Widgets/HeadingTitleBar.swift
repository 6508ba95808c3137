import CGtk
import CGtkBridge

/// A message dialog shows its title as its heading. Where GTK draws the title bar itself
/// (client-side decorations: always on Wayland, and on X under GNOME) GTK's message dialog
/// gives itself a plain title bar with a label that repeats the window's title, so the
/// title showed twice. GNOME's own alerts have no title there, only the heading: this
/// hides that label. The window keeps its title, for the compositor's window list and the
/// accessible name.
@MainActor
enum HeadingTitleBar {
    /// Hides the title label in `dialog`'s title bar (a message dialog whose title is set).
    static func apply(to dialog: UnsafeMutablePointer<GtkWidget>) {
        guard let bar = gtk_window_get_titlebar(gd_window(dialog)),
            g_type_check_instance_is_a(UnsafeMutablePointer(OpaquePointer(bar)), gtk_box_get_type()) != 0,
            let label = gtk_box_get_center_widget(gd_box(bar))
        else { return }
        // GTK shows it again when the title changes, and the title is set once, before this.
        gtk_widget_hide(label)
    }
}
