import CGtk
import CGtkBridge

/// A form's slider field: a `GtkScale` for whole numbers, its value drawn at its right.
@MainActor
enum FormSlider {
    static func make(range: ClosedRange<Int>, step: Int, value: Int) -> UnsafeMutablePointer<GtkWidget> {
        let adjustment = gtk_adjustment_new(
            Double(value), Double(range.lowerBound), Double(range.upperBound), Double(max(step, 1)), 0, 0)
        let scale = gtk_scale_new(GTK_ORIENTATION_HORIZONTAL, adjustment)!
        gtk_scale_set_digits(gd_scale(scale), 0)
        gtk_scale_set_value_pos(gd_scale(scale), GTK_POS_RIGHT)
        return scale
    }

    /// The value, as the field's text.
    static func text(of scale: UnsafeMutablePointer<GtkWidget>) -> String {
        String(Int(gtk_range_get_value(gd_range(scale)).rounded()))
    }

    /// Moves to `text`'s number (GTK keeps it in the range); other text is ignored.
    static func setText(_ text: String, of scale: UnsafeMutablePointer<GtkWidget>) {
        if let number = Int(text) { gtk_range_set_value(gd_range(scale), Double(number)) }
    }
}
