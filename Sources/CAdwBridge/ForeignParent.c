// Another program's window as a dialog's parent: X11 through WM_TRANSIENT_FOR on the dialog's
// own X window, Wayland through xdg-foreign. Both need the dialog's surface, so it is realized.
#include "CAdwBridge.h"

#include <gdk/wayland/gdkwayland.h>
#include <gdk/x11/gdkx.h>

#include "CXdgForeign.h"

AdParentOutcome ad_window_set_x11_parent(GtkWidget *window, unsigned long xid) {
    GdkDisplay *display = gtk_widget_get_display(window);
    if (!GDK_IS_X11_DISPLAY(display)) return AD_PARENT_OTHER_DISPLAY;
    Display *xdisplay = gdk_x11_display_get_xdisplay(display);
    XWindowAttributes attributes;
    // An id the server does not know raises BadWindow: trapped, it says the window is missing.
    gdk_x11_display_error_trap_push(display);
    Status known = XGetWindowAttributes(xdisplay, (Window)xid, &attributes);
    if (gdk_x11_display_error_trap_pop(display) != 0 || !known) return AD_PARENT_MISSING;
    Window own = gdk_x11_surface_get_xid(gtk_native_get_surface(GTK_NATIVE(window)));
    XSetTransientForHint(xdisplay, own, (Window)xid);
    XFlush(xdisplay);
    return AD_PARENT_SET;
}

AdParentOutcome ad_window_set_wayland_parent(GtkWidget *window, const char *handle) {
    GdkDisplay *display = gtk_widget_get_display(window);
    if (!GDK_IS_WAYLAND_DISPLAY(display)) return AD_PARENT_OTHER_DISPLAY;
    // GTK drops a handle the compositor does not know without a word: asked first, it is a warning.
    if (xdg_foreign_probe(gdk_wayland_display_get_wl_display(display), handle) == XDG_FOREIGN_NOT_EXPORTED) {
        return AD_PARENT_MISSING;
    }
    GdkSurface *surface = gtk_native_get_surface(GTK_NATIVE(window));
    gboolean imported = gdk_wayland_toplevel_set_transient_for_exported(GDK_TOPLEVEL(surface), handle);
    return imported ? AD_PARENT_SET : AD_PARENT_UNSUPPORTED;
}
