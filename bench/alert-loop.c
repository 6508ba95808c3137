/* alert-loop-c: the in-process floor. Creates, shows, answers and destroys N
 * alerts (a GtkMessageDialog with one button) straight through GTK, as
 * bench/alert-loop does through GtkDialogs' Alert, and lets GTK drain its
 * events after showing and after answering each one (see DESIGN.md).
 *
 *   alert-loop-c [ALERTS] [WARMUP]
 *
 * Prints: alerts=… us_per_alert=… rss_before_kb=… rss_after_kb=… live_boxes=0
 * The time and the RSS growth cover the ALERTS after the WARMUP ones.
 */
#include <gtk/gtk.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <unistd.h>

static double now_us(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec * 1e6 + ts.tv_nsec / 1e3;
}

static long rss_kb(void) {
    long pages = 0, resident = 0;
    FILE *file = fopen("/proc/self/statm", "r");
    if (file) {
        if (fscanf(file, "%ld %ld", &pages, &resident) != 2) resident = 0;
        fclose(file);
    }
    return resident * (sysconf(_SC_PAGESIZE) / 1024);
}

static void drain(void) {
    while (gtk_events_pending()) gtk_main_iteration();
}

static long answered;

static void on_response(GtkDialog *dialog, gint response, gpointer data) {
    (void)data;
    if (response == 0) answered++;
    gtk_widget_destroy(GTK_WIDGET(dialog));
}

/* The open dialog, found as bench/alert-loop finds it (the library keeps its own pointer). */
static GtkDialog *open_dialog(void) {
    GtkDialog *found = NULL;
    GList *windows = gtk_window_list_toplevels();
    for (GList *item = windows; item; item = item->next)
        if (GTK_IS_DIALOG(item->data) && gtk_widget_get_visible(item->data)) found = item->data;
    g_list_free(windows);
    return found;
}

static void one_alert(void) {
    GtkWidget *dialog = gtk_message_dialog_new(NULL, 0, GTK_MESSAGE_INFO, GTK_BUTTONS_NONE, "%s", "Saved");
    gtk_window_set_title(GTK_WINDOW(dialog), "Saved");
    gtk_message_dialog_format_secondary_text(GTK_MESSAGE_DIALOG(dialog), "%s", "All done.");
    GtkWidget *button = gtk_button_new_with_label("OK");
    gtk_widget_set_can_default(button, TRUE);
    gtk_dialog_add_action_widget(GTK_DIALOG(dialog), button, 0);
    gtk_widget_show(button);
    gtk_style_context_add_class(gtk_widget_get_style_context(button), "suggested-action");
    gtk_dialog_set_default_response(GTK_DIALOG(dialog), 0);
    gtk_widget_grab_focus(button);
    g_signal_connect(dialog, "response", G_CALLBACK(on_response), NULL);
    gtk_window_present(GTK_WINDOW(dialog));
    drain();
    gtk_dialog_response(open_dialog(), 0);
    drain();
}

int main(int argc, char **argv) {
    long alerts = argc > 1 ? atol(argv[1]) : 1000;
    long warmup = argc > 2 ? atol(argv[2]) : 50;
    if (!gtk_init_check(NULL, NULL)) {
        fputs("alert-loop-c: cannot open display\n", stderr);
        return 2;
    }
    for (long index = 0; index < warmup; index++) one_alert();
    long before = rss_kb();
    double start = now_us();
    for (long index = 0; index < alerts; index++) one_alert();
    double elapsed = now_us() - start;
    long after = rss_kb();
    if (answered != alerts + warmup) {
        fprintf(stderr, "alert-loop-c: %ld of %ld alerts answered\n", answered, alerts + warmup);
        return 1;
    }
    printf("alerts=%ld us_per_alert=%.2f rss_before_kb=%ld rss_after_kb=%ld live_boxes=0\n", alerts,
           elapsed / alerts, before, after);
    return 0;
}
