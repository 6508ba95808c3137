import CGtk
import CGtkBridge

/// Names the text fields of GTK's own file chooser dialog after their labels. GTK relates
/// the save name field to its "Name:" label but leaves the field's accessible name empty,
/// so AT-SPI reports an unnamed text field.
@MainActor
enum ChooserFieldNames {
    /// Names the fields of the dialog behind `native`: GtkFileChooserNative keeps its
    /// GtkFileChooserDialog (shown when no portal is used) as its chooser delegate.
    static func apply(to native: OpaquePointer) {
        let delegate = "gtk-file-chooser-delegate".withCString { g_quark_from_string($0) }
        guard let dialog = g_object_get_qdata(gd_object(UnsafeMutableRawPointer(native)), delegate),
            g_type_check_instance_is_a(UnsafeMutablePointer(OpaquePointer(dialog)), gtk_widget_get_type()) != 0
        else { return }  // another GTK keeps its dialog elsewhere: the fields stay as GTK named them
        for label in WidgetTree.descendants(of: gd_widget(dialog)) where WidgetTree.isA(label, gtk_label_get_type()) {
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
