import CGtk
import CGtkBridge
import DialogsGLib

/// Small, typed helpers around the GTK calls every dialog kind makes.
@MainActor
enum Widgets {
    static func addButton(
        _ label: ButtonLabel, to dialog: UnsafeMutablePointer<GtkWidget>, responseID: Int32
    ) -> UnsafeMutablePointer<GtkWidget> {
        let button = makeButton(label)
        gtk_dialog_add_action_widget(gd_dialog(dialog), button, responseID)
        gtk_widget_show(button)
        return button
    }

    /// Adds a prompt's or a form's buttons, left to right, and returns the accept button.
    static func addButtons(
        _ buttons: ActionButtons, to dialog: UnsafeMutablePointer<GtkWidget>
    ) -> UnsafeMutablePointer<GtkWidget> {
        for (label, id) in buttons.all {
            _ = addButton(label, to: dialog, responseID: id)
        }
        return gtk_dialog_get_widget_for_response(gd_dialog(dialog), ResponseID.accept)
    }

    /// The seconds left, shown on `button` after its label, when `shows` (else no tick).
    static func countdown(
        on button: UnsafeMutablePointer<GtkWidget>, _ label: ButtonLabel, _ shows: Bool
    ) -> ((Int) -> Void)? {
        guard shows else { return nil }
        return { secondsLeft in setButtonLabel(button, label, suffix: " (\(secondsLeft))") }
    }

    static func makeButton(_ label: ButtonLabel) -> UnsafeMutablePointer<GtkWidget> {
        let button = gtk_button_new()!
        setButtonLabel(button, label)
        gtk_widget_set_can_default(button, 1)
        return button
    }

