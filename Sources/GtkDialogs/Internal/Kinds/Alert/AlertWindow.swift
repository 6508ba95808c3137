import CGtk
import CGtkBridge
import DialogsGLib

/// Builds the GtkMessageDialog behind `Alert`.
@MainActor
enum AlertWindow: KindPresenter {
    /// A GtkMessageDialog titled `title`, the title shown as its heading unless `options` say
    /// otherwise: the window of alerts, prompts and forms, which share its heading, message and
    /// joined row of buttons.
    static func messageDialog(
        _ type: GtkMessageType, title: String, options: DialogOptions
    ) -> UnsafeMutablePointer<GtkWidget> {
        // An empty heading is hidden by setSecondaryText.
        let dialog = CStrings.with(options.showsTitleAsHeading ? title : "") { gd_message_dialog_new(type, $0) }!
        Widgets.setTitle(title, of: dialog)
        HeadingTitleBar.apply(to: dialog)
        return dialog
    }

    /// Shows the alert; its window reports only how it ended.
    static func present(_ session: DialogSession<AlertDescription>) {
        let description = session.description
        let dialog = messageDialog(
            messageType(description.style), title: description.title, options: description.options)
        setSecondaryText(description.message, of: dialog)
        Widgets.apply(description.options, to: dialog, message: secondaryLabel(of: dialog))
        if description.options.isMessageSelectable, let message = secondaryLabel(of: dialog) {
            // GtkDialog gives its first focus to the default button, never to a label.
            gtk_label_set_selectable(gd_label(message), 1)
        }
        if description.options.iconName == nil && description.options.iconFile == nil
            && description.options.showsStyleIcon
        {
            gd_message_dialog_set_icon(gd_message_dialog(dialog), description.style.iconName)
        }
        if description.options.width == nil {
            var height: Int32 = -1
            gtk_widget_get_size_request(dialog, nil, &height)
            gtk_widget_set_size_request(dialog, minimumWidth, height)
        }
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
        }
        if let index = description.focusedButton {
            gtk_widget_grab_focus(buttons[index])
        }
        let dontAskAgain = description.dontAskAgain.map { addDontAskAgain($0, to: dialog) }
        let window = DialogWindow(dialog, session: session) {
            dontAskAgain.map { gtk_toggle_button_get_active(gd_toggle_button($0)) != 0 } ?? false
        }
        showsHeadingAndMessage(of: dialog, in: window, options: description.options)
        if buttons.count > maximumButtonsInARow {
            for (index, button) in buttons.enumerated() { window.buttons[Int32(index)] = button }
        }
        var tick: ((Int) -> Void)?
        if let index = description.defaultButton ?? description.cancelButton {
            tick = Widgets.countdown(on: buttons[index], description.buttons[index], description.showsCountdown)
        }
        window.present(tick: tick)
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

    /// The "Don't ask again" check box, under the message (and a column of buttons), named by its
    /// label for screen readers; Space ticks it once Tab has reached it.
    private static func addDontAskAgain(
        _ label: ButtonLabel, to dialog: UnsafeMutablePointer<GtkWidget>
    ) -> UnsafeMutablePointer<GtkWidget> {
        let box = CStrings.with(label.mnemonicText) { gtk_check_button_new_with_mnemonic($0) }!
        Widgets.setAccessibleName(label.displayText, of: box)
        let area = gtk_message_dialog_get_message_area(gd_message_dialog(dialog))!
        gtk_widget_set_halign(box, GTK_ALIGN_CENTER)  // under the text, which GTK centres
        gtk_box_pack_end(gd_box(area), box, 0, 0, 6)
        gtk_widget_show(box)
        return box
    }

    /// GNOME's HIG asks for dialogs of about 300–400 px: short text would give 150.
    static let minimumWidth: Int32 = 340

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
    /// Lets code change a message dialog's heading (its title) and its message while it shows:
    /// alerts, prompts and forms.
    static func showsHeadingAndMessage<Description>(
        of dialog: UnsafeMutablePointer<GtkWidget>, in window: DialogWindow<Description>, options: DialogOptions
    ) {
        // Without a heading, a new title goes to the title bar only.
        window.headingLabel = options.showsTitleAsHeading ? messageAreaLabel(of: dialog, at: 0) : nil
        window.showMessage = { setSecondaryText($0, of: dialog) }
    }

    static func setSecondaryText(_ text: LabelText?, of dialog: UnsafeMutablePointer<GtkWidget>) {
        let messageDialog = gd_message_dialog(dialog)
        let area = gtk_message_dialog_get_message_area(messageDialog)!
        // A message changed by code replaces the scrolling view a long one was shown in.
        for child in GLists.takeWidgets(gtk_container_get_children(gd_container(area)))
        where String(cString: gtk_widget_get_name(child)) == LongMessageView.name {
            gtk_widget_destroy(child)
        }
        if let primary = messageAreaLabel(of: dialog, at: 0), gtk_label_get_text(gd_label(primary)).pointee == 0 {
            gtk_widget_hide(primary)
        }
        guard let text else {
            gd_message_dialog_set_secondary_text(messageDialog, "")
            secondaryLabel(of: dialog).map { gtk_widget_hide($0) }
            return
        }
        if LongMessageView.needsScrolling(text) {
            // A label lays out all its text at once (a 1 MB message took seconds);
            // a read-only text view lays out lazily and scrolls.
            gd_message_dialog_set_secondary_text(messageDialog, "")
            secondaryLabel(of: dialog).map { gtk_widget_hide($0) }
            gtk_box_pack_start(gd_box(area), LongMessageView.scrollingView(text), 1, 1, 0)
            return
        }
        switch text {
        case .plain(let plain):
            CStrings.with(plain) { gd_message_dialog_set_secondary_text(messageDialog, $0) }
        case .markup(let markup):
            // Setting some text first makes GTK style the title as the primary text.
            gd_message_dialog_set_secondary_text(messageDialog, " ")
            secondaryLabel(of: dialog).map { PangoMarkup.apply(markup, to: $0) }
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
