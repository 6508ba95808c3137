import CGtk
import CGtkBridge
import DemoShowcase
import DialogsGLib
import Glibc
import GtkDialogs

/// The demo's main window: one button per scenario, the saved contact, and an
/// event log of every answer the closures received (also written to stdout,
/// one line per answer, for scripts and tests).
@MainActor
final class DemoWindow {
    let window: UnsafeMutablePointer<GtkWidget>
    private let logBuffer: UnsafeMutablePointer<GtkTextBuffer>
    private let logView: UnsafeMutablePointer<GtkWidget>
    private let contactLabel: UnsafeMutablePointer<GtkWidget>
    private let headerBar: UnsafeMutablePointer<GtkHeaderBar>
    private(set) var controller: DemoController!

    init(application: UnsafeMutablePointer<GtkApplication>) {
        window = gtk_application_window_new(application)
        gtk_window_set_default_size(gd_window(window), 780, 760)
        // Translators: the demo app's name (its window's title and its about window's).
        let name = tr("GtkDialogs Demo")
        gtk_window_set_title(gd_window(window), name)

        let header = gtk_header_bar_new()!
        let headerBar = gd_header_bar(header)!
        gtk_header_bar_set_title(headerBar, name)
        gtk_header_bar_set_subtitle(headerBar, tr("Every dialog, answered by a closure"))
        gtk_window_set_titlebar(gd_window(window), header)
        self.headerBar = headerBar

        let page = gtk_box_new(GTK_ORIENTATION_VERTICAL, 12)!
        gtk_container_set_border_width(gd_container(page), 18)
        gtk_container_add(gd_container(window), page)

        let grid = gtk_grid_new()!
        gtk_grid_set_row_spacing(gd_grid(grid), 6)
        gtk_grid_set_column_spacing(gd_grid(grid), 12)
        var scenarioButtons: [(UnsafeMutablePointer<GtkWidget>, Scenario)] = []
        for scenario in Scenario.allCases {
            let texts = scenario.texts
            let button = gtk_button_new_with_mnemonic(texts.buttonLabel)!
            scenarioButtons.append((button, scenario))
            let summary = gtk_label_new(texts.summary)!
            gtk_label_set_xalign(gd_label(summary), 0)
            gtk_style_context_add_class(gtk_widget_get_style_context(summary), "dim-label")
            gtk_grid_attach(gd_grid(grid), button, 0, Int32(scenario.rawValue), 1, 1)
            gtk_grid_attach(gd_grid(grid), summary, 1, Int32(scenario.rawValue), 1, 1)
        }
        // More scenarios than a screen's height: the buttons scroll, and Tab keeps the focused one in view.
        let buttonScroller = gtk_scrolled_window_new(nil, nil)!
        gtk_scrolled_window_set_policy(gd_scrolled_window(buttonScroller), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        gtk_container_add(gd_container(buttonScroller), grid)
        gtk_container_set_focus_vadjustment(
            gd_container(grid), gtk_scrolled_window_get_vadjustment(gd_scrolled_window(buttonScroller)))
        gtk_box_pack_start(gd_box(page), buttonScroller, 1, 1, 0)

        contactLabel = gtk_label_new(nil)
        gtk_label_set_xalign(gd_label(contactLabel), 0)
        gtk_label_set_selectable(gd_label(contactLabel), 1)
        // Translators: a heading of the demo's main window, above the contact the "Contact form" button edits.
        gtk_box_pack_start(gd_box(page), Self.heading(tr("Contact")), 0, 0, 0)
        gtk_box_pack_start(gd_box(page), contactLabel, 0, 0, 0)

        logView = gtk_text_view_new()
        gtk_text_view_set_editable(gd_text_view(logView), 0)
        gtk_text_view_set_cursor_visible(gd_text_view(logView), 0)
        gtk_text_view_set_left_margin(gd_text_view(logView), 6)
        // Translators: a heading of the demo's main window, above the log of every answer its dialogs gave.
        let logName = tr("Event log")
        atk_object_set_name(gtk_widget_get_accessible(logView), logName)
        logBuffer = gtk_text_view_get_buffer(gd_text_view(logView))!
        let scroller = gtk_scrolled_window_new(nil, nil)!
        gtk_scrolled_window_set_shadow_type(gd_scrolled_window(scroller), GTK_SHADOW_IN)
        gtk_container_add(gd_container(scroller), logView)
        gtk_box_pack_start(gd_box(page), Self.heading(logName), 0, 0, 0)
        gtk_widget_set_size_request(scroller, -1, 140)
        gtk_box_pack_start(gd_box(page), scroller, 0, 0, 0)

        controller = DemoController(
            parent: ParentWindow(window), log: { [unowned self] line in append(line) },
            contactChanged: { [unowned self] contact in show(contact) })
        for (button, scenario) in scenarioButtons {
            Signals.on(button, "clicked") { [unowned self] in controller.run(scenario) }
        }
        show(controller.contact)
        gtk_widget_show_all(window)
    }

    /// What the first frame does without, done once the window is on screen:
    /// - the title-bar buttons: the first themed icons the process shows. Loading
    ///   the icon theme for them (about 12 ms) would hold back the whole window, so
    ///   the rest is painted first and the buttons follow in the next frame;
    /// - the window icon (window manager, task bar): another lookup, and an
    ///   installed SVG icon is rendered at several sizes;
    /// - the log's monospace font, first needed by its first line.
    func finishStartup() {
        gtk_header_bar_set_show_close_button(headerBar, 1)
        gtk_window_set_icon_name(gd_window(window), applicationID)
        gtk_window_set_default_icon_name(applicationID)
        gtk_text_view_set_monospace(gd_text_view(logView), 1)
    }

    /// A bold heading; `text` is escaped (a translation may hold `&` or `<`).
    private static func heading(_ text: String) -> UnsafeMutablePointer<GtkWidget> {
        let label = gtk_label_new(nil)!
        let markup: Markup = "<b>\(text)</b>"
        gtk_label_set_markup(gd_label(label), markup.source)
        gtk_label_set_xalign(gd_label(label), 0)
        return label
    }

    private func show(_ contact: Contact) {
        gtk_label_set_text(gd_label(contactLabel), contact.summary)
    }

    /// Appends a line to the log in the window and on stdout.
    func append(_ line: String) {
        let time = ApplicationRegistration.localTime("%H:%M:%S")
        var end = GtkTextIter()
        gtk_text_buffer_get_end_iter(logBuffer, &end)
        gtk_text_buffer_insert(logBuffer, &end, "\(time)  \(line)\n", -1)
        gtk_text_buffer_get_end_iter(logBuffer, &end)
        let mark = gtk_text_buffer_create_mark(logBuffer, nil, &end, 0)
        gtk_text_view_scroll_mark_onscreen(gd_text_view(logView), mark)
        gtk_text_buffer_delete_mark(logBuffer, mark)
        let output = line + "\n"
        _ = output.withCString { write(STDOUT_FILENO, $0, strlen($0)) }
    }
}
