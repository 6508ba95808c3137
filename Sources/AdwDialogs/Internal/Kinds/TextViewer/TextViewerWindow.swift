import CAdw
import DialogsGLib

/// Builds the message dialog behind `TextViewer`: a scrolled text view under the heading, an
/// optional check box that gates OK, and the text appended as its source delivers it, its web
/// addresses links.
@MainActor
final class TextViewerWindow: KindPresenter {
    private let description: TextViewerDescription
    private let view: UnsafeMutablePointer<GtkWidget>
    private let buffer: UnsafeMutablePointer<GtkTextBuffer>
    private let checkbox: UnsafeMutablePointer<GtkWidget>?
    /// The tag every inserted chunk gets when the app chose a font: Pango reads the name itself.
    private let fontTag: UnsafeMutablePointer<GtkTextTag>?
    private let links: TextLinks
    private var feed: TextFeed?
    private var window: DialogWindow<TextViewerDescription>!

    /// Shows the viewer; an editable one reports its whole text with its ending.
    static func present(_ session: DialogSession<TextViewerDescription>) {
        let viewer = TextViewerWindow(session)
        viewer.startReading()
        viewer.window.present()
    }

    private init(_ session: DialogSession<TextViewerDescription>) {
        let description = session.description
        self.description = description
        let dialog = MessageDialog.make(title: description.title, message: nil)
        Widgets.apply(description.options, to: dialog, sizesWindow: false)
        MessageDialog.addButtons(description.buttons, to: dialog)
        let view = gtk_text_view_new()!
        let buffer = gtk_text_view_get_buffer(ad_text_view(view))!
        gtk_text_view_set_wrap_mode(ad_text_view(view), description.wrapsLines ? GTK_WRAP_WORD_CHAR : GTK_WRAP_NONE)
        gtk_text_view_set_editable(ad_text_view(view), description.isEditable ? 1 : 0)
        gtk_text_view_set_cursor_visible(ad_text_view(view), description.isEditable ? 1 : 0)
        gtk_text_view_set_monospace(ad_text_view(view), description.isMonospace ? 1 : 0)
        gtk_text_view_set_left_margin(ad_text_view(view), 6)
        gtk_text_view_set_right_margin(ad_text_view(view), 6)
        CStrings.with(description.title) { ad_accessible_set_label(view, $0) }
        fontTag = description.fontName.map { font in CStrings.with(font) { ad_text_buffer_create_font_tag(buffer, $0) }
        }
        self.view = view
        self.buffer = buffer
        links = TextLinks(view: view, buffer: buffer)

        let scroller = gtk_scrolled_window_new()!
        gtk_scrolled_window_set_child(ad_scrolled_window(scroller), view)
        gtk_scrolled_window_set_has_frame(ad_scrolled_window(scroller), 1)
        gtk_widget_set_size_request(
            scroller, Int32(clamping: description.options.width ?? 440),
            Int32(clamping: description.options.height ?? 300))
        gtk_widget_set_vexpand(scroller, 1)
        let content = gtk_box_new(GTK_ORIENTATION_VERTICAL, 6)!
        gtk_box_append(ad_box(content), scroller)
        checkbox = description.checkboxLabel.map { label in
            let box = Widgets.checkBox(label, mnemonic: false)
            CStrings.with(label) { ad_accessible_set_label(box, $0) }
            gtk_box_append(ad_box(content), box)
            return box
        }
        MessageDialog.setContent(content, of: dialog)

        // The window's closures hold this object until the dialog ends.
        window = DialogWindow(dialog, session: session) { description.isEditable ? self.text : nil }
        window.onTakeDown = { self.stopReading() }
        window.acceptsResponse = { [weak self] id in id != ResponseID.accept || self?.isTicked != false }
        if let checkbox { Signals.on(checkbox, "toggled") { [weak self] in self?.updateOK() } }
        updateOK()
    }

    private var isTicked: Bool {
        checkbox.map { gtk_check_button_get_active(ad_check_button($0)) != 0 } ?? true
    }

    private func updateOK() {
        window.setSensitive(ResponseID.accept, description.acceptsOK(ticked: isTicked))
    }

    /// The buffer's whole text.
    var text: String {
        var start = GtkTextIter()
        var end = GtkTextIter()
        gtk_text_buffer_get_bounds(buffer, &start, &end)
        return CStrings.takeOwnership(gtk_text_buffer_get_text(buffer, &start, &end, 1))
    }

    private func startReading() {
        feed = TextFeed { [weak self] in self?.insert($0) }
        feed?.start(description.source)
    }

    private func stopReading() {
        feed?.stop()
        feed = nil
    }

    /// Appends valid UTF-8 at the end, in the app's font, and follows the end when asked to.
    private func insert(_ chunk: UnsafeBufferPointer<CChar>) {
        guard window.widget != nil, let bytes = chunk.baseAddress, !chunk.isEmpty else { return }
        var end = GtkTextIter()
        gtk_text_buffer_get_end_iter(buffer, &end)
        let oldEnd = gtk_text_iter_get_offset(&end)
        gtk_text_buffer_insert(buffer, &end, bytes, Int32(chunk.count))
        if let fontTag {
            var start = GtkTextIter()
            gtk_text_buffer_get_iter_at_offset(buffer, &start, oldEnd)
            gtk_text_buffer_get_end_iter(buffer, &end)
            gtk_text_buffer_apply_tag(buffer, fontTag, &start, &end)
        }
        links.mark(chunk, insertedAt: oldEnd)
        if description.followsEnd, !description.source.isFixedText { scrollToEnd() }
    }

    private func scrollToEnd() {
        var end = GtkTextIter()
        gtk_text_buffer_get_end_iter(buffer, &end)
        gtk_text_buffer_place_cursor(buffer, &end)
        gtk_text_view_scroll_mark_onscreen(ad_text_view(view), gtk_text_buffer_get_insert(buffer))
    }
}
