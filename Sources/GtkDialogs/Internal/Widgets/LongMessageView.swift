import CGtk
import CGtkBridge
import DialogsGLib

/// Messages too long for a label: shown in a read-only, wrapping text view that scrolls.
@MainActor
enum LongMessageView {
    static let threshold = (bytes: 2_000, lines: 20)

    static func needsScrolling(_ text: LabelText) -> Bool {
        let source = text.source
        var lines = 0
        for byte in source.utf8 where byte == 10 { lines += 1 }
        return source.utf8.count > threshold.bytes || lines > threshold.lines
    }

    static func scrollingView(_ text: LabelText) -> UnsafeMutablePointer<
        GtkWidget
    > {
        let view = gtk_text_view_new()!
        let textView = gd_text_view(view)
        gtk_text_view_set_editable(textView, 0)
        gtk_text_view_set_cursor_visible(textView, 0)
        gtk_text_view_set_wrap_mode(textView, GTK_WRAP_WORD_CHAR)
        // A wrapping view asks for almost no width; give it a readable one.
        gtk_widget_set_size_request(view, 480, -1)
        gtk_text_view_set_left_margin(textView, 6)
        gtk_text_view_set_right_margin(textView, 6)
        let buffer = gtk_text_view_get_buffer(textView)
        var start = GtkTextIter()
        gtk_text_buffer_get_start_iter(buffer, &start)
        switch text {
        case .plain(let plain):
            CStrings.with(breakingLongParagraphs(plain)) { gtk_text_buffer_set_text(buffer, $0, -1) }
        case .markup(let markup) where PangoMarkup.isValid(markup):
            CStrings.with(markup) { gtk_text_buffer_insert_markup(buffer, &start, $0, -1) }
        case .markup(let markup):
            CStrings.with(markup) { gtk_text_buffer_set_text(buffer, $0, -1) }
        }
        let (scroller, scrolled) = Widgets.verticalScroller(around: view)
        gtk_scrolled_window_set_shadow_type(scrolled, GTK_SHADOW_IN)
        gtk_scrolled_window_set_min_content_height(scrolled, Widgets.maximumContentHeight() / 2)
        gtk_widget_show_all(scroller)
        CStrings.with(name) { gtk_widget_set_name(scroller, $0) }
        return scroller
    }

    /// The widget name of the scrolling view, so that a new message can replace it.
    static let name = "gtk-dialogs-long-message"

    /// Pango garbles a paragraph of a few hundred kilobytes (its unwrapped width
    /// overflows); such paragraphs are shown broken at a space every few thousand bytes.
    nonisolated static func breakingLongParagraphs(_ text: String, every limit: Int = 4_096) -> String {
        guard text.utf8.count > limit else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count + text.utf8.count / limit)
        var runLength = 0
        var lastSpace: String.Index?
        var runStart = text.startIndex
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            let next = text.index(after: index)
            if character == "\n" {
                runLength = 0
                lastSpace = nil
            } else {
                runLength += character.utf8.count
                if character == " " { lastSpace = index }
                if runLength >= limit {
                    let cut = lastSpace ?? index
                    result += text[runStart..<cut]
                    result += "\n"
                    runStart = text[cut] == " " ? text.index(after: cut) : cut
                    runLength = text.utf8.distance(
                        from: runStart.samePosition(in: text.utf8)!, to: next.samePosition(in: text.utf8)!)
                    lastSpace = nil
                }
            }
            index = next
        }
        result += text[runStart...]
        return result
    }
}
