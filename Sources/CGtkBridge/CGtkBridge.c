#include "CGtkBridge.h"
#include <gdk/gdkx.h>
#ifdef GDK_WINDOWING_WAYLAND
#include <gdk/gdkwayland.h>
#endif

#include <string.h>

GtkWidget *gd_message_dialog_new(GtkMessageType type, const char *primary_text) {
    return gtk_message_dialog_new(NULL, 0, type, GTK_BUTTONS_NONE, "%s", primary_text);
}

void gd_message_dialog_set_secondary_text(GtkMessageDialog *dialog, const char *text) {
    gtk_message_dialog_format_secondary_text(dialog, text ? "%s" : NULL, text);
}

/* A theme's PNG read by the PNG loader by name: gdk_pixbuf_new_from_file (what GtkImage and
 * gtk_icon_info_load_icon use) sniffs the format through GIO's content types, which loads the
 * shared MIME database, most of an icon's start-up cost (--question: 13 ms and 1.9 MB with it). */
static GdkPixbuf *gd_load_png(const char *path) {
    gchar *bytes = NULL;
    gsize length = 0;
    if (!g_file_get_contents(path, &bytes, &length, NULL)) return NULL;
    GdkPixbufLoader *loader = gdk_pixbuf_loader_new_with_type("png", NULL);
    GdkPixbuf *pixbuf = NULL;
    if (loader != NULL) {
        gboolean written = gdk_pixbuf_loader_write(loader, (const guchar *)bytes, length, NULL);
        if (gdk_pixbuf_loader_close(loader, NULL) && written) {
            pixbuf = gdk_pixbuf_loader_get_pixbuf(loader);
            if (pixbuf != NULL) g_object_ref(pixbuf);
        }
        g_object_unref(loader);
    }
    g_free(bytes);
    return pixbuf;
}

const char *gd_image_icon_name(GtkImage *image) {
    const gchar *name = NULL;
    if (gtk_image_get_storage_type(image) == GTK_IMAGE_ICON_NAME) gtk_image_get_icon_name(image, &name, NULL);
    return name != NULL ? name : g_object_get_data(G_OBJECT(image), "gd-icon-name");
}

void gd_message_dialog_set_icon(GtkMessageDialog *dialog, const char *icon_name) {
    gint size = 48;
    gtk_icon_size_lookup(GTK_ICON_SIZE_DIALOG, &size, NULL);
    GdkWindow *root = gdk_get_default_root_window();
    gint scale = root != NULL ? gdk_window_get_scale_factor(root) : 1;
    /* One lookup at the exact size zenity's GtkImage asks for: the theme's own image file. */
    GtkIconInfo *info = gtk_icon_theme_lookup_icon_for_scale(gtk_icon_theme_get_default(), icon_name, size, scale, 0);
    GdkPixbuf *pixbuf = NULL;
    if (info != NULL) {
        const gchar *path = gtk_icon_info_get_filename(info);
        if (path != NULL && g_str_has_suffix(path, ".png")) pixbuf = gd_load_png(path);
        g_object_unref(info);
    }
    if (pixbuf == NULL || gdk_pixbuf_get_width(pixbuf) != size * scale) {
        /* Not a PNG of that size (an SVG, another theme's layout): GTK's own way, as zenity does. */
        if (pixbuf != NULL) g_object_unref(pixbuf);
        gd_message_dialog_set_image(dialog, gtk_image_new_from_icon_name(icon_name, GTK_ICON_SIZE_DIALOG));
        return;
    }
    cairo_surface_t *surface = gdk_cairo_surface_create_from_pixbuf(pixbuf, scale, NULL);
    GtkWidget *image = gtk_image_new_from_surface(surface);
    /* A surface has no name: the image keeps the icon's, for gd_image_icon_name. */
    g_object_set_data_full(G_OBJECT(image), "gd-icon-name", g_strdup(icon_name), g_free);
    gd_message_dialog_set_image(dialog, image);
    cairo_surface_destroy(surface);
    g_object_unref(pixbuf);
}

gboolean gd_message_dialog_set_icon_file(GtkMessageDialog *dialog, const char *path, GError **error) {
    gint size = 48;
    gtk_icon_size_lookup(GTK_ICON_SIZE_DIALOG, &size, NULL);
    GdkPixbuf *pixbuf = gdk_pixbuf_new_from_file_at_scale(path, size, size, TRUE, error);
    if (pixbuf == NULL) return FALSE;
    gd_message_dialog_set_image(dialog, gtk_image_new_from_pixbuf(pixbuf));
    g_object_unref(pixbuf);
    return TRUE;
}

gboolean gd_pixbuf_save_png(GdkPixbuf *pixbuf, const char *path) {
    return gdk_pixbuf_save(pixbuf, path, "png", NULL, NULL);
}

