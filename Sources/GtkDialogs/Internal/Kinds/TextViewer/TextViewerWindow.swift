import CGtk
import CGtkBridge
import DialogsGLib

/// Builds the window behind `TextViewer`: a scrolled text view, an optional check box that
/// gates OK, and the text appended as its source delivers it.
@MainActor
final class TextViewerWindow: KindPresenter {
    private let description: TextViewerDescription
    private let view: UnsafeMutablePointer<GtkWidget>
    private let buffer: UnsafeMutablePointer<GtkTextBuffer>
    private let checkbox: UnsafeMutablePointer<GtkWidget>?
    private let okButton: UnsafeMutablePointer<GtkWidget>
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
        let dialog = gtk_dialog_new()!
        Widgets.setTitle(description.title, of: dialog)
        gtk_window_set_default_size(
            gd_window(dialog), Int32(clamping: description.options.width ?? 480),
            Int32(clamping: description.options.height ?? 400))
        let content = gtk_dialog_get_content_area(gd_dialog(dialog))!
        gtk_box_set_spacing(gd_box(content), 6)
        gtk_container_set_border_width(gd_container(content), 6)

        view = gtk_text_view_new()!
        buffer = gtk_text_view_get_buffer(gd_text_view(view))
        gtk_text_view_set_wrap_mode(gd_text_view(view), description.wrapsLines ? GTK_WRAP_WORD_CHAR : GTK_WRAP_NONE)
        gtk_text_view_set_editable(gd_text_view(view), description.isEditable ? 1 : 0)
        gtk_text_view_set_cursor_visible(gd_text_view(view), description.isEditable ? 1 : 0)
        gtk_text_view_set_monospace(gd_text_view(view), description.isMonospace ? 1 : 0)
        gtk_text_view_set_left_margin(gd_text_view(view), 4)
        if let font = description.fontName {
            let css = gtk_css_provider_new()!
            CStrings.with("textview { \(FontCSS.declarations(for: font)) }") {
                _ = gtk_css_provider_load_from_data(css, $0, -1, nil)
            }
            gtk_style_context_add_provider(
                gtk_widget_get_style_context(view), OpaquePointer(css), UInt32(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
            g_object_unref(css)
        }
        Widgets.setAccessibleName(description.title, of: view)
        links = TextLinks(view: view, buffer: buffer)
        let scroller = Widgets.verticalScroller(around: view)
        gtk_scrolled_window_set_shadow_type(scroller.scrolled, GTK_SHADOW_IN)
        gtk_box_pack_start(gd_box(content), scroller.widget, 1, 1, 0)

        if let label = description.checkboxLabel {
            let box = CStrings.with(label) { gtk_check_button_new_with_label($0) }!
            Widgets.setAccessibleName(label, of: box)
            gtk_box_pack_start(gd_box(content), box, 0, 0, 0)
            checkbox = box
        } else {
            checkbox = nil
        }
        gtk_widget_show_all(content)
        Widgets.apply(description.options, to: dialog, message: nil)
        for (label, id) in description.buttons { _ = Widgets.addButton(label, to: dialog, responseID: id) }
        okButton = gtk_dialog_get_widget_for_response(gd_dialog(dialog), ResponseID.accept)
        gtk_dialog_set_default_response(gd_dialog(dialog), ResponseID.accept)

        // The window's closures hold this object until the dialog ends.
        window = DialogWindow(dialog, session: session) { description.isEditable ? self.text : nil }
        window.onTakeDown = { self.stopReading() }
        window.acceptsResponse = { [weak self] id in id != ResponseID.accept || self?.isTicked != false }
        if let checkbox {
            Signals.on(checkbox, "toggled") { [weak self] in self?.updateOK() }
        }
        updateOK()
    }

    private var isTicked: Bool {
        checkbox.map { gtk_toggle_button_get_active(gd_toggle_button($0)) != 0 } ?? true
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

    /// Appends valid UTF-8 at the end, marks the addresses in it, and follows the end when asked to.
    private func insert(_ chunk: UnsafeBufferPointer<CChar>) {
        guard window.widget != nil, let bytes = chunk.baseAddress, !chunk.isEmpty else { return }
        var end = GtkTextIter()
        gtk_text_buffer_get_end_iter(buffer, &end)
        let oldEnd = gtk_text_iter_get_offset(&end)
        gtk_text_buffer_insert(buffer, &end, bytes, Int32(chunk.count))
        links.mark(chunk, insertedAt: oldEnd)
        if description.followsEnd, !description.source.isFixedText { scrollToEnd() }
    }

    private func scrollToEnd() {
        let mark = gtk_text_buffer_get_insert(buffer)
        var end = GtkTextIter()
        gtk_text_buffer_get_end_iter(buffer, &end)
        gtk_text_buffer_place_cursor(buffer, &end)
        gtk_text_view_scroll_mark_onscreen(gd_text_view(view), mark)
    }
}
