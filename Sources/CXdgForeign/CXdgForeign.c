#include "CXdgForeign.h"

#include <string.h>

// The two interfaces of xdg-foreign-unstable-v2 it uses, as wayland-scanner would write them:
// zxdg_importer_v2 (destroy, import_toplevel) and zxdg_imported_v2 (destroy, set_parent_of;
// the destroyed event).
extern const struct wl_interface wl_surface_interface;
extern const struct wl_interface xdg_foreign_imported_interface;
static const struct wl_interface *types[] = {NULL, &xdg_foreign_imported_interface, NULL, &wl_surface_interface};
static const struct wl_message importer_requests[] = {
    {"destroy", "", types + 0},
    {"import_toplevel", "ns", types + 1},
};
static const struct wl_interface importer_interface = {"zxdg_importer_v2", 1, 2, importer_requests, 0, NULL};
static const struct wl_message imported_requests[] = {
    {"destroy", "", types + 0},
    {"set_parent_of", "o", types + 3},
};
static const struct wl_message imported_events[] = {{"destroyed", "", types + 0}};
const struct wl_interface xdg_foreign_imported_interface = {
    "zxdg_imported_v2", 1, 2, imported_requests, 1, imported_events};

enum { IMPORTER_DESTROY, IMPORTER_IMPORT_TOPLEVEL };
enum { IMPORTED_DESTROY };

struct probe {
    struct wl_proxy *importer;
    int destroyed;
};

static void global_added(void *data, struct wl_registry *registry, uint32_t name, const char *interface,
                         uint32_t version) {
    (void)version;
    struct probe *probe = data;
    if (probe->importer == NULL && strcmp(interface, importer_interface.name) == 0) {
        probe->importer = wl_registry_bind(registry, name, &importer_interface, 1);
    }
}

static void global_removed(void *data, struct wl_registry *registry, uint32_t name) {
    (void)data, (void)registry, (void)name;
}

static const struct wl_registry_listener registry_listener = {global_added, global_removed};

static void imported_destroyed(void *data, struct wl_proxy *imported) {
    (void)imported;
    ((struct probe *)data)->destroyed = 1;
}

static const struct {
    void (*destroyed)(void *, struct wl_proxy *);
} imported_listener = {imported_destroyed};

XdgForeignAnswer xdg_foreign_probe(struct wl_display *display, const char *handle) {
    struct wl_event_queue *queue = wl_display_create_queue(display);
    struct wl_display *wrapper = wl_proxy_create_wrapper(display);
    wl_proxy_set_queue((struct wl_proxy *)wrapper, queue);
    struct wl_registry *registry = wl_display_get_registry(wrapper);
    struct probe probe = {NULL, 0};
    wl_registry_add_listener(registry, &registry_listener, &probe);
    wl_display_roundtrip_queue(display, queue);
    XdgForeignAnswer answer = XDG_FOREIGN_UNKNOWN;
    if (probe.importer != NULL) {
        struct wl_proxy *imported = wl_proxy_marshal_constructor(
            probe.importer, IMPORTER_IMPORT_TOPLEVEL, &xdg_foreign_imported_interface, NULL, handle);
        wl_proxy_add_listener(imported, (void (**)(void))&imported_listener, &probe);
        wl_display_roundtrip_queue(display, queue);
        answer = probe.destroyed ? XDG_FOREIGN_NOT_EXPORTED : XDG_FOREIGN_EXPORTED;
        wl_proxy_marshal(imported, IMPORTED_DESTROY);
        wl_proxy_destroy(imported);
        wl_proxy_marshal(probe.importer, IMPORTER_DESTROY);
        wl_proxy_destroy(probe.importer);
    }
    wl_registry_destroy(registry);
    wl_proxy_wrapper_destroy(wrapper);
    wl_event_queue_destroy(queue);
    return answer;
}
