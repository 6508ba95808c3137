// Whether a compositor knows an xdg-foreign handle: GTK imports a parent's handle for a dialog
// but keeps the compositor's answer (zxdg_imported.destroyed, for a handle nobody exported) to
// itself, so both backends' bridges ask the compositor once more, here.
#ifndef CXDGFOREIGN_H
#define CXDGFOREIGN_H

#include <wayland-client.h>

/// What the compositor says of a handle.
typedef enum {
    XDG_FOREIGN_EXPORTED,
    /// No toplevel is exported under that handle.
    XDG_FOREIGN_NOT_EXPORTED,
    /// The compositor has no zxdg_importer_v2: it cannot be asked.
    XDG_FOREIGN_UNKNOWN,
} XdgForeignAnswer;

/// Imports `handle` through zxdg_importer_v2 on an event queue of its own (GDK's queue is left
/// alone) and waits one roundtrip for the compositor's `destroyed`; destroys what it made.
XdgForeignAnswer xdg_foreign_probe(struct wl_display *display, const char *handle);

#endif