void gd_message_dialog_set_image(GtkMessageDialog *dialog, GtkWidget *image) {
    GtkMessageType type;
    g_object_get(dialog, "message-type", &type, NULL);
    AtkObject *accessible = gtk_widget_get_accessible(GTK_WIDGET(dialog));
    gchar *name = g_strdup(atk_object_get_name(accessible));
    gtk_widget_show(image);
    // The only way to place an image in a GtkMessageDialog; deprecated without a replacement.
    G_GNUC_BEGIN_IGNORE_DEPRECATIONS
    gtk_message_dialog_set_image(dialog, image);
    G_GNUC_END_IGNORE_DEPRECATIONS
    // set_image makes the type GTK_MESSAGE_OTHER (screen readers and themes read it), and
    // setting the type back renames the accessible object after it: restore both.
    g_object_set(dialog, "message-type", type, NULL);
    if (name != NULL) atk_object_set_name(accessible, name);
    g_free(name);
}

GtkTextTag *gd_text_buffer_create_link_tag(GtkTextBuffer *buffer, const GdkRGBA *color) {
    return gtk_text_buffer_create_tag(buffer, NULL, "underline", PANGO_UNDERLINE_SINGLE, "foreground-rgba", color, NULL);
}

GtkListStore *gd_list_store_new(gint cells) {
    GType types[cells + 1];
    for (gint i = 0; i < cells; i++) types[i] = G_TYPE_STRING;
    types[cells] = G_TYPE_BOOLEAN;
    return gtk_list_store_newv(cells + 1, types);
}

// A row's column indexes and values for gtk_list_store_insert_with_valuesv: `width` strings,
// then the check column set to TRUE (passed only for a checked row).
static void row_values_init(gint width, gint *columns, GValue *values) {
    memset(values, 0, (size_t)(width + 1) * sizeof *values);
    for (gint i = 0; i <= width; i++) {
        columns[i] = i;
        g_value_init(&values[i], i < width ? G_TYPE_STRING : G_TYPE_BOOLEAN);
    }
    g_value_set_boolean(&values[width], TRUE);
}

void gd_list_store_append_row(GtkListStore *store, gboolean checked, const char *const *cells, gint count) {
    gint columns[count + 1];
    GValue values[count + 1];
    row_values_init(count, columns, values);
    for (gint i = 0; i < count; i++) g_value_set_static_string(&values[i], cells[i]);
    GtkTreeIter iter;
    gtk_list_store_insert_with_valuesv(store, &iter, -1, columns, values, checked ? count + 1 : count);
}

void gd_list_store_append_rows(GtkListStore *store, const char *text, gint width, gint rows,
                               const gint32 *checked_rows, gint checked_count) {
    gint columns[width + 1];
    GValue values[width + 1];
    row_values_init(width, columns, values);
    const char *cell = text;
    gint next_checked = 0;
    GtkTreeIter iter;
    for (gint row = 0; row < rows; row++) {
        for (gint i = 0; i < width; i++) {
            g_value_set_static_string(&values[i], cell);
            cell += strlen(cell) + 1;
        }
        gboolean checked = next_checked < checked_count && checked_rows[next_checked] == row;
        if (checked) next_checked++;
        // One insert sets every cell: one row-inserted, no row-changed.
        gtk_list_store_insert_with_valuesv(store, &iter, -1, columns, values, checked ? width + 1 : width);
    }
}

GtkCellRenderer *gd_tree_view_add_text_column(GtkTreeView *view, const char *title, gint model_column, gboolean editable) {
    GtkCellRenderer *renderer = gtk_cell_renderer_text_new();
    g_object_set(renderer, "editable", editable, NULL);
    GtkTreeViewColumn *column = gtk_tree_view_column_new_with_attributes(title, renderer, "text", model_column, NULL);
    gtk_tree_view_column_set_sort_column_id(column, model_column);
    gtk_tree_view_column_set_resizable(column, TRUE);
    gtk_tree_view_append_column(view, column);
    return renderer;
}

GtkCellRenderer *gd_tree_view_add_toggle_column(GtkTreeView *view, const char *title, gboolean radio, gint model_column) {
    GtkCellRenderer *renderer = gtk_cell_renderer_toggle_new();
    g_object_set(renderer, "radio", radio, NULL);
    GtkTreeViewColumn *column =
        gtk_tree_view_column_new_with_attributes(title, renderer, "active", model_column, NULL);
    gtk_tree_view_append_column(view, column);
    return renderer;
}

static void gd_load_image(GtkTreeViewColumn *column, GtkCellRenderer *cell, GtkTreeModel *model, GtkTreeIter *iter,
                          gpointer data) {
    static GHashTable *cache = NULL;
    char *path = NULL;
    gtk_tree_model_get(model, iter, GPOINTER_TO_INT(data), &path, -1);
    if (path == NULL) return;
    if (cache == NULL) cache = g_hash_table_new_full(g_str_hash, g_str_equal, g_free, NULL);
    GdkPixbuf *pixbuf = NULL;
    if (!g_hash_table_lookup_extended(cache, path, NULL, (gpointer *)&pixbuf)) {
        pixbuf = gdk_pixbuf_new_from_file(path, NULL);
        g_hash_table_insert(cache, g_strdup(path), pixbuf);
    }
    g_object_set(cell, "pixbuf", pixbuf, NULL);
    g_free(path);
}

