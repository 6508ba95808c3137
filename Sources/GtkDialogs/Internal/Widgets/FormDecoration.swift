import CGtk
import CGtkBridge

/// What a form shows between its fields: a label's text across the form, or a separator.
@MainActor
enum FormDecoration {
    static func make(_ field: FormField) -> UnsafeMutablePointer<GtkWidget> {
        guard field.kind == .label else {
            let line = gtk_separator_new(GTK_ORIENTATION_HORIZONTAL)!
            gtk_widget_set_margin_top(line, 4)
            gtk_widget_set_margin_bottom(line, 4)
            return line
        }
        let label = Widgets.plainLabel(field.label)
        gtk_label_set_xalign(gd_label(label), 0)
        gtk_label_set_line_wrap(gd_label(label), 1)
        gtk_label_set_max_width_chars(gd_label(label), 50)
        gtk_widget_set_margin_top(label, 4)
        return label
    }
}
