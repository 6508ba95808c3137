import CGtk
import CGtkBridge

/// Builds the GtkMessageDialog behind `Alert`.
@MainActor
enum AlertWindow {
    /// Shows the alert; `onEnd` receives how it ended, once the window is gone.
    static func present(
        _ description: AlertDescription, parent: ParentWindow?, timeout: Duration?,
        onEnd: @escaping (DialogEnding) -> Void
    ) -> DialogSession {
        let dialog = GText.with(description.title) { gd_message_dialog_new(messageType(description.style), $0) }!
        Widgets.setTitle(description.title, of: dialog)
        setSecondaryText(description.message, of: dialog)
        Widgets.apply(description.options, to: dialog, message: secondaryLabel(of: dialog))
        let buttons =
            description.buttons.count > maximumButtonsInARow
            ? addButtonList(description.buttons, to: dialog)
            : description.buttons.enumerated().map { index, label in
                Widgets.addButton(label, to: dialog, responseID: Int32(index))
            }
        if let index = description.destructiveButton {
            Widgets.addStyleClass("destructive-action", to: buttons[index])
        }
        if let index = description.defaultButton {
            Widgets.addStyleClass("suggested-action", to: buttons[index])
            gtk_dialog_set_default_response(gd_dialog(dialog), Int32(index))
            gtk_widget_grab_focus(buttons[index])
        }
        // An alert has no widget state to read before the window goes.
        let session = DialogSession(window: dialog, parent: parent) { ending in
            { onEnd(ending) }
        }
        var tick: ((Int) -> Void)?
        if description.showsCountdown,
            let index = description.defaultButton ?? description.cancelButton
        {
            let button = buttons[index]
            let label = description.buttons[index]
            tick = { secondsLeft in Widgets.setButtonLabel(button, label, suffix: " (\(secondsLeft))") }
        }
        session.present(timeout: timeout, tick: tick)
        return session
    }

    /// More buttons than this would make the window wider than the screen: they
    /// are listed top to bottom in a scrolling column instead of a row.
    static let maximumButtonsInARow = 5

    private static func addButtonList(
        _ labels: [ButtonLabel], to dialog: UnsafeMutablePointer<GtkWidget>
    ) -> [UnsafeMutablePointer<GtkWidget>] {
        let column = gtk_box_new(GTK_ORIENTATION_VERTICAL, 4)!
        let buttons = labels.enumerated().map { index, label in
            let button = Widgets.makeButton(label)
            Signals.on(button, "clicked") { gtk_dialog_response(gd_dialog(dialog), Int32(index)) }
            gtk_box_pack_start(gd_box(column), button, 0, 0, 0)
            return button
        }
        let (scroller, scrolled) = Widgets.verticalScroller(around: column)
        gtk_scrolled_window_set_propagate_natural_height(scrolled, 1)
        gtk_scrolled_window_set_max_content_height(scrolled, Widgets.maximumContentHeight() / 2)
        let area = gtk_message_dialog_get_message_area(gd_message_dialog(dialog))!
        gtk_box_pack_start(gd_box(area), scroller, 1, 1, 6)
        gtk_widget_show_all(scroller)
        return buttons
    }

    static func messageType(_ style: AlertStyle) -> GtkMessageType {
        switch style {
        case .info: GTK_MESSAGE_INFO
        case .warning: GTK_MESSAGE_WARNING
        case .error: GTK_MESSAGE_ERROR
        case .question: GTK_MESSAGE_QUESTION
        }
    }

    /// Sets the text under the title. GTK styles the title as a heading only when
    /// there is secondary text, so without a message it gets an empty, hidden one.
    /// An empty title leaves no blank heading.
    static func setSecondaryText(_ text: LabelText?, of dialog: UnsafeMutablePointer<GtkWidget>) {
        let messageDialog = gd_message_dialog(dialog)
        if let primary = messageAreaLabel(of: dialog, at: 0), gtk_label_get_text(gd_label(primary)).pointee == 0 {
            gtk_widget_hide(primary)
        }
        guard let text else {
            gd_message_dialog_set_secondary_text(messageDialog, "")
            secondaryLabel(of: dialog).map { gtk_widget_hide($0) }
            return
        }
        if LongText.needsScrolling(text) {
            // A label lays out all its text at once (a 1 MB message took seconds);
            // a read-only text view lays out lazily and scrolls.
            gd_message_dialog_set_secondary_text(messageDialog, "")
            secondaryLabel(of: dialog).map { gtk_widget_hide($0) }
            let area = gtk_message_dialog_get_message_area(messageDialog)!
            gtk_box_pack_start(gd_box(area), LongText.scrollingView(text), 1, 1, 0)
            return
        }
        switch text {
        case .plain(let plain):
            GText.with(plain) { gd_message_dialog_set_secondary_text(messageDialog, $0) }
        case .markup(let markup):
            // Setting some text first makes GTK style the title as the primary text.
            gd_message_dialog_set_secondary_text(messageDialog, " ")
            secondaryLabel(of: dialog).map { Markups.apply(markup, to: $0) }
        }
    }

    static func secondaryLabel(of dialog: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget>? {
        messageAreaLabel(of: dialog, at: 1)
    }

    /// The message area holds the primary label, then the secondary one.
    private static func messageAreaLabel(
        of dialog: UnsafeMutablePointer<GtkWidget>, at index: UInt32
    ) -> UnsafeMutablePointer<GtkWidget>? {
        let area = gtk_message_dialog_get_message_area(gd_message_dialog(dialog))
        let children = gtk_container_get_children(gd_container(area))
        defer { g_list_free(children) }
        guard let child = g_list_nth_data(children, index) as gpointer? else { return nil }
        return gd_widget(child)
    }
}

/// Messages too long for a label: shown in a read-only, wrapping text view that scrolls.
@MainActor
enum LongText {
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
            GText.with(breakingLongParagraphs(plain)) { gtk_text_buffer_set_text(buffer, $0, -1) }
        case .markup(let markup) where GText.isValidMarkup(markup):
            GText.with(markup) { gtk_text_buffer_insert_markup(buffer, &start, $0, -1) }
        case .markup(let markup):
            GText.with(markup) { gtk_text_buffer_set_text(buffer, $0, -1) }
        }
        let (scroller, scrolled) = Widgets.verticalScroller(around: view)
        gtk_scrolled_window_set_shadow_type(scrolled, GTK_SHADOW_IN)
        gtk_scrolled_window_set_min_content_height(scrolled, Widgets.maximumContentHeight() / 2)
        gtk_widget_show_all(scroller)
        return scroller
    }

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

/// Markup handling shared by every label that accepts it.
@MainActor
enum Markups {
    /// Sets `markup` on `label`; markup Pango rejects is shown literally
    /// (a label given invalid markup would otherwise show nothing).
    static func apply(_ markup: String, to label: UnsafeMutablePointer<GtkWidget>) {
        if GText.isValidMarkup(markup) {
            Widgets.setLabelMarkup(label, markup)
        } else {
            Widgets.setLabelText(label, markup)
        }
    }
}
