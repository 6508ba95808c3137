// A list dialog's rows for GTK 4's GtkColumnView: a GListModel over cells kept in blocks (each
// batch of rows copied once, as read), with no object per row until GTK asks for one: 100,000
// rows are a few blocks and an array, and a row object is made only for the rows shown (and kept,
// as it holds the row's edits and its check box's state while it is bound).
#include "CAdwBridge.h"
#include <string.h>

typedef struct {
    const char *cells;  // `width` NUL-terminated cells, one after another, in a block
    AdRow *row;         // made when first asked for, then kept
    gboolean checked;   // while there is no row object
} Entry;

struct _AdRowList {
    GObject parent_instance;
    gint width;
    GArray *entries;   // Entry
    GPtrArray *blocks; // the cells' text, freed with the list
    guint shown;       // the rows items-changed has announced: get_n_items
    guint source;      // the idle that announces the rest
};

static GType ad_row_list_item_type(GListModel *model) {
    (void)model;
    return AD_TYPE_ROW;
}

static guint ad_row_list_n_items(GListModel *model) { return AD_ROW_LIST(model)->shown; }

static Entry *entry_at(AdRowList *list, guint position) {
    return position < list->shown ? &g_array_index(list->entries, Entry, position) : NULL;
}

static const char *entry_cell(AdRowList *list, Entry *entry, gint column) {
    if (column < 0 || column >= list->width) return "";
    if (entry->row != NULL) return ad_row_cell(entry->row, column);
    const char *cell = entry->cells;
    for (gint i = 0; i < column; i++) cell += strlen(cell) + 1;
    return cell;
}

static gpointer ad_row_list_item(GListModel *model, guint position) {
    AdRowList *list = AD_ROW_LIST(model);
    Entry *entry = entry_at(list, position);
    if (entry == NULL) return NULL;
    if (entry->row == NULL) {
        const char *cells[list->width + 1];
        for (gint i = 0; i < list->width; i++) cells[i] = entry_cell(list, entry, i);
        entry->row = ad_row_new(cells, list->width, entry->checked);
    }
    return g_object_ref(entry->row);
}

static void ad_row_list_model_init(GListModelInterface *iface) {
    iface->get_item_type = ad_row_list_item_type;
    iface->get_n_items = ad_row_list_n_items;
    iface->get_item = ad_row_list_item;
}

G_DEFINE_FINAL_TYPE_WITH_CODE(AdRowList, ad_row_list, G_TYPE_OBJECT,
                              G_IMPLEMENT_INTERFACE(G_TYPE_LIST_MODEL, ad_row_list_model_init))

static void entry_clear(gpointer pointer) {
    Entry *entry = pointer;
    g_clear_object(&entry->row);
}

static void ad_row_list_finalize(GObject *object) {
    AdRowList *list = AD_ROW_LIST(object);
    if (list->source) g_source_remove(list->source);
    g_array_unref(list->entries);
    g_ptr_array_unref(list->blocks);
    G_OBJECT_CLASS(ad_row_list_parent_class)->finalize(object);
}

static void ad_row_list_class_init(AdRowListClass *class) { G_OBJECT_CLASS(class)->finalize = ad_row_list_finalize; }

static void ad_row_list_init(AdRowList *list) {
    list->entries = g_array_new(FALSE, FALSE, sizeof(Entry));
    g_array_set_clear_func(list->entries, entry_clear);
    list->blocks = g_ptr_array_new_with_free_func(g_free);
}

AdRowList *ad_row_list_new(gint width) {
    AdRowList *list = g_object_new(AD_TYPE_ROW_LIST, NULL);
    list->width = width;
    return list;
}

// GTK 4.8's column view pays for each items-changed in time that grows with its rows (100,000
// rows announced one by one took 39 s): rows appended are announced together, at the latest
// when the loop next gets a turn.
void ad_row_list_flush(AdRowList *list) {
    guint added = list->entries->len - list->shown;
    if (added == 0) return;
    guint from = list->shown;
    list->shown = list->entries->len;
    g_list_model_items_changed(G_LIST_MODEL(list), from, 0, added);
}

static gboolean flush_later(gpointer list) {
    AD_ROW_LIST(list)->source = 0;
    ad_row_list_flush(list);
    return G_SOURCE_REMOVE;
}

