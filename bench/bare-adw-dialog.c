/* bare-adw-dialog: the floor for `gtk4-dialogs --question`, as bare-dialog.c's question is
 * gtk-dialogs': libadwaita 1.2's AdwMessageDialog written straight in C, heading "Question",
 * the body, No and Yes (Yes suggested and the default, No the close response). Exit statuses
 * as bare-dialog's: Yes 0; No, Escape, closing 1; no display 255. Prints nothing.
 *
 *   bare-adw-dialog [question]
 *
 * Run it as GTK 4 programs are benchmarked here: GDK_BACKEND=x11 (GDK_DEBUG=gl-disable for the
 * cairo renderer) on a session bus of its own (dbus-run-session), where nothing is activatable.
 *
 * Started with adw_init() and a GMainLoop, not an AdwApplication: the application adds its
 * startup, activate and hold machinery (with an application id, a name on the session bus too),
 * none of which a one-shot dialog needs.
 */
#include <adwaita.h>
#include <stdio.h>
#include <string.h>

static int exit_status = 1;

static void on_response(AdwMessageDialog *dialog, const char *response, gpointer loop) {
    (void)dialog;
    exit_status = strcmp(response, "yes") == 0 ? 0 : 1;
    g_main_loop_quit(loop);
}

static int question(void) {
    GMainLoop *loop = g_main_loop_new(NULL, FALSE);
    GtkWidget *dialog = adw_message_dialog_new(NULL, "Question", "Are you sure you want to proceed?");
    gtk_window_set_title(GTK_WINDOW(dialog), "Question");
    /* zenity mode's text is Pango markup, as zenity's: parsed here too. */
    adw_message_dialog_set_body_use_markup(ADW_MESSAGE_DIALOG(dialog), TRUE);
    adw_message_dialog_add_responses(ADW_MESSAGE_DIALOG(dialog), "no", "_No", "yes", "_Yes", NULL);
    adw_message_dialog_set_response_appearance(ADW_MESSAGE_DIALOG(dialog), "yes", ADW_RESPONSE_SUGGESTED);
    adw_message_dialog_set_default_response(ADW_MESSAGE_DIALOG(dialog), "yes");
    adw_message_dialog_set_close_response(ADW_MESSAGE_DIALOG(dialog), "no");
    /* The dialog closes itself after its response: the loop only has to stop. */
    g_signal_connect(dialog, "response", G_CALLBACK(on_response), loop);
    gtk_window_present(GTK_WINDOW(dialog));
    g_main_loop_run(loop);
    return exit_status;
}

int main(int argc, char **argv) {
    const char *mode = argc > 1 ? argv[1] : "question";
    if (strcmp(mode, "question") != 0) {
        fputs("usage: bare-adw-dialog [question]\n", stderr);
        return 2;
    }
    /* adw_init would call gtk_init, which exits on a missing display: checked first. */
    if (!gtk_init_check()) {
        fputs("bare-adw-dialog: cannot open display\n", stderr);
        return 255;
    }
    adw_init();
    return question();
}
