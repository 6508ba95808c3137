import CGtk
import CGtkBridge

/// A button label: the caller's text shown literally, or one of GTK's own
/// translated labels (with its mnemonic), such as `_OK` or `_Cancel`.
enum ButtonLabel: Equatable {
    case literal(String)
    case gtk(String)

    static let ok = ButtonLabel.gtk("_OK")
    static let cancel = ButtonLabel.gtk("_Cancel")
    static let save = ButtonLabel.gtk("_Save")

    /// `nil` means GTK's translated `fallback`.
    init(_ text: String?, fallback: ButtonLabel) {
        self = text.map(ButtonLabel.literal) ?? fallback
    }

    /// The text a person reads, without mnemonic underscores.
    var displayText: String {
        switch self {
        case .literal(let text): return text
        case .gtk(let messageID): return GText.gtkTranslation(messageID).replacing("_", with: "")
        }
    }
}

/// Small, typed helpers around the GTK calls every dialog kind makes.
@MainActor
enum Widgets {
    static func addButton(
        _ label: ButtonLabel, to dialog: UnsafeMutablePointer<GtkWidget>, responseID: Int32
    ) -> UnsafeMutablePointer<GtkWidget> {
        let button = gtk_button_new()!
        setButtonLabel(button, label)
        gtk_widget_set_can_default(button, 1)
        gtk_dialog_add_action_widget(gd_dialog(dialog), button, responseID)
        gtk_widget_show(button)
        return button
    }

    static func addStyleClass(_ name: String, to widget: UnsafeMutablePointer<GtkWidget>) {
        gtk_style_context_add_class(gtk_widget_get_style_context(widget), name)
    }

    static func removeStyleClass(_ name: String, from widget: UnsafeMutablePointer<GtkWidget>) {
        gtk_style_context_remove_class(gtk_widget_get_style_context(widget), name)
    }

    static func setTitle(_ title: String, of window: UnsafeMutablePointer<GtkWidget>) {
        GText.with(title) { gtk_window_set_title(gd_window(window), $0) }
        setAccessibleName(title, of: window)
    }

    /// Screen readers announce this name (GTK would name a message dialog after its type).
    static func setAccessibleName(_ name: String, of widget: UnsafeMutablePointer<GtkWidget>) {
        GText.with(name) { atk_object_set_name(gtk_widget_get_accessible(widget), $0) }
    }

    static func setSensitive(_ widget: UnsafeMutablePointer<GtkWidget>, _ sensitive: Bool) {
        gtk_widget_set_sensitive(widget, sensitive ? 1 : 0)
    }

    static func plainLabel(_ text: String) -> UnsafeMutablePointer<GtkWidget> {
        GText.with(text) { gtk_label_new($0) }
    }

    static func setLabelText(_ label: UnsafeMutablePointer<GtkWidget>, _ text: String) {
        GText.with(text) { gtk_label_set_text(gd_label(label), $0) }
    }

    static func setLabelMarkup(_ label: UnsafeMutablePointer<GtkWidget>, _ markup: String) {
        GText.with(markup) { gtk_label_set_markup(gd_label(label), $0) }
    }

    /// A literal label is shown as typed; a GTK label keeps its mnemonic.
    static func setButtonLabel(_ button: UnsafeMutablePointer<GtkWidget>, _ label: ButtonLabel, suffix: String = "") {
        let (text, mnemonic) =
            switch label {
            case .literal(let text): (text, false)
            case .gtk(let messageID): (GText.gtkTranslation(messageID), true)
            }
        gtk_button_set_use_underline(gd_button(button), mnemonic ? 1 : 0)
        GText.with(text + suffix) { gtk_button_set_label(gd_button(button), $0) }
    }

    static func entryText(_ entry: UnsafeMutablePointer<GtkWidget>) -> String {
        String(cString: gtk_entry_get_text(gd_entry(entry)))
    }

    static func setEntryText(_ entry: UnsafeMutablePointer<GtkWidget>, _ text: String) {
        GText.with(text) { gtk_entry_set_text(gd_entry(entry), $0) }
    }

    /// Largest height a dialog's scrolling content may take before it scrolls:
    /// two thirds of the monitor's work area, so the window stays on screen.
    static func maximumContentHeight(for widget: UnsafeMutablePointer<GtkWidget>) -> Int32 {
        let display = gdk_display_get_default()
        guard let monitor = gdk_display_get_primary_monitor(display) ?? gdk_display_get_monitor(display, 0)
        else { return 480 }
        var area = GdkRectangle()
        gdk_monitor_get_workarea(monitor, &area)
        return max(200, area.height * 2 / 3)
    }
}
