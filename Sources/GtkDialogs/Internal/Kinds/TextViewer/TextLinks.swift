import CGtk
import CGtkBridge
import DialogsGLib

/// The web addresses in a text view: found as text is appended (``WebAddresses``), underlined in
/// the theme's link color, shown with a hand pointer, and opened in the browser on a click.
@MainActor
final class TextLinks {
    private let view: UnsafeMutablePointer<GtkWidget>
    private let buffer: UnsafeMutablePointer<GtkTextBuffer>
    private let tag: UnsafeMutablePointer<GtkTextTag>
    private var overLink = false
    private let addresses = WebAddresses()

    init(view: UnsafeMutablePointer<GtkWidget>, buffer: UnsafeMutablePointer<GtkTextBuffer>) {
        self.view = view
        self.buffer = buffer
        var color = GdkRGBA()
        gtk_style_context_get_color(gtk_widget_get_style_context(view), GTK_STATE_FLAG_LINK, &color)
        tag = gd_text_buffer_create_link_tag(buffer, &color)
        Signals.onPointer(view, "button-release-event") { [weak self] event in
            if event.button == 1 { self?.open(at: event) }
            return false
        }
        Signals.onPointer(view, "motion-notify-event") { [weak self] event in
            self?.updatePointer(at: event)
            return false
        }
    }

    /// Marks the addresses in `appended`, just inserted at character `offset` (the old end), and in
    /// the characters before it that ``WebAddresses`` reads again.
    func mark(_ appended: UnsafeBufferPointer<CChar>, insertedAt offset: Int32) {
        addresses.scan(appended, insertedAt: offset) { from, to in
            var start = GtkTextIter()
            var end = GtkTextIter()
            gtk_text_buffer_get_iter_at_offset(buffer, &start, from)
            gtk_text_buffer_get_iter_at_offset(buffer, &end, to)
            // The appended text has no tag yet; an address cut at the old end is tagged again whole.
            gtk_text_buffer_remove_tag(buffer, tag, &start, &end)
            return gtk_text_buffer_get_text(buffer, &start, &end, 1)
        } found: { from, to in
            var start = GtkTextIter()
            var end = GtkTextIter()
            gtk_text_buffer_get_iter_at_offset(buffer, &start, from)
            gtk_text_buffer_get_iter_at_offset(buffer, &end, to)
            gtk_text_buffer_apply_tag(buffer, tag, &start, &end)
        }
    }

    /// The address under a pointer event's position, if there is one.
    private func address(at event: PointerEvent) -> String? {
        var x: Int32 = 0
        var y: Int32 = 0
        gtk_text_view_window_to_buffer_coords(
            gd_text_view(view), GTK_TEXT_WINDOW_WIDGET, Int32(event.x), Int32(event.y), &x, &y)
        var start = GtkTextIter()
        guard gtk_text_view_get_iter_at_location(gd_text_view(view), &start, x, y) != 0,
            gtk_text_iter_has_tag(&start, tag) != 0
        else { return nil }
        var end = start
        if gtk_text_iter_starts_tag(&start, tag) == 0 { _ = gtk_text_iter_backward_to_tag_toggle(&start, tag) }
        _ = gtk_text_iter_forward_to_tag_toggle(&end, tag)
        return CStrings.takeOwnership(gtk_text_buffer_get_text(buffer, &start, &end, 1))
    }

    private func open(at event: PointerEvent) {
        var selectionStart = GtkTextIter()
        var selectionEnd = GtkTextIter()
        // A drag that selected text is not a click on the address.
        guard gtk_text_buffer_get_selection_bounds(buffer, &selectionStart, &selectionEnd) == 0,
            let address = address(at: event)
        else { return }
        // Not gtk_show_uri_on_window: given a window, GTK 3.24 launches once it has exported the
        // window's handle and drops the launch's error, so an address that cannot open said nothing.
        let context = gdk_display_get_app_launch_context(gtk_widget_get_display(view))
        gdk_app_launch_context_set_timestamp(context, guint32(GDK_CURRENT_TIME))
        WebAddresses.open(address, in: gd_app_launch_context(UnsafeMutableRawPointer(context)))
        if let context { g_object_unref(UnsafeMutableRawPointer(context)) }
    }

    private func updatePointer(at event: PointerEvent) {
        let over = address(at: event) != nil
        guard over != overLink,
            let window = gtk_text_view_get_window(gd_text_view(view), GTK_TEXT_WINDOW_TEXT)
        else { return }
        overLink = over
        let display = gtk_widget_get_display(view)
        let cursor = CStrings.with(over ? "pointer" : "text") { gdk_cursor_new_from_name(display, $0) }
        gdk_window_set_cursor(window, cursor)
        if let cursor { g_object_unref(UnsafeMutableRawPointer(cursor)) }
    }
}
