/* bare-dialog: the floor. The dialogs `gtk-dialogs --question` and
 * `gtk-dialogs --entry` show, written straight against GTK 3 in C, with the
 * same widgets, texts and exit statuses (Yes / a submitted text: 0; No,
 * Cancel, Escape: 1).
 *
 *   bare-dialog question | entry | app
 *
 * `app` is a GtkApplication (unique, as dialogs-demo is) with one window of buttons.
 */
#include <gtk/gtk.h>
#include <stdio.h>
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

static int question(void) {
    GtkWidget *dialog = gtk_message_dialog_new(NULL, 0, GTK_MESSAGE_QUESTION, GTK_BUTTONS_NONE, "%s", "Question");
    gtk_window_set_title(GTK_WINDOW(dialog), "Question");
    gtk_message_dialog_format_secondary_text(GTK_MESSAGE_DIALOG(dialog), " ");
    gtk_label_set_markup(GTK_LABEL(secondary_label(dialog)), "Are you sure you want to proceed?");
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

static void on_app_activate(GtkApplication *app, gpointer data) {
    (void)data;
    GtkWidget *window = gtk_application_window_new(app);
    gtk_window_set_title(GTK_WINDOW(window), "Bare Demo");
    gtk_window_set_default_size(GTK_WINDOW(window), 640, 480);
    GtkWidget *box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 6);
    for (int index = 0; index < 8; index++) {
        char label[32];
        snprintf(label, sizeof label, "Dialog %d", index + 1);
        gtk_box_pack_start(GTK_BOX(box), gtk_button_new_with_label(label), FALSE, FALSE, 0);
    }
    gtk_container_add(GTK_CONTAINER(window), box);
    gtk_widget_show_all(window);
}

static int app(void) {
    GtkApplication *application = gtk_application_new("org.gtkdialogs.BareDemo", (GApplicationFlags)0);
    g_signal_connect(application, "activate", G_CALLBACK(on_app_activate), NULL);
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
