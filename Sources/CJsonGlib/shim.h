#include <json-glib/json-glib.h>

// GLib's fundamental types are macros Swift cannot import: json-glib's values are told apart by them.
static inline GType gd_json_boolean_type(void) { return G_TYPE_BOOLEAN; }
static inline GType gd_json_integer_type(void) { return G_TYPE_INT64; }
static inline GType gd_json_string_type(void) { return G_TYPE_STRING; }
static inline GType gd_json_double_type(void) { return G_TYPE_DOUBLE; }
