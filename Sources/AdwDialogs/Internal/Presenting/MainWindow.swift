import CAdw
import DialogsGLib

/// The plain toplevel behind `Dialogs.mainWindow`: an AdwWindow with a header bar.
@MainActor
enum MainWindow {
    static func open(title: String, width: Int, height: Int) -> ParentWindow? {
        do {
            try Runtime.initialize()
        } catch {
            Diagnostics.warnOnce("\(error)")
            return nil
        }
        let window = adw_window_new()!
        Widgets.setTitle(title, of: window)
        let content = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        gtk_box_append(ad_box(content), adw_header_bar_new())
        adw_window_set_content(ad_adw_window(window), content)
        gtk_window_set_default_size(ad_window(window), Int32(clamping: width), Int32(clamping: height))
        Signals.on(window, "destroy") { Dialogs.quit() }
        gtk_window_present(ad_window(window))
        return ParentWindow(window)
    }
}
