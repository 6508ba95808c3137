// gettext from the C library (GLib's g_dgettext wraps the same calls): the core translates its
// own words without GTK or GLib in its dependency closure.
#include <libintl.h>
#include <locale.h>
