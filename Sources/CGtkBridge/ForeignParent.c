// Another program's window as a dialog's parent: X11 through a foreign GdkWindow, Wayland
// through xdg-foreign. Both need the dialog's GdkWindow, so the window is realized.
#include "CGtkBridge.h"

#include <gdk/gdkwayland.h>
#include <gdk/gdkx.h>

#include "CXdgForeign.h"

GdParentOutcome gd_window_set_x11_parent(GtkWidget *window, unsigned long xid) {
    GdkDisplay *display = gtk_widget_get_display(window);
    if (!GDK_IS_X11_DISPLAY(display)) return GD_PARENT_OTHER_DISPLAY;
    // NULL when the server does not know the id (GDK traps the X error).
    GdkWindow *parent = gdk_x11_window_foreign_new_for_display(display, xid);
    if (parent == NULL) return GD_PARENT_MISSING;
    gdk_window_set_transient_for(gtk_widget_get_window(window), parent);
    // The foreign GdkWindow lives as long as the dialog that names it.
    g_object_set_data_full(G_OBJECT(window), "gd-foreign-parent", parent, g_object_unref);
    return GD_PARENT_SET;
}

GdParentOutcome gd_window_set_wayland_parent(GtkWidget *window, const char *handle) {
    GdkDisplay *display = gtk_widget_get_display(window);
    if (!GDK_IS_WAYLAND_DISPLAY(display)) return GD_PARENT_OTHER_DISPLAY;
    // GTK drops a handle the compositor does not know without a word: asked first, it is a warning.
    if (xdg_foreign_probe(gdk_wayland_display_get_wl_display(display), handle) == XDG_FOREIGN_NOT_EXPORTED) {
        return GD_PARENT_MISSING;
    }
    // GTK keeps the handle and applies it when the window gets its xdg_toplevel.
    gboolean imported = gdk_wayland_window_set_transient_for_exported(gtk_widget_get_window(window), (char *)handle);
    return imported ? GD_PARENT_SET : GD_PARENT_UNSUPPORTED;
}
