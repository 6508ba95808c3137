import CGtk
import CGtkBridge

/// Names the text fields of GTK's own file chooser dialog after their labels. GTK relates
/// the save name field to its "Name:" label but leaves the field's accessible name empty,
/// so AT-SPI reports an unnamed text field.
@MainActor
enum ChooserFieldNames {
    /// The GtkFileChooserDialog GtkFileChooserNative shows when no portal is used: it keeps it as
    /// its chooser delegate. Nil for a portal, or another GTK that keeps its dialog elsewhere.
    static func dialog(of native: OpaquePointer) -> UnsafeMutablePointer<GtkWidget>? {
        let delegate = "gtk-file-chooser-delegate".withCString { g_quark_from_string($0) }
        guard let dialog = g_object_get_qdata(gd_object(UnsafeMutableRawPointer(native)), delegate),
            g_type_check_instance_is_a(UnsafeMutablePointer(OpaquePointer(dialog)), gtk_widget_get_type()) != 0
        else { return nil }
        return gd_widget(dialog)
    }

    /// Names the fields of the chooser's dialog.
    static func apply(to dialog: UnsafeMutablePointer<GtkWidget>) {
        for label in WidgetTree.descendants(of: dialog) where WidgetTree.isA(label, gtk_label_get_type()) {
            guard let field = gtk_label_get_mnemonic_widget(gd_label(label)),
                WidgetTree.isA(field, gtk_entry_get_type()),
                (atk_object_get_name(gtk_widget_get_accessible(field)).map { String(cString: $0) } ?? "").isEmpty
            else { continue }
            Widgets.setAccessibleName(withoutColon(String(cString: gtk_label_get_text(gd_label(label)))), of: field)
        }
    }

    /// "Name:" reads "Name", as every other field is named (translations end in ":", " :" or "：").
    nonisolated static func withoutColon(_ label: String) -> String {
        var text = Substring(label)
        while let last = text.last, last == ":" || last == "：" || last.isWhitespace { text = text.dropLast() }
        return String(text)
    }
}
