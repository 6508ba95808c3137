import CAdw
import DialogsGLib

/// The web addresses in a GTK 4 text view, as GTK 3's viewer shows them: found as text is
/// appended (``WebAddresses``), underlined in the theme's accent color, shown with a hand
/// pointer (a motion controller), and opened in the browser on a click (a click gesture).
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
        // libadwaita's links are its accent color; Adwaita's blue if the theme names none.
        var color = GdkRGBA(red: 0.11, green: 0.44, blue: 0.85, alpha: 1)
        _ = gtk_style_context_lookup_color(gtk_widget_get_style_context(view), "accent_color", &color)
        tag = ad_text_buffer_create_link_tag(buffer, &color)
        // The widget takes the controllers, and they the boxes: none outlives the view.
        let click = gtk_gesture_click_new()!
        Signals.onReleased(UnsafeMutableRawPointer(click)) { [weak self] in self?.open(at: $0) }
        gtk_widget_add_controller(view, ad_event_controller(UnsafeMutableRawPointer(click)))
        let motion = gtk_event_controller_motion_new()!
        // "enter" too: a pointer that comes in over an address moves only once it is on it.
        for signal in ["enter", "motion"] {
            Signals.onMotion(UnsafeMutableRawPointer(motion), signal) { [weak self] in self?.updatePointer(at: $0) }
        }
        gtk_widget_add_controller(view, motion)
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

    /// The address at a point in the view's coordinates, if there is one.
    private func address(at point: (x: Double, y: Double)) -> String? {
        var x: Int32 = 0
        var y: Int32 = 0
        gtk_text_view_window_to_buffer_coords(
            ad_text_view(view), GTK_TEXT_WINDOW_WIDGET, Int32(point.x), Int32(point.y), &x, &y)
        var start = GtkTextIter()
        guard gtk_text_view_get_iter_at_location(ad_text_view(view), &start, x, y) != 0,
            gtk_text_iter_has_tag(&start, tag) != 0
        else { return nil }
        var end = start
        if gtk_text_iter_starts_tag(&start, tag) == 0 { _ = gtk_text_iter_backward_to_tag_toggle(&start, tag) }
        _ = gtk_text_iter_forward_to_tag_toggle(&end, tag)
        return CStrings.takeOwnership(gtk_text_buffer_get_text(buffer, &start, &end, 1))
    }

    private func open(at point: (x: Double, y: Double)) {
        var selectionStart = GtkTextIter()
        var selectionEnd = GtkTextIter()
        // A drag that selected text is not a click on the address.
        guard gtk_text_buffer_get_selection_bounds(buffer, &selectionStart, &selectionEnd) == 0,
            let address = address(at: point)
        else { return }
        // Not gtk_show_uri: it drops the launch's error, so an address that cannot open says nothing.
        let context = gdk_display_get_app_launch_context(gtk_widget_get_display(view))
        gdk_app_launch_context_set_timestamp(context, guint32(GDK_CURRENT_TIME))
        WebAddresses.open(address, in: ad_app_launch_context(UnsafeMutableRawPointer(context)))
        if let context { g_object_unref(UnsafeMutableRawPointer(context)) }
    }

    private func updatePointer(at point: (x: Double, y: Double)) {
        let over = address(at: point) != nil
        guard over != overLink else { return }
        overLink = over
        gtk_widget_set_cursor_from_name(view, over ? "pointer" : "text")
    }
}
