import CAdw
import DialogsGLib

/// What a form shows between its fields on GTK 4: a label's text across the form, or a separator.
@MainActor
enum FormDecoration {
    static func make(_ field: FormField) -> UnsafeMutablePointer<GtkWidget> {
        guard field.kind == .label else {
            let line = gtk_separator_new(GTK_ORIENTATION_HORIZONTAL)!
            gtk_widget_set_margin_top(line, 4)
            gtk_widget_set_margin_bottom(line, 4)
            return line
        }
        let label = CStrings.with(field.label) { gtk_label_new($0) }!
        gtk_label_set_xalign(ad_label(label), 0)
        gtk_label_set_wrap(ad_label(label), 1)
        gtk_label_set_max_width_chars(ad_label(label), 50)
        gtk_widget_set_margin_top(label, 4)
        return label
    }
}
