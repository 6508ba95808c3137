import CGtk
import CGtkBridge
import DialogsGLib

/// The plain toplevel behind `Dialogs.mainWindow`.
@MainActor
enum MainWindow {
    static func open(title: String, width: Int, height: Int) -> ParentWindow? {
        do {
            try Runtime.initialize()
        } catch {
            Diagnostics.warnOnce("\(error)")
            return nil
        }
        let window = gtk_window_new(GTK_WINDOW_TOPLEVEL)!
        Widgets.setTitle(title, of: window)
        gtk_window_set_default_size(gd_window(window), Int32(clamping: width), Int32(clamping: height))
        Signals.on(window, "destroy") { Dialogs.quit() }
        gtk_widget_show_all(window)
        return ParentWindow(window)
    }
}