void gd_tree_view_add_image_column(GtkTreeView *view, const char *title, gint model_column) {
    GtkCellRenderer *renderer = gtk_cell_renderer_pixbuf_new();
    GtkTreeViewColumn *column = gtk_tree_view_column_new_with_attributes(title, renderer, NULL);
    gtk_tree_view_column_set_cell_data_func(column, renderer, gd_load_image, GINT_TO_POINTER(model_column), NULL);
    gtk_tree_view_append_column(view, column);
}

static gboolean gd_mid_search(GtkTreeModel *model, gint column, const gchar *key, GtkTreeIter *iter, gpointer data) {
    char *text = NULL;
    gtk_tree_model_get(model, iter, column, &text, -1);
    if (text == NULL) return TRUE;
    char *haystack = g_utf8_casefold(text, -1);
    char *needle = g_utf8_casefold(key, -1);
    gboolean found = strstr(haystack, needle) != NULL;
    g_free(haystack);
    g_free(needle);
    g_free(text);
    return !found;  // FALSE means "matches"
}

void gd_tree_view_use_mid_search(GtkTreeView *view) {
    gtk_tree_view_set_search_equal_func(view, gd_mid_search, NULL, NULL);
}

char *gd_tree_model_dup_string(GtkTreeModel *model, GtkTreeIter *iter, gint column) {
    char *text = NULL;
    gtk_tree_model_get(model, iter, column, &text, -1);
    return text;
}

gint gd_tree_model_row_index(GtkTreeModel *model, GtkTreeIter *iter) {
    GtkTreePath *path = gtk_tree_model_get_path(model, iter);
    gint index = path && gtk_tree_path_get_depth(path) > 0 ? gtk_tree_path_get_indices(path)[0] : -1;
    gtk_tree_path_free(path);
    return index;
}

gboolean gd_tree_model_get_boolean(GtkTreeModel *model, GtkTreeIter *iter, gint column) {
    gboolean value = FALSE;
    gtk_tree_model_get(model, iter, column, &value, -1);
    return value;
}

void gd_list_store_set_string(GtkListStore *store, GtkTreeIter *iter, gint column, const char *text) {
    gtk_list_store_set(store, iter, column, text, -1);
}

void gd_list_store_set_boolean(GtkListStore *store, GtkTreeIter *iter, gint column, gboolean value) {
    gtk_list_store_set(store, iter, column, value, -1);
}

void gd_object_set_boolean(gpointer object, const char *property, gboolean value) {
    g_object_set(object, property, value, NULL);
}

// MARK: Registration

// Defined in Swift (GtkDialogs' GtkBackend.swift): offers GTK 3 as the default toolkit.
extern void gd_register_backend(void);

// Runs when the program (or library) holding GtkDialogs is loaded, before `main`: an app that only
// imports GtkDialogs needs no call; a program that chooses (Dialogs.use) is not bound by it.
__attribute__((constructor)) static void gd_register_backend_at_load(void) {
    gd_register_backend();
}

// MARK: X11

unsigned long gd_window_xid(GtkWidget *window) {
    GdkWindow *surface = gtk_widget_get_window(window);
    if (surface == NULL || !GDK_IS_X11_WINDOW(surface)) return 0;
    return gdk_x11_window_get_xid(surface);
}

// MARK: Wayland

typedef struct {
    GdWindowExported exported;
    gpointer data;
    GDestroyNotify destroy;
} GdExport;

static void gd_export_free(gpointer pointer) {
    GdExport *export = pointer;
    if (export->destroy) export->destroy(export->data);
    g_free(export);
}

#ifdef GDK_WINDOWING_WAYLAND
static void gd_window_exported(GdkWindow *window, const char *handle, gpointer pointer) {
    (void)window;
    GdExport *export = pointer;
    export->exported(handle, export->data);
}
#endif

gboolean gd_window_export_handle(GtkWidget *window, GdWindowExported exported, gpointer data, GDestroyNotify destroy) {
    GdExport *export = g_new0(GdExport, 1);
    export->exported = exported;
    export->data = data;
    export->destroy = destroy;
#ifdef GDK_WINDOWING_WAYLAND
    GdkWindow *surface = gtk_widget_get_window(window);
    if (surface != NULL && GDK_IS_WAYLAND_WINDOW(surface)
        && gdk_wayland_window_export_handle(surface, gd_window_exported, export, gd_export_free))
        return TRUE;  // GDK frees `export` once done; on FALSE it took nothing
#endif
    gd_export_free(export);
    return FALSE;
}

void gd_window_unexport_handle(GtkWidget *window) {
#ifdef GDK_WINDOWING_WAYLAND
    GdkWindow *surface = gtk_widget_get_window(window);
    if (surface != NULL && GDK_IS_WAYLAND_WINDOW(surface)) gdk_wayland_window_unexport_handle(surface);
#endif
}
