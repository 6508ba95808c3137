#include <gtk/gtk.h>

/* GTK_IS_DIALOG is a macro; Swift needs a function. */
static inline int cgl_is_dialog(gpointer instance) { return GTK_IS_DIALOG(instance); }
