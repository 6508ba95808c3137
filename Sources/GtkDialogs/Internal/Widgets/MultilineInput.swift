import CGtk
import CGtkBridge
import DialogsGLib

/// The text view of a form's multi-line field: in a framed scroller about four lines high,
/// wrapping at words; Tab moves to the next field instead of typing a tab.
extension ValidatedField {
    static func multilineInput(
        _ text: String
    ) -> (
        view: UnsafeMutablePointer<GtkWidget>, scroller: UnsafeMutablePointer<GtkWidget>,
        UnsafeMutablePointer<GtkTextBuffer>
    ) {
        let view = gtk_text_view_new()!
        let textView = gd_text_view(view)
        gtk_text_view_set_wrap_mode(textView, GTK_WRAP_WORD_CHAR)
        gtk_text_view_set_accepts_tab(textView, 0)
        let buffer = gtk_text_view_get_buffer(textView)!
        CStrings.with(text) { gtk_text_buffer_set_text(buffer, $0, -1) }
        let scroller = gtk_scrolled_window_new(nil, nil)!
        gtk_scrolled_window_set_policy(gd_scrolled_window(scroller), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        gtk_scrolled_window_set_shadow_type(gd_scrolled_window(scroller), GTK_SHADOW_IN)
        gtk_scrolled_window_set_min_content_height(gd_scrolled_window(scroller), 80)
        gtk_container_add(gd_container(scroller), view)
        return (view, scroller, buffer)
    }

    static func text(of buffer: UnsafeMutablePointer<GtkTextBuffer>) -> String {
        var start = GtkTextIter()
        var end = GtkTextIter()
        gtk_text_buffer_get_bounds(buffer, &start, &end)
        return CStrings.takeOwnership(gtk_text_buffer_get_text(buffer, &start, &end, 0))
    }
}
