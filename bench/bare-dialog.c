/* bare-dialog: the floor. The dialogs `gtk-dialogs --question` and
 * `gtk-dialogs --entry` show, written straight against GTK 3 in C, with the
 * same widgets, texts and exit statuses (Yes / a submitted text: 0; No,
 * Cancel, Escape: 1).
 *
 *   bare-dialog question | entry | app
 *
 * `app` is dialogs-demo's main window in C: a unique GtkApplication whose window
 * has the same header bar, grid of buttons and labels, and event log, started the
 * same way (no bus autolaunch; title-bar buttons, icon and log font after the
 * first frame).
 */
#include <gtk/gtk.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int exit_status = 1;

static void on_response(GtkDialog *dialog, gint response, gpointer data) {
    (void)data;
    exit_status = response == GTK_RESPONSE_YES || response == GTK_RESPONSE_OK ? 0 : 1;
    gtk_widget_destroy(GTK_WIDGET(dialog));
    gtk_main_quit();
}

/* Return in the entry answers at once, as TextPrompt does (a button's
 * activation would wait 250 ms for its pressed look). */
static void on_activate(GtkEntry *entry, gpointer dialog) {
    puts(gtk_entry_get_text(entry));
    exit_status = 0;
    gtk_widget_destroy(GTK_WIDGET(dialog));
    gtk_main_quit();
}

static GtkWidget *secondary_label(GtkWidget *dialog) {
    GtkWidget *area = gtk_message_dialog_get_message_area(GTK_MESSAGE_DIALOG(dialog));
    GList *children = gtk_container_get_children(GTK_CONTAINER(area));
    GtkWidget *label = g_list_nth_data(children, 1);
    g_list_free(children);
    return label;
}

static GtkWidget *add_button(GtkWidget *dialog, const char *mnemonic, gint response) {
    GtkWidget *button = gtk_button_new_with_mnemonic(mnemonic);
    gtk_widget_set_can_default(button, TRUE);
    gtk_dialog_add_action_widget(GTK_DIALOG(dialog), button, response);
    gtk_widget_show(button);
    return button;
}

/* The style's icon as zenity 3.44 and gtk-dialogs --question show it (dialog-question, 48 px), loaded the
 * cheapest way GTK allows: one lookup at the exact size, the theme's PNG read by the PNG loader by name
 * (gdk_pixbuf_new_from_file would load the MIME database to sniff it). */
static void set_icon(GtkWidget *dialog, const char *name) {
    GtkIconInfo *info = gtk_icon_theme_lookup_icon(gtk_icon_theme_get_default(), name, 48, 0);
    const gchar *path = info != NULL ? gtk_icon_info_get_filename(info) : NULL;
    gchar *bytes = NULL;
    gsize length = 0;
    if (path != NULL && g_file_get_contents(path, &bytes, &length, NULL)) {
        GdkPixbufLoader *loader = gdk_pixbuf_loader_new_with_type("png", NULL);
        gdk_pixbuf_loader_write(loader, (const guchar *)bytes, length, NULL);
        gdk_pixbuf_loader_close(loader, NULL);
        GtkWidget *image = gtk_image_new_from_pixbuf(gdk_pixbuf_loader_get_pixbuf(loader));
        gtk_widget_show(image);
        G_GNUC_BEGIN_IGNORE_DEPRECATIONS
        gtk_message_dialog_set_image(GTK_MESSAGE_DIALOG(dialog), image);
        G_GNUC_END_IGNORE_DEPRECATIONS
        g_object_unref(loader);
        g_free(bytes);
    }
    if (info != NULL) g_object_unref(info);
}

static int question(void) {
    /* zenity mode's question has no heading, as zenity's: the title is the window's only. */
    GtkWidget *dialog = gtk_message_dialog_new(NULL, 0, GTK_MESSAGE_QUESTION, GTK_BUTTONS_NONE, "%s", "");
    if (getenv("BARE_NO_ICON") == NULL) set_icon(dialog, "dialog-question");
    gtk_window_set_title(GTK_WINDOW(dialog), "Question");
    gtk_widget_set_size_request(dialog, 340, -1); // gtk-dialogs' minimum alert width (GNOME's HIG)
    gtk_message_dialog_format_secondary_text(GTK_MESSAGE_DIALOG(dialog), " ");
    gtk_label_set_markup(GTK_LABEL(secondary_label(dialog)), "Are you sure you want to proceed?");
    /* Selectable, as zenity 3.44's message and so gtk-dialogs' in zenity mode: a Tab stop, and a
     * realized input window with GTK's text cursor (the cursor theme read at start-up). */
    gtk_label_set_selectable(GTK_LABEL(secondary_label(dialog)), TRUE);
    GtkWidget *area = gtk_message_dialog_get_message_area(GTK_MESSAGE_DIALOG(dialog));
    GList *children = gtk_container_get_children(GTK_CONTAINER(area));
    gtk_widget_hide(GTK_WIDGET(children->data));
    g_list_free(children);
    add_button(dialog, "_No", GTK_RESPONSE_NO);
    GtkWidget *yes = add_button(dialog, "_Yes", GTK_RESPONSE_YES);
    gtk_style_context_add_class(gtk_widget_get_style_context(yes), "suggested-action");
    gtk_dialog_set_default_response(GTK_DIALOG(dialog), GTK_RESPONSE_YES);
    gtk_widget_grab_focus(yes);
    g_signal_connect(dialog, "response", G_CALLBACK(on_response), NULL);
    gtk_window_present(GTK_WINDOW(dialog));
    gtk_main();
    return exit_status;
}

