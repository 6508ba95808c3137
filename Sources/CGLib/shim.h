// GLib, GIO (GDBus, GUnixFDSource) and json-glib: everything the GLib layer and the CLI use,
// with no toolkit in it.
#include <glib.h>
#include <glib-unix.h>
#include <glib-object.h>
#include <gio/gio.h>
#include <json-glib/json-glib.h>

// GLib's fundamental types are macros Swift cannot import: json-glib's values are told apart by them.
static inline GType gd_json_boolean_type(void) { return G_TYPE_BOOLEAN; }
static inline GType gd_json_integer_type(void) { return G_TYPE_INT64; }
static inline GType gd_json_string_type(void) { return G_TYPE_STRING; }
static inline GType gd_json_double_type(void) { return G_TYPE_DOUBLE; }

// libdispatch's main queue, exported for run-loop integration (CoreFoundation uses the same pair).
int _dispatch_get_main_queue_handle_4CF(void);
void _dispatch_main_queue_callback_4CF(void *msg);