    /// A new dialog titled `title` and the vertical box its widgets go in, spaced as zenity's list,
    /// scale and calendar dialogs. The box sits in `content`, the dialog's content area; it takes
    /// the height the window gains when `boxExpands`.
    static func dialogWithContentBox(
        titled title: String, defaultSize: (width: Int32, height: Int32)? = nil, boxExpands: Bool = true
    ) -> (
        dialog: UnsafeMutablePointer<GtkWidget>, content: UnsafeMutablePointer<GtkWidget>,
        box: UnsafeMutablePointer<GtkWidget>
    ) {
        let dialog = gtk_dialog_new()!
        setTitle(title, of: dialog)
        if let defaultSize { gtk_window_set_default_size(gd_window(dialog), defaultSize.width, defaultSize.height) }
        gtk_container_set_border_width(gd_container(dialog), 5)
        let content = gtk_dialog_get_content_area(gd_dialog(dialog))!
        let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 6)!
        gtk_container_set_border_width(gd_container(box), 5)
        gtk_box_pack_start(gd_box(content), box, boxExpands ? 1 : 0, 1, 0)
        return (dialog, content, box)
    }

    static func addStyleClass(_ name: String, to widget: UnsafeMutablePointer<GtkWidget>) {
        gtk_style_context_add_class(gtk_widget_get_style_context(widget), name)
    }

    static func removeStyleClass(_ name: String, from widget: UnsafeMutablePointer<GtkWidget>) {
        gtk_style_context_remove_class(gtk_widget_get_style_context(widget), name)
    }

    static func setTitle(_ title: String, of window: UnsafeMutablePointer<GtkWidget>) {
        CStrings.with(title) { gtk_window_set_title(gd_window(window), $0) }
        setAccessibleName(title, of: window)
    }

    /// Screen readers announce this name (GTK would name a message dialog after its type).
    static func setAccessibleName(_ name: String, of widget: UnsafeMutablePointer<GtkWidget>) {
        CStrings.with(name) { atk_object_set_name(gtk_widget_get_accessible(widget), $0) }
    }

    static func setSensitive(_ widget: UnsafeMutablePointer<GtkWidget>, _ sensitive: Bool) {
        gtk_widget_set_sensitive(widget, sensitive ? 1 : 0)
    }

    static func plainLabel(_ text: String) -> UnsafeMutablePointer<GtkWidget> {
        CStrings.with(text) { gtk_label_new($0) }
    }

    static func setLabelText(_ label: UnsafeMutablePointer<GtkWidget>, _ text: String) {
        CStrings.with(text) { gtk_label_set_text(gd_label(label), $0) }
    }

    static func setLabelMarkup(_ label: UnsafeMutablePointer<GtkWidget>, _ markup: String) {
        CStrings.with(markup) { gtk_label_set_markup(gd_label(label), $0) }
    }

    /// A literal label is shown as typed; a GTK label keeps its mnemonic.
    static func setButtonLabel(_ button: UnsafeMutablePointer<GtkWidget>, _ label: ButtonLabel, suffix: String = "") {
        let (text, mnemonic) =
            switch label {
            case .literal(let text): (text, false)
            case .standard, .mnemonic: (label.mnemonicText, true)
            }
        gtk_button_set_use_underline(gd_button(button), mnemonic ? 1 : 0)
        CStrings.with(text + suffix) { gtk_button_set_label(gd_button(button), $0) }
    }

    static func entryText(_ entry: UnsafeMutablePointer<GtkWidget>) -> String {
        String(cString: gtk_entry_get_text(gd_entry(entry)))
    }

    /// Makes the drop-down's option reading `text` the active one; an option it lacks leaves it as it is.
    static func setComboText(_ combo: UnsafeMutablePointer<GtkWidget>, _ text: String) {
        guard let model = gtk_combo_box_get_model(gd_combo_box(combo)) else { return }
        var iter = GtkTreeIter()
        var more = gtk_tree_model_get_iter_first(model, &iter) != 0
        var index: Int32 = 0
        while more {
            if CStrings.takeOwnership(gd_tree_model_dup_string(model, &iter, 0)) == text {
                return gtk_combo_box_set_active(gd_combo_box(combo), index)
            }
            index += 1
            more = gtk_tree_model_iter_next(model, &iter) != 0
        }
    }

    static func setEntryText(_ entry: UnsafeMutablePointer<GtkWidget>, _ text: String) {
        CStrings.with(text) { gtk_entry_set_text(gd_entry(entry), $0) }
    }

    /// Applies the shared window and message options. `message` is the label
    /// holding the dialog's message, when it has one.
    static func apply(
        _ options: DialogOptions, to window: UnsafeMutablePointer<GtkWidget>, message: UnsafeMutablePointer<GtkWidget>?
    ) {
        if options.width != nil || options.height != nil {
            let width = options.width.map { Int32(clamping: $0) } ?? -1
            let height = options.height.map { Int32(clamping: $0) } ?? -1
            gtk_window_set_default_size(gd_window(window), width, height)
            // Message dialogs are not resizable: the size must also be a request. It goes on
            // the content: with client-side decorations (Wayland) the title bar and shadow are
            // inside the window, and they would come out of a request made on the window itself.
            gtk_widget_set_size_request(gtk_bin_get_child(gd_bin(window)) ?? window, width, height)
        }
        switch options.windowIcon {
        case .named(let name):
            CStrings.with(name) { gtk_window_set_icon_name(gd_window(window), $0) }
        case .file(let path):
            loadImage(path) {
                gtk_window_set_icon_from_file(gd_window(window), $0, $1)
            } orWarn: { reason in
                // Translators: %1$s is an image file's path, %2$s why it cannot be used.
                TextDomain.library.format("cannot use \"%1$s\" as the window icon: %2$s", path, reason)
            }
        case nil:
            break
        }
        if let path = options.iconFile, gd_is_message_dialog(window) != 0 {
            loadImage(path) {
                gd_message_dialog_set_icon_file(gd_message_dialog(window), $0, $1)
            } orWarn: { reason in
                // Translators: %1$s is an image file's path, %2$s why it cannot be shown.
                TextDomain.library.format("cannot show \"%1$s\" as the dialog's icon: %2$s", path, reason)
            }
        } else if let iconName = options.iconName, gd_is_message_dialog(window) != 0 {
            CStrings.with(iconName) { gd_message_dialog_set_icon(gd_message_dialog(window), $0) }
        }
        if let message {
            let label = gd_label(message)
            gtk_label_set_line_wrap(label, options.wrapsMessage && !options.ellipsizesMessage ? 1 : 0)
            if options.ellipsizesMessage {
                gtk_label_set_ellipsize(label, PANGO_ELLIPSIZE_END)
            }
        }
    }

    /// Runs `load`, a GTK call that reads the image file at `path`; when it fails, warns with
    /// `warning` of GTK's reason: a bad icon is said on stderr and the dialog shows without it.
    private static func loadImage(
        _ path: String, _ load: (UnsafePointer<CChar>, UnsafeMutablePointer<UnsafeMutablePointer<GError>?>) -> gboolean,
        orWarn warning: (_ reason: String) -> String
    ) {
        var error: UnsafeMutablePointer<GError>?
        guard CStrings.with(path, { load($0, &error) }) == 0 else { return }
        let reason = GLibErrors.takeMessage(&error, orElse: TextDomain.library("unreadable"))
        Diagnostics.warn(warning(reason))
    }

    /// A scrolled window around `child` that scrolls vertically only (text and
    /// lists wrap or stack; they never scroll sideways).
    static func verticalScroller(
        around child: UnsafeMutablePointer<GtkWidget>
    ) -> (widget: UnsafeMutablePointer<GtkWidget>, scrolled: UnsafeMutablePointer<GtkScrolledWindow>) {
        let scroller = gtk_scrolled_window_new(nil, nil)!
        let scrolled = gd_scrolled_window(scroller)!
        gtk_scrolled_window_set_policy(scrolled, GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        gtk_container_add(gd_container(scroller), child)
        return (scroller, scrolled)
    }

    /// Largest height a dialog's scrolling content may take before it scrolls:
    /// two thirds of the monitor's work area, so the window stays on screen.
    static func maximumContentHeight() -> Int32 {
        let display = gdk_display_get_default()
        guard let monitor = gdk_display_get_primary_monitor(display) ?? gdk_display_get_monitor(display, 0)
        else { return 480 }
        var area = GdkRectangle()
        gdk_monitor_get_workarea(monitor, &area)
        return max(200, area.height * 2 / 3)
    }
}
