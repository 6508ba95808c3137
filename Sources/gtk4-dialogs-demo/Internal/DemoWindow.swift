import AdwDialogs
import CAdw
import CAdwBridge
import DemoShowcase
import DialogsGLib
import Glibc

/// The demo's main window, as a libadwaita app lays one out: a header bar with the title and
/// subtitle; the scenarios as a boxed list, one row each with its button; the saved contact; and
/// an event log of every answer the closures received (also written to stdout, one line per
/// answer, for scripts and tests).
@MainActor
final class DemoWindow {
    let window: UnsafeMutablePointer<GtkWidget>
    private let logBuffer: UnsafeMutablePointer<GtkTextBuffer>
    private let logView: UnsafeMutablePointer<GtkWidget>
    private let contactLabel: UnsafeMutablePointer<GtkWidget>
    private(set) var controller: DemoController!

    init(application: UnsafeMutablePointer<GtkApplication>) {
        window = adw_application_window_new(application)
        gtk_window_set_default_size(ad_window(window), 960, 640)
        // Translators: the demo app's name (its window's title and its about window's).
        let name = tr("GtkDialogs Demo")
        gtk_window_set_title(ad_window(window), name)
        gtk_window_set_icon_name(ad_window(window), applicationID)
        ad_accessible_set_label(window, name)

        let header = adw_header_bar_new()!
        adw_header_bar_set_title_widget(
            ad_header_bar(header), adw_window_title_new(name, tr("Every dialog, answered by a closure")))
        let content = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        gtk_box_append(ad_box(content), header)
        adw_application_window_set_content(ad_application_window(window), content)

        let panes = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 24)!
        Self.setMargins(of: panes, 18)
        gtk_widget_set_vexpand(panes, 1)
        gtk_box_append(ad_box(content), panes)

        let scenarios = gtk_list_box_new()!
        gtk_list_box_set_selection_mode(ad_list_box(scenarios), GTK_SELECTION_NONE)
        gtk_widget_add_css_class(scenarios, "boxed-list")
        var scenarioButtons: [(UnsafeMutablePointer<GtkWidget>, Scenario)] = []
        for scenario in Scenario.allCases {
            let texts = scenario.texts
            let row = adw_action_row_new()!
            adw_preferences_row_set_title(ad_preferences_row(row), texts.summary)
            let button = gtk_button_new_with_mnemonic(texts.buttonLabel)!
            gtk_widget_set_valign(button, GTK_ALIGN_CENTER)
            adw_action_row_add_suffix(ad_action_row(row), button)
            adw_action_row_set_activatable_widget(ad_action_row(row), button)
            gtk_list_box_append(ad_list_box(scenarios), row)
            scenarioButtons.append((button, scenario))
        }
        let scenarioScroller = gtk_scrolled_window_new()!
        gtk_scrolled_window_set_policy(ad_scrolled_window(scenarioScroller), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        gtk_scrolled_window_set_child(ad_scrolled_window(scenarioScroller), scenarios)
        gtk_widget_set_hexpand(scenarioScroller, 1)
        gtk_box_append(ad_box(panes), scenarioScroller)

        let side = gtk_box_new(GTK_ORIENTATION_VERTICAL, 18)!
        gtk_widget_set_size_request(side, 340, -1)
        gtk_box_append(ad_box(panes), side)

        contactLabel = gtk_label_new(nil)
        gtk_label_set_xalign(ad_label(contactLabel), 0)
        gtk_label_set_wrap(ad_label(contactLabel), 1)
        gtk_label_set_selectable(ad_label(contactLabel), 1)
        // Translators: a heading of the demo's main window, above the contact the "Contact form" button edits.
        gtk_box_append(ad_box(side), Self.group(tr("Contact"), holding: contactLabel))

        logView = gtk_text_view_new()
        gtk_text_view_set_editable(ad_text_view(logView), 0)
        gtk_text_view_set_cursor_visible(ad_text_view(logView), 0)
        gtk_text_view_set_monospace(ad_text_view(logView), 1)
        gtk_text_view_set_wrap_mode(ad_text_view(logView), GTK_WRAP_WORD_CHAR)
        gtk_text_view_set_left_margin(ad_text_view(logView), 8)
        gtk_text_view_set_right_margin(ad_text_view(logView), 8)
        gtk_text_view_set_top_margin(ad_text_view(logView), 6)
        // Translators: a heading of the demo's main window, above the log of every answer its dialogs gave.
        let logName = tr("Event log")
        ad_accessible_set_label(logView, logName)
        logBuffer = gtk_text_view_get_buffer(ad_text_view(logView))!
        let logScroller = gtk_scrolled_window_new()!
        gtk_scrolled_window_set_child(ad_scrolled_window(logScroller), logView)
        gtk_widget_add_css_class(logScroller, "card")
        gtk_widget_set_vexpand(logScroller, 1)
        let logGroup = Self.group(logName, holding: logScroller)
        gtk_widget_set_vexpand(logGroup, 1)
        gtk_box_append(ad_box(side), logGroup)

        controller = DemoController(
            parent: ParentWindow(window), log: { [unowned self] line in append(line) },
            contactChanged: { [unowned self] contact in show(contact) })
        for (button, scenario) in scenarioButtons {
            Signals.on(button, "clicked") { [unowned self] in controller.run(scenario) }
        }
        show(controller.contact)
    }

    /// A titled group of the window's side pane (its title escaped by libadwaita: plain text).
    private static func group(_ title: String, holding child: UnsafeMutablePointer<GtkWidget>)
        -> UnsafeMutablePointer<GtkWidget>
    {
        let group = adw_preferences_group_new()!
        adw_preferences_group_set_title(ad_preferences_group(group), title)
        adw_preferences_group_add(ad_preferences_group(group), child)
        return group
    }

    private static func setMargins(of widget: UnsafeMutablePointer<GtkWidget>, _ margin: Int32) {
        gtk_widget_set_margin_top(widget, margin)
        gtk_widget_set_margin_bottom(widget, margin)
        gtk_widget_set_margin_start(widget, margin)
        gtk_widget_set_margin_end(widget, margin)
    }

    private func show(_ contact: Contact) {
        gtk_label_set_text(ad_label(contactLabel), contact.summary)
    }

    /// Appends a line to the log in the window and on stdout.
    func append(_ line: String) {
        let time = ApplicationRegistration.localTime("%H:%M:%S")
        var end = GtkTextIter()
        gtk_text_buffer_get_end_iter(logBuffer, &end)
        gtk_text_buffer_insert(logBuffer, &end, "\(time)  \(line)\n", -1)
        gtk_text_buffer_get_end_iter(logBuffer, &end)
        let mark = gtk_text_buffer_create_mark(logBuffer, nil, &end, 0)
        gtk_text_view_scroll_mark_onscreen(ad_text_view(logView), mark)
        gtk_text_buffer_delete_mark(logBuffer, mark)
        let output = line + "\n"
        _ = output.withCString { write(STDOUT_FILENO, $0, strlen($0)) }
    }
}
