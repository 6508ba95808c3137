import CAdw
import DialogsGLib

/// What every GTK 4 window of a kind sets the same way.
@MainActor
enum Widgets {
    /// Titles the window and names it for screen readers by its title.
    static func setTitle(_ title: String, of window: UnsafeMutablePointer<GtkWidget>) {
        CStrings.with(title) {
            gtk_window_set_title(ad_window(window), $0)
            ad_accessible_set_label(window, $0)
        }
    }

    /// Shows `text` in `label`: plain text as given, markup only when the caller asked for it.
    static func show(_ text: LabelText, in label: UnsafeMutablePointer<GtkWidget>) {
        switch text {
        case .plain(let plain): CStrings.with(plain) { gtk_label_set_text(ad_label(label), $0) }
        case .markup(let markup): CStrings.with(markup) { gtk_label_set_markup(ad_label(label), $0) }
        }
    }
}
