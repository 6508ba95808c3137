import CGtk
import CGtkBridge
import DialogsGLib

/// The web addresses in a text view: found with a GRegex as text is appended, underlined in the
/// theme's link color, shown with a hand pointer, and opened in the browser on a click
/// (`g_app_info_launch_default_for_uri`, which follows the desktop's default handler).
@MainActor
final class TextLinks {
    private let view: UnsafeMutablePointer<GtkWidget>
    private let buffer: UnsafeMutablePointer<GtkTextBuffer>
    private let tag: UnsafeMutablePointer<GtkTextTag>
    private var overLink = false
    /// The text ``mark`` scans, kept between appends so that its storage is reused.
    private var scanned: [CChar] = []

    /// Addresses start with a scheme or `www.`, and do not end in punctuation that closes a sentence.
    private static let pattern =
        #"\b(?:(?:https?|ftp)://|www\.)[^\s<>"']*[^\s<>"'.,;:!?)\]}]"#
    private static let regex: OpaquePointer? = CStrings.with(pattern) {
        g_regex_new($0, G_REGEX_OPTIMIZE, GRegexMatchFlags(rawValue: 0), nil)
    }
    /// How far before the old end a rescan starts: an address cut between two chunks is found whole.
    private static let overlap: Int32 = 2_048

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
    /// the ``overlap`` characters before it, read again from the buffer (a person may have edited
    /// them): an address cut between two appends is found whole. Only those characters are copied
    /// out of the buffer, not the whole append again (a 100 MB file is a hundred 1 MB appends).
    func mark(_ appended: UnsafeBufferPointer<CChar>, insertedAt offset: Int32) {
        guard let regex = Self.regex else { return }
        var start = GtkTextIter()
        var oldEnd = GtkTextIter()
        gtk_text_buffer_get_iter_at_offset(buffer, &start, max(0, offset - Self.overlap))
        gtk_text_buffer_get_iter_at_offset(buffer, &oldEnd, offset)
        // The appended text has no tag yet; an address cut at the old end is tagged again whole.
        gtk_text_buffer_remove_tag(buffer, tag, &start, &oldEnd)
        let base = gtk_text_iter_get_offset(&start)
        guard let before = gtk_text_buffer_get_text(buffer, &start, &oldEnd, 1) else { return }
        scanned.removeAll(keepingCapacity: true)
        scanned.append(contentsOf: UnsafeBufferPointer(start: before, count: strlen(before)))
        g_free(before)
        scanned.append(contentsOf: appended)
        scanned.withUnsafeBufferPointer { text in
            guard let bytes = text.baseAddress else { return }
            var info: OpaquePointer?
            _ = g_regex_match_full(regex, bytes, gssize(text.count), 0, GRegexMatchFlags(rawValue: 0), &info, nil)
            defer { g_match_info_free(info) }
            var byte: Int32 = 0
            var character: Int = 0
            while g_match_info_matches(info) != 0 {
                var from: Int32 = 0
                var to: Int32 = 0
                if g_match_info_fetch_pos(info, 0, &from, &to) != 0 {
                    // Byte offsets to character offsets, counting on from the last match.
                    character += Self.characterCount(UnsafeBufferPointer(rebasing: text[Int(byte)..<Int(from)]))
                    let length = Self.characterCount(UnsafeBufferPointer(rebasing: text[Int(from)..<Int(to)]))
                    byte = from
                    var linkStart = GtkTextIter()
                    var linkEnd = GtkTextIter()
                    gtk_text_buffer_get_iter_at_offset(buffer, &linkStart, base + Int32(character))
                    gtk_text_buffer_get_iter_at_offset(buffer, &linkEnd, base + Int32(character + length))
                    gtk_text_buffer_apply_tag(buffer, tag, &linkStart, &linkEnd)
                }
                _ = g_match_info_next(info, nil)
            }
        }
    }

    /// The characters in valid UTF-8 `text`: its bytes less those that continue a sequence
    /// (`10xxxxxx`), counted eight at a time. g_utf8_pointer_to_offset, a character at a time,
    /// took most of the time links took in a 100 MB file.
    static func characterCount(_ text: UnsafeBufferPointer<CChar>) -> Int {
        guard let start = text.baseAddress else { return 0 }
        let bytes = UnsafeRawPointer(start)
        var count = text.count
        var index = 0
        while index + 8 <= text.count {
            let word = bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self)
            // A byte's top bit set and the bit below it clear.
            count -= (word & ~(word << 1) & 0x8080_8080_8080_8080).nonzeroBitCount
            index += 8
        }
        for byte in UnsafeBufferPointer(rebasing: text[index...]) where UInt8(bitPattern: byte) & 0xC0 == 0x80 {
            count -= 1
        }
        return count
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
        let text = CStrings.takeOwnership(gtk_text_buffer_get_text(buffer, &start, &end, 1))
        return text.hasPrefix("www.") ? "http://\(text)" : text
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
        var error: UnsafeMutablePointer<GError>?
        CStrings.with(address) {
            _ = g_app_info_launch_default_for_uri($0, gd_app_launch_context(UnsafeMutableRawPointer(context)), &error)
        }
        if let context { g_object_unref(UnsafeMutableRawPointer(context)) }
        if error != nil {
            let reason = GLibErrors.takeMessage(&error, orElse: "")
            // Translators: %1$s is a web address, %2$s why it could not open.
            Diagnostics.warn(TextDomain.library.format("cannot open %1$s: %2$s", address, reason))
        }
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