static int entry(void) {
    GtkWidget *dialog = gtk_message_dialog_new(NULL, 0, GTK_MESSAGE_OTHER, GTK_BUTTONS_NONE, "%s", "Add a new entry");
    gtk_window_set_title(GTK_WINDOW(dialog), "Add a new entry");
    gtk_message_dialog_format_secondary_text(GTK_MESSAGE_DIALOG(dialog), "%s", "Enter new text:");
    GtkWidget *field = gtk_entry_new();
    GtkWidget *area = gtk_message_dialog_get_message_area(GTK_MESSAGE_DIALOG(dialog));
    gtk_box_pack_start(GTK_BOX(area), field, FALSE, FALSE, 6);
    gtk_widget_show(field);
    add_button(dialog, "_Cancel", GTK_RESPONSE_CANCEL);
    GtkWidget *ok = add_button(dialog, "_OK", GTK_RESPONSE_OK);
    gtk_style_context_add_class(gtk_widget_get_style_context(ok), "suggested-action");
    g_signal_connect(field, "activate", G_CALLBACK(on_activate), dialog);
    g_signal_connect(dialog, "response", G_CALLBACK(on_response), NULL);
    gtk_widget_grab_focus(field);
    gtk_window_present(GTK_WINDOW(dialog));
    gtk_main();
    return exit_status;
}

/* The demo's main window, widget for widget (Sources/dialogs-demo/DemoWindow.swift); its rows
 * are Scenario.swift's buttons and summaries, in English (DemoControllerTests checks them). */
static GtkWidget *heading(const char *text) {
    GtkWidget *label = gtk_label_new(NULL);
    char *markup = g_strdup_printf("<b>%s</b>", text);
    gtk_label_set_markup(GTK_LABEL(label), markup);
    g_free(markup);
    gtk_label_set_xalign(GTK_LABEL(label), 0);
    return label;
}

/* What the first frame does without (DemoWindow.finishStartup): the title-bar
 * buttons, the window icon and the log's monospace font. */
static gboolean finish_startup(gpointer log) {
    GtkWidget *window = gtk_widget_get_toplevel(GTK_WIDGET(log));
    gtk_header_bar_set_show_close_button(GTK_HEADER_BAR(gtk_window_get_titlebar(GTK_WINDOW(window))), TRUE);
    gtk_window_set_icon_name(GTK_WINDOW(window), "org.gtkdialogs.BareDemo");
    gtk_window_set_default_icon_name("org.gtkdialogs.BareDemo");
    gtk_text_view_set_monospace(GTK_TEXT_VIEW(log), TRUE);
    return G_SOURCE_REMOVE;
}

