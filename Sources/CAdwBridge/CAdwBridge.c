#include "CAdwBridge.h"

#include <gdk/x11/gdkx.h>
#ifdef GDK_WINDOWING_WAYLAND
#include <gdk/wayland/gdkwayland.h>
#endif

void ad_object_set_boolean(gpointer object, const char *property, gboolean value) {
    g_object_set(object, property, value, NULL);
}

void ad_accessible_set_label(GtkWidget *widget, const char *label) {
    gtk_accessible_update_property(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
}

GtkTextTag *ad_text_buffer_create_font_tag(GtkTextBuffer *buffer, const char *font) {
    return gtk_text_buffer_create_tag(buffer, NULL, "font", font, NULL);
}

GtkTextTag *ad_text_buffer_create_link_tag(GtkTextBuffer *buffer, const GdkRGBA *color) {
    return gtk_text_buffer_create_tag(buffer, NULL, "underline", PANGO_UNDERLINE_SINGLE, "foreground-rgba", color, NULL);
}

gboolean ad_display_is_wayland(void) {
    GdkDisplay *display = gdk_display_get_default();
    GType wayland = g_type_from_name("GdkWaylandDisplay");
    return display != NULL && wayland != 0 && g_type_check_instance_is_a((GTypeInstance *)display, wayland);
}

unsigned long ad_window_xid(GtkWidget *window) {
    GdkSurface *surface = gtk_native_get_surface(GTK_NATIVE(window));
    if (surface == NULL || !GDK_IS_X11_SURFACE(surface)) return 0;
    return gdk_x11_surface_get_xid(surface);
}

// MARK: Command line

// GTK 4 reads only the environment: a display named on the command line is an X one.
static gboolean set_display(const char *name, const char *value, gpointer data, GError **error) {
    (void)name; (void)data; (void)error;
    g_setenv("DISPLAY", value, TRUE);
    g_setenv("GDK_BACKEND", "x11", TRUE);
    return TRUE;
}

GOptionGroup *ad_option_group_new(void) {
    static const GOptionEntry entries[] = {
        {"display", 0, 0, G_OPTION_ARG_CALLBACK, (gpointer)set_display, "X display to use", "DISPLAY"},
        {NULL, 0, 0, 0, NULL, NULL, NULL},
    };
    GOptionGroup *group = g_option_group_new("gtk", "GTK Options", "Show GTK Options", NULL, NULL);
    g_option_group_add_entries(group, entries);
    return group;
}

// MARK: Messages

// libadwaita's note for a message dialog with no parent window: a script's dialog has none, so
// on the command line it is noise on stderr. Every other message passes as GLib would print it.
static void drop_unparented_dialog_note(const char *domain, GLogLevelFlags level, const char *message, gpointer data) {
    (void)data;
    if (message != NULL && g_str_has_prefix(message, "AdwMessageDialog mapped without a transient parent")) return;
    g_log_default_handler(domain, level, message, NULL);
}

void ad_quiet_unparented_dialog_note(void) {
    g_log_set_handler("Adwaita", G_LOG_LEVEL_MESSAGE, drop_unparented_dialog_note, NULL);
}

// MARK: Registration

// Defined in Swift (AdwDialogs' AdwBackend.swift): offers GTK 4 as the default toolkit.
extern void ad_register_backend(void);

// Runs when the program holding AdwDialogs is loaded, before `main`, as CGtkBridge's does for GTK 3.
__attribute__((constructor)) static void ad_register_backend_at_load(void) {
    ad_register_backend();
}

// MARK: Wayland

typedef struct {
    AdWindowExported exported;
    gpointer data;
    GDestroyNotify destroy;
} AdExport;

static void ad_export_free(gpointer pointer) {
    AdExport *export = pointer;
    if (export->destroy) export->destroy(export->data);
    g_free(export);
}

#ifdef GDK_WINDOWING_WAYLAND
static void ad_window_exported(GdkToplevel *toplevel, const char *handle, gpointer pointer) {
    (void)toplevel;
    AdExport *export = pointer;
    export->exported(handle, export->data);
}
#endif

gboolean ad_window_export_handle(GtkWidget *window, AdWindowExported exported, gpointer data, GDestroyNotify destroy) {
    AdExport *export = g_new0(AdExport, 1);
    export->exported = exported;
    export->data = data;
    export->destroy = destroy;
#ifdef GDK_WINDOWING_WAYLAND
    GdkSurface *surface = gtk_native_get_surface(GTK_NATIVE(window));
    if (surface != NULL && GDK_IS_WAYLAND_TOPLEVEL(surface)
        && gdk_wayland_toplevel_export_handle(GDK_TOPLEVEL(surface), ad_window_exported, export, ad_export_free))
        return TRUE;  // GDK frees `export` once done; on FALSE it took nothing
#endif
    ad_export_free(export);
    return FALSE;
}

void ad_window_unexport_handle(GtkWidget *window) {
#ifdef GDK_WINDOWING_WAYLAND
    GdkSurface *surface = gtk_native_get_surface(GTK_NATIVE(window));
    if (surface != NULL && GDK_IS_WAYLAND_TOPLEVEL(surface)) gdk_wayland_toplevel_unexport_handle(GDK_TOPLEVEL(surface));
#endif
}
