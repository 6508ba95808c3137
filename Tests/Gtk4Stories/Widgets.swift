import AdwDialogs
import CAdw

/// Reads GTK 4's widget tree as a person reads the window: its buttons and check boxes by their
/// accessible role and label, its visible text.
@MainActor
enum Widgets {
    static func toplevel(titled title: String) -> UnsafeMutablePointer<GtkWidget>? {
        let toplevels = gtk_window_get_toplevels()!
        for index in 0..<g_list_model_get_n_items(toplevels) {
            let window = UnsafeMutablePointer<GtkWidget>(OpaquePointer(g_list_model_get_item(toplevels, index)!))
            g_object_unref(window)  // the list holds it
            if gtk_window_get_title(ad_window(window)).map({ String(cString: $0) }) == title { return window }
        }
        return nil
    }

    static func descendants(of widget: UnsafeMutablePointer<GtkWidget>) -> [UnsafeMutablePointer<GtkWidget>] {
        var found: [UnsafeMutablePointer<GtkWidget>] = []
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            found.append(current)
            found += descendants(of: current)
            child = gtk_widget_get_next_sibling(current)
        }
        return found
    }

    static func isImage(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
        g_type_check_instance_is_a(UnsafeMutablePointer<GTypeInstance>(OpaquePointer(widget)), gtk_image_get_type())
            != 0
    }

    static func isTextView(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
        g_type_check_instance_is_a(UnsafeMutablePointer<GTypeInstance>(OpaquePointer(widget)), gtk_text_view_get_type())
            != 0
    }

    /// Whether the widget shows on screen now (it and every ancestor mapped and visible).
    static func isShowing(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
        gtk_widget_get_mapped(widget) != 0 && gtk_widget_get_child_visible(widget) != 0
    }

    /// The window's showing push buttons by the label a person reads (mnemonic underscores
    /// removed). AdwMessageDialog keeps a second, hidden row of its buttons: only showing ones.
    static func buttons(in window: UnsafeMutablePointer<GtkWidget>) -> [String: UnsafeMutablePointer<GtkWidget>] {
        var found: [String: UnsafeMutablePointer<GtkWidget>] = [:]
        for widget in descendants(of: window)
        where ad_is_button(widget) != 0 && isShowing(widget)
            && gtk_accessible_get_accessible_role(ad_accessible(widget)) == GTK_ACCESSIBLE_ROLE_BUTTON
        {
            guard let label = gtk_button_get_label(ad_button(widget)) else { continue }
            found[ButtonLabel.mnemonic(String(cString: label)).displayText] = widget
        }
        return found
    }

    static func checkButtons(in window: UnsafeMutablePointer<GtkWidget>) -> [String: UnsafeMutablePointer<GtkWidget>] {
        var found: [String: UnsafeMutablePointer<GtkWidget>] = [:]
        for widget in descendants(of: window)
        where isShowing(widget)
            && gtk_accessible_get_accessible_role(ad_accessible(widget)) == GTK_ACCESSIBLE_ROLE_CHECKBOX
        {
            guard let label = gtk_check_button_get_label(ad_check_button(widget)) else { continue }
            found[ButtonLabel.mnemonic(String(cString: label)).displayText] = widget
        }
        return found
    }

    static func mappedLabels(in window: UnsafeMutablePointer<GtkWidget>) -> [String] {
        descendants(of: window).filter { ad_is_label($0) != 0 && isShowing($0) }.map {
            String(cString: gtk_label_get_text(ad_label($0)))
        }
    }
}
