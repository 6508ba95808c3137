#include <gtk/gtk.h>
#include <gdk/gdkx.h>
#include <glib-unix.h>
