// A window of another program for the parent-by-handle tests: shows a window titled argv[1] and
// prints its handle on one line, as xdg-desktop-portal names a parent: x11:0xXID on X11,
// wayland:HANDLE (exported through xdg-foreign) on Wayland. Runs until its stdin closes.
// Built against GTK 3 or GTK 4 (pkg-config gtk+-3.0 or gtk4), as the test compiles it.
#include <gtk/gtk.h>
#include <stdio.h>
#include <unistd.h>
#if GTK_MAJOR_VERSION == 3
#include <gdk/gdkwayland.h>
#include <gdk/gdkx.h>
#else
#include <gdk/wayland/gdkwayland.h>
#include <gdk/x11/gdkx.h>
#endif

static GMainLoop *loop;

static gboolean stdin_closed(GIOChannel *channel, GIOCondition condition, gpointer data) {
    (void)channel, (void)condition, (void)data;
    g_main_loop_quit(loop);
    return G_SOURCE_REMOVE;
}

#if GTK_MAJOR_VERSION == 3
static void exported(GdkWindow *window, const char *handle, gpointer data) {
    (void)window, (void)data;
#else
static void exported(GdkToplevel *toplevel, const char *handle, gpointer data) {
    (void)toplevel, (void)data;
#endif
    printf("wayland:%s\n", handle);
    fflush(stdout);
}

static void mapped(GtkWidget *window, gpointer data) {
    (void)data;
    GdkDisplay *display = gtk_widget_get_display(window);
#if GTK_MAJOR_VERSION == 3
    GdkWindow *surface = gtk_widget_get_window(window);
    if (GDK_IS_X11_DISPLAY(display)) {
        printf("x11:0x%lx\n", (unsigned long)gdk_x11_window_get_xid(surface));
        fflush(stdout);
    } else if (!gdk_wayland_window_export_handle(surface, exported, NULL, NULL)) {
        fprintf(stderr, "parent-window: the compositor has no xdg-foreign exporter\n");
    }
#else
    GdkSurface *surface = gtk_native_get_surface(GTK_NATIVE(window));
    if (GDK_IS_X11_DISPLAY(display)) {
        printf("x11:0x%lx\n", (unsigned long)gdk_x11_surface_get_xid(surface));
        fflush(stdout);
    } else if (!gdk_wayland_toplevel_export_handle(GDK_TOPLEVEL(surface), exported, NULL, NULL)) {
        fprintf(stderr, "parent-window: the compositor has no xdg-foreign exporter\n");
    }
#endif
}

int main(int argc, char **argv) {
    if (argc < 2) {
        fprintf(stderr, "usage: parent-window TITLE\n");
        return 2;
    }
#if GTK_MAJOR_VERSION == 3
    gtk_init(NULL, NULL);
    GtkWidget *window = gtk_window_new(GTK_WINDOW_TOPLEVEL);
#else
    gtk_init();
    GtkWidget *window = gtk_window_new();
#endif
    gtk_window_set_title(GTK_WINDOW(window), argv[1]);
    gtk_window_set_default_size(GTK_WINDOW(window), 640, 480);
    g_signal_connect(window, "map", G_CALLBACK(mapped), NULL);
    loop = g_main_loop_new(NULL, FALSE);
    GIOChannel *input = g_io_channel_unix_new(STDIN_FILENO);
    g_io_add_watch(input, G_IO_IN | G_IO_HUP | G_IO_ERR, stdin_closed, NULL);
#if GTK_MAJOR_VERSION == 3
    gtk_widget_show(window);
#else
    gtk_window_present(GTK_WINDOW(window));
#endif
    g_main_loop_run(loop);
    return 0;
}