static void flush_soon(AdRowList *list) {
    // Before GTK's layout and drawing (G_PRIORITY_HIGH_IDLE + 20) and the list feed's next turn.
    if (!list->source) list->source = g_idle_add_full(G_PRIORITY_HIGH_IDLE, flush_later, list, NULL);
}

// A block of `count` cells, each NUL-terminated, one after another.
static char *block_of(AdRowList *list, const char *const *cells, gint count) {
    gsize length = 0;
    for (gint i = 0; i < list->width; i++) length += strlen(i < count ? cells[i] : "") + 1;
    char *block = g_malloc(length), *end = block;
    for (gint i = 0; i < list->width; i++) {
        const char *cell = i < count ? cells[i] : "";
        gsize size = strlen(cell) + 1;
        memcpy(end, cell, size);
        end += size;
    }
    g_ptr_array_add(list->blocks, block);
    return block;
}

void ad_row_list_append(AdRowList *list, const char *const *cells, gint count, gboolean checked) {
    Entry entry = {block_of(list, cells, count), NULL, checked};
    g_array_append_val(list->entries, entry);
    flush_soon(list);
}

void ad_row_list_append_rows(AdRowList *list, const char *text, gsize length, gint rows, const gint32 *checked_rows,
                             gint checked_count) {
    if (rows <= 0) return;
    char *block = g_memdup2(text, length);
    g_ptr_array_add(list->blocks, block);
    const char *cell = block;
    gint next_checked = 0;
    for (gint row = 0; row < rows; row++) {
        gboolean checked = next_checked < checked_count && checked_rows[next_checked] == row;
        if (checked) next_checked++;
        Entry entry = {cell, NULL, checked};
        g_array_append_val(list->entries, entry);
        for (gint i = 0; i < list->width; i++) cell += strlen(cell) + 1;
    }
    flush_soon(list);
}

void ad_row_list_remove(AdRowList *list, guint position) {
    ad_row_list_flush(list);
    if (position >= list->shown) return;
    g_array_remove_index(list->entries, position);
    list->shown--;
    g_list_model_items_changed(G_LIST_MODEL(list), position, 1, 0);
}

void ad_row_list_replace(AdRowList *list, guint position, const char *const *cells, gint count) {
    ad_row_list_flush(list);
    Entry *entry = entry_at(list, position);
    if (entry == NULL) return;
    if (entry->row != NULL) entry->checked = ad_row_get_checked(entry->row);
    g_clear_object(&entry->row);
    entry->cells = block_of(list, cells, count);
    g_list_model_items_changed(G_LIST_MODEL(list), position, 1, 1);
}

const char *ad_row_list_cell(AdRowList *list, guint position, gint column) {
    Entry *entry = entry_at(list, position);
    return entry != NULL ? entry_cell(list, entry, column) : "";
}

gboolean ad_row_list_get_checked(AdRowList *list, guint position) {
    Entry *entry = entry_at(list, position);
    if (entry == NULL) return FALSE;
    return entry->row != NULL ? ad_row_get_checked(entry->row) : entry->checked;
}

void ad_row_list_set_checked(AdRowList *list, guint position, gboolean checked) {
    Entry *entry = entry_at(list, position);
    if (entry == NULL) return;
    entry->checked = !!checked;
    if (entry->row != NULL) ad_row_set_checked(entry->row, checked);
}

// Whether `cell` starts with `key` (contains it, when `within`), compared casefolded and
// normalized as GtkTreeView's interactive search compares.
static gboolean cell_matches(const char *cell, const char *key, gboolean within) {
    char *folded_cell = g_utf8_casefold(cell, -1);
    char *normal_cell = g_utf8_normalize(folded_cell, -1, G_NORMALIZE_ALL);
    char *folded_key = g_utf8_casefold(key, -1);
    char *normal_key = g_utf8_normalize(folded_key, -1, G_NORMALIZE_ALL);
    gboolean found = FALSE;
    if (normal_cell != NULL && normal_key != NULL) {
        found = within ? strstr(normal_cell, normal_key) != NULL
                       : strncmp(normal_cell, normal_key, strlen(normal_key)) == 0;
    }
    g_free(folded_cell);
    g_free(normal_cell);
    g_free(folded_key);
    g_free(normal_key);
    return found;
}

gint ad_row_list_find(AdRowList *list, gint column, const char *key, gboolean within) {
    for (guint position = 0; position < list->shown; position++) {
        if (cell_matches(ad_row_list_cell(list, position, column), key, within)) return (gint)position;
    }
    return -1;
}