static void on_app_activate(GtkApplication *app, gpointer data) {
    (void)data;
    static const char *buttons[] = {
        "_Confirm",
        "_Three choices",
        "_Name and greeting",
        "_Password",
        "Contact _form",
        "Project settin_gs…",
        "_Delete files",
        "Time_out with countdown",
        "Copy with p_rogress",
        "Install with _steps",
        "Open _with…",
        "_Volume slider",
        "Pick _a date…",
        "A_bout",
        "Pick a co_lour…",
        "Pic_k a font…",
        "Notif_y me",
        "Open a f_ile…",
        "Open t_hrough the portal…",
        "Lic_ence…",
        "Re_membered answer",
    };
    static const char *summaries[] = {
        "Two buttons, a closure each",
        "Three buttons, one handler",
        "A prompt, then an alert shown from its handler",
        "A secret prompt with a rule",
        "A form that edits a record",
        "Folder, file, colour, font, slider, notes and a drop-down, in groups",
        "A destructive confirm; Return cancels",
        "Picks its default when time runs out",
        "Work in a task; Cancel cancels the task",
        "Each step's status changes as the work runs",
        "A list of the app's own values; search as you type",
        "A slider that reports each change as you drag",
        "A calendar from today on; the day in your locale's words",
        "GTK's about window: version, website, licence",
        "GTK's colour chooser, starting at the last colour",
        "GTK's font chooser: family, face, size and a preview",
        "A desktop notification whose buttons answer here",
        "The desktop's file chooser, with filters",
        "The desktop portal's own picker, even on GNOME; GTK's without one",
        "A text with links; OK waits for the agree box",
        "Starts from the last answer; \"Don't ask again\" once ticked",
    };
    G_STATIC_ASSERT(G_N_ELEMENTS(buttons) == G_N_ELEMENTS(summaries));
    GtkWidget *window = gtk_application_window_new(app);
    gtk_window_set_default_size(GTK_WINDOW(window), 780, 760);
    gtk_window_set_title(GTK_WINDOW(window), "Bare Demo");
    GtkWidget *header = gtk_header_bar_new();
    gtk_header_bar_set_title(GTK_HEADER_BAR(header), "Bare Demo");
    gtk_header_bar_set_subtitle(GTK_HEADER_BAR(header), "Every dialog, answered by a closure");
    gtk_window_set_titlebar(GTK_WINDOW(window), header);
    GtkWidget *page = gtk_box_new(GTK_ORIENTATION_VERTICAL, 12);
    gtk_container_set_border_width(GTK_CONTAINER(page), 18);
    gtk_container_add(GTK_CONTAINER(window), page);
    GtkWidget *grid = gtk_grid_new();
    gtk_grid_set_row_spacing(GTK_GRID(grid), 6);
    gtk_grid_set_column_spacing(GTK_GRID(grid), 12);
    for (int row = 0; row < (int)G_N_ELEMENTS(buttons); row++) {
        GtkWidget *summary = gtk_label_new(summaries[row]);
        gtk_label_set_xalign(GTK_LABEL(summary), 0);
        gtk_style_context_add_class(gtk_widget_get_style_context(summary), "dim-label");
        gtk_grid_attach(GTK_GRID(grid), gtk_button_new_with_mnemonic(buttons[row]), 0, row, 1, 1);
        gtk_grid_attach(GTK_GRID(grid), summary, 1, row, 1, 1);
    }
    GtkWidget *button_scroller = gtk_scrolled_window_new(NULL, NULL);
    gtk_scrolled_window_set_policy(GTK_SCROLLED_WINDOW(button_scroller), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
    gtk_container_add(GTK_CONTAINER(button_scroller), grid);
    gtk_container_set_focus_vadjustment(
        GTK_CONTAINER(grid), gtk_scrolled_window_get_vadjustment(GTK_SCROLLED_WINDOW(button_scroller)));
    gtk_box_pack_start(GTK_BOX(page), button_scroller, TRUE, TRUE, 0);
    GtkWidget *contact = gtk_label_new("Ada Lovelace · born 1815");
    gtk_label_set_xalign(GTK_LABEL(contact), 0);
    gtk_label_set_selectable(GTK_LABEL(contact), TRUE);
    gtk_box_pack_start(GTK_BOX(page), heading("Contact"), FALSE, FALSE, 0);
    gtk_box_pack_start(GTK_BOX(page), contact, FALSE, FALSE, 0);
    GtkWidget *log = gtk_text_view_new();
    gtk_text_view_set_editable(GTK_TEXT_VIEW(log), FALSE);
    gtk_text_view_set_cursor_visible(GTK_TEXT_VIEW(log), FALSE);
    gtk_text_view_set_left_margin(GTK_TEXT_VIEW(log), 6);
    atk_object_set_name(gtk_widget_get_accessible(log), "Event log");
    GtkWidget *scroller = gtk_scrolled_window_new(NULL, NULL);
    gtk_scrolled_window_set_shadow_type(GTK_SCROLLED_WINDOW(scroller), GTK_SHADOW_IN);
    gtk_container_add(GTK_CONTAINER(scroller), log);
    gtk_box_pack_start(GTK_BOX(page), heading("Event log"), FALSE, FALSE, 0);
    gtk_widget_set_size_request(scroller, -1, 140);
    gtk_box_pack_start(GTK_BOX(page), scroller, FALSE, FALSE, 0);
    gtk_widget_show_all(window);
    g_idle_add(finish_startup, log);
    gtk_window_present(GTK_WINDOW(window));
}

/* As DemoApplication.registerWithoutStartingABus: with no session bus address
 * and no $XDG_RUNTIME_DIR/bus, register without GLib's dbus-launch autolaunch. */
static void register_without_starting_a_bus(GApplication *application) {
    if (getenv("DBUS_SESSION_BUS_ADDRESS")) return;
    char *socket = g_build_filename(g_get_user_runtime_dir(), "bus", NULL);
    gboolean found = g_file_test(socket, G_FILE_TEST_EXISTS);
    g_free(socket);
    if (found) return;
    setenv("DBUS_SESSION_BUS_ADDRESS", "disabled:", 1);
    g_application_register(application, NULL, NULL);
    unsetenv("DBUS_SESSION_BUS_ADDRESS");
}

static int app(void) {
    if (!gtk_init_check(NULL, NULL)) {
        fputs("bare-dialog: cannot open display\n", stderr);
        return 255;
    }
    GtkApplication *application = gtk_application_new("org.gtkdialogs.BareDemo", (GApplicationFlags)0);
    g_signal_connect(application, "activate", G_CALLBACK(on_app_activate), NULL);
    register_without_starting_a_bus(G_APPLICATION(application));
    int status = g_application_run(G_APPLICATION(application), 0, NULL);
    g_object_unref(application);
    return status;
}

int main(int argc, char **argv) {
    const char *mode = argc > 1 ? argv[1] : "question";
    if (strcmp(mode, "app") == 0) return app();
    if (!gtk_init_check(NULL, NULL)) {
        fputs("bare-dialog: cannot open display\n", stderr);
        return 255;
    }
    if (strcmp(mode, "entry") == 0) return entry();
    return question();
}
