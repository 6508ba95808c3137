// A list dialog's row for GTK 4's GtkColumnView: a small GObject (its cells and whether it is
// checked), made by the row list (AdwRowList.c) for the rows shown, and the factories that show a
// cell, a check box or an editable cell.
#include "CAdwBridge.h"
#include <string.h>

struct _AdRow {
    GObject parent_instance;
    char **cells;
    gint count;
    gboolean checked;
};

G_DEFINE_FINAL_TYPE(AdRow, ad_row, G_TYPE_OBJECT)

enum { PROP_CHECKED = 1, N_PROPS };
static GParamSpec *row_properties[N_PROPS];

static void ad_row_finalize(GObject *object) {
    g_strfreev(AD_ROW(object)->cells);
    G_OBJECT_CLASS(ad_row_parent_class)->finalize(object);
}

static void ad_row_get_property(GObject *object, guint id, GValue *value, GParamSpec *spec) {
    if (id == PROP_CHECKED) g_value_set_boolean(value, AD_ROW(object)->checked);
    else G_OBJECT_WARN_INVALID_PROPERTY_ID(object, id, spec);
}

static void ad_row_set_property(GObject *object, guint id, const GValue *value, GParamSpec *spec) {
    if (id == PROP_CHECKED) ad_row_set_checked(AD_ROW(object), g_value_get_boolean(value));
    else G_OBJECT_WARN_INVALID_PROPERTY_ID(object, id, spec);
}

static void ad_row_class_init(AdRowClass *class) {
    GObjectClass *object_class = G_OBJECT_CLASS(class);
    object_class->finalize = ad_row_finalize;
    object_class->get_property = ad_row_get_property;
    object_class->set_property = ad_row_set_property;
    row_properties[PROP_CHECKED] = g_param_spec_boolean("checked", NULL, NULL, FALSE, G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY);
    g_object_class_install_properties(object_class, N_PROPS, row_properties);
}

static void ad_row_init(AdRow *row) { (void)row; }

AdRow *ad_row_new(const char *const *cells, gint count, gboolean checked) {
    AdRow *row = g_object_new(AD_TYPE_ROW, NULL);
    row->cells = g_new0(char *, count + 1);
    for (gint i = 0; i < count; i++) row->cells[i] = g_strdup(cells[i]);
    row->count = count;
    row->checked = checked;
    return row;
}

const char *ad_row_cell(AdRow *row, gint column) {
    return column >= 0 && column < row->count ? row->cells[column] : "";
}

gboolean ad_row_get_checked(AdRow *row) { return row->checked; }

void ad_row_set_checked(AdRow *row, gboolean checked) {
    if (row->checked == !!checked) return;
    row->checked = !!checked;
    g_object_notify_by_pspec(G_OBJECT(row), row_properties[PROP_CHECKED]);
}

// MARK: Text and image cells

static void text_setup(GtkSignalListItemFactory *factory, GtkListItem *item, gpointer data) {
    (void)factory; (void)data;
    GtkWidget *label = gtk_label_new(NULL);
    gtk_label_set_xalign(GTK_LABEL(label), 0);
    gtk_list_item_set_child(item, label);
}

static void text_bind(GtkSignalListItemFactory *factory, GtkListItem *item, gpointer data) {
    (void)factory;
    AdRow *row = gtk_list_item_get_item(item);
    gtk_label_set_text(GTK_LABEL(gtk_list_item_get_child(item)), ad_row_cell(row, GPOINTER_TO_INT(data)));
}

GtkListItemFactory *ad_text_cell_factory(gint column) {
    GtkListItemFactory *factory = gtk_signal_list_item_factory_new();
    g_signal_connect(factory, "setup", G_CALLBACK(text_setup), NULL);
    g_signal_connect(factory, "bind", G_CALLBACK(text_bind), GINT_TO_POINTER(column));
    return factory;
}

static void image_setup(GtkSignalListItemFactory *factory, GtkListItem *item, gpointer data) {
    (void)factory; (void)data;
    gtk_list_item_set_child(item, gtk_image_new());
}

static void image_bind(GtkSignalListItemFactory *factory, GtkListItem *item, gpointer data) {
    (void)factory;
    AdRow *row = gtk_list_item_get_item(item);
    gtk_image_set_from_file(GTK_IMAGE(gtk_list_item_get_child(item)), ad_row_cell(row, GPOINTER_TO_INT(data)));
}

GtkListItemFactory *ad_image_cell_factory(gint column) {
    GtkListItemFactory *factory = gtk_signal_list_item_factory_new();
    g_signal_connect(factory, "setup", G_CALLBACK(image_setup), NULL);
    g_signal_connect(factory, "bind", G_CALLBACK(image_bind), GINT_TO_POINTER(column));
    return factory;
}

// MARK: Check boxes

typedef struct {
    AdRowToggled toggled;
    gpointer data;
} ToggleTarget;

static void toggle_clicked(GtkCheckButton *button, gpointer item) {
    ToggleTarget *target = g_object_get_data(G_OBJECT(button), "ad-toggle-target");
    if (target != NULL && g_object_get_data(G_OBJECT(button), "ad-binding") == NULL)
        target->toggled(gtk_list_item_get_position(GTK_LIST_ITEM(item)), target->data);
}

static void toggle_setup(GtkSignalListItemFactory *factory, GtkListItem *item, gpointer target) {
    (void)factory;
    GtkWidget *button = gtk_check_button_new();
    g_object_set_data(G_OBJECT(button), "ad-toggle-target", target);
    g_signal_connect(button, "toggled", G_CALLBACK(toggle_clicked), item);
    gtk_list_item_set_child(item, button);
}

static void sync_check(GObject *row, GParamSpec *spec, gpointer button) {
    (void)spec;
    g_object_set_data(G_OBJECT(button), "ad-binding", GINT_TO_POINTER(1));
    gtk_check_button_set_active(GTK_CHECK_BUTTON(button), ad_row_get_checked(AD_ROW(row)));
    g_object_set_data(G_OBJECT(button), "ad-binding", NULL);
}

static void toggle_bind(GtkSignalListItemFactory *factory, GtkListItem *item, gpointer target) {
    (void)factory; (void)target;
    GObject *row = gtk_list_item_get_item(item);
    GtkWidget *button = gtk_list_item_get_child(item);
    sync_check(row, NULL, button);
    g_signal_connect_object(row, "notify::checked", G_CALLBACK(sync_check), button, 0);
}

static void toggle_unbind(GtkSignalListItemFactory *factory, GtkListItem *item, gpointer target) {
    (void)factory; (void)target;
    g_signal_handlers_disconnect_by_func(gtk_list_item_get_item(item), sync_check, gtk_list_item_get_child(item));
}

GtkListItemFactory *ad_toggle_cell_factory(AdRowToggled toggled, gpointer data, GDestroyNotify release) {
    ToggleTarget *target = g_new(ToggleTarget, 1);
    target->toggled = toggled;
    target->data = data;
    GtkListItemFactory *factory = gtk_signal_list_item_factory_new();
    g_signal_connect(factory, "setup", G_CALLBACK(toggle_setup), target);
    g_signal_connect(factory, "bind", G_CALLBACK(toggle_bind), target);
    g_signal_connect(factory, "unbind", G_CALLBACK(toggle_unbind), target);
    // The factory owns the target and, through `release`, the Swift box behind `data`.
    g_object_set_data_full(G_OBJECT(factory), "ad-toggle-release", data, release);
    g_object_set_data_full(G_OBJECT(factory), "ad-toggle-target", target, g_free);
    return factory;
}

// MARK: Editable cells

// One editable column: the cells' labels alive now, so that Return on a row can start editing it.
typedef struct {
    gint column;
    AdRowToggled edited;
    gpointer data;
    GHashTable *labels;  // GtkEditableLabel → nothing; each knows its list item ("ad-item")
} EditableColumn;

static void editable_column_free(gpointer pointer) {
    EditableColumn *cells = pointer;
    g_hash_table_destroy(cells->labels);
    g_free(cells);
}

// Gives the focus to the row whose cell was edited, unless it went elsewhere (a click on a button).
static gboolean focus_row(gpointer row_widget) {
    GtkRoot *root = gtk_widget_get_root(row_widget);
    GtkWidget *focus = root != NULL ? gtk_root_get_focus(root) : NULL;
    if (focus != NULL && gtk_widget_is_ancestor(focus, row_widget)) gtk_widget_grab_focus(row_widget);
    return G_SOURCE_REMOVE;
}

// Editing ended (Return, a click elsewhere: kept; Escape: GTK puts the text back): a changed text
// goes into the row, and the row is reported edited.
static void editing_changed(GtkEditableLabel *label, GParamSpec *spec, gpointer pointer) {
    (void)spec;
    if (gtk_editable_label_get_editing(label)) return;
    // Back to the row (the cell's parent), as GTK 3's tree view does: Tab then leaves the list,
    // as before the edit.
    GtkWidget *cell = gtk_widget_get_parent(GTK_WIDGET(label));
    GtkWidget *row_widget = cell != NULL ? gtk_widget_get_parent(cell) : NULL;
    // Once the label has taken the focus back for itself, which it does after this notification.
    if (row_widget != NULL) g_idle_add_full(G_PRIORITY_HIGH_IDLE, focus_row, g_object_ref(row_widget), g_object_unref);
    EditableColumn *cells = pointer;
    GtkListItem *item = g_object_get_data(G_OBJECT(label), "ad-item");
    AdRow *row = item != NULL ? gtk_list_item_get_item(item) : NULL;
    if (row == NULL || cells->column >= row->count) return;
    const char *text = gtk_editable_get_text(GTK_EDITABLE(label));
    if (g_strcmp0(text, row->cells[cells->column]) == 0) return;
    g_free(row->cells[cells->column]);
    row->cells[cells->column] = g_strdup(text);
    cells->edited(gtk_list_item_get_position(item), cells->data);
}

static void editable_setup(GtkSignalListItemFactory *factory, GtkListItem *item, gpointer pointer) {
    (void)factory;
    EditableColumn *cells = pointer;
    GtkWidget *label = gtk_editable_label_new("");
    // Not a Tab stop of its own (GTK 3's cells are not): Tab leaves the list from its row.
    gtk_widget_set_focusable(label, FALSE);
    g_object_set_data(G_OBJECT(label), "ad-item", item);
    g_signal_connect(label, "notify::editing", G_CALLBACK(editing_changed), cells);
    g_hash_table_add(cells->labels, label);
    gtk_list_item_set_child(item, label);
}

static void editable_teardown(GtkSignalListItemFactory *factory, GtkListItem *item, gpointer pointer) {
    (void)factory;
    EditableColumn *cells = pointer;
    g_hash_table_remove(cells->labels, gtk_list_item_get_child(item));
}

static void editable_bind(GtkSignalListItemFactory *factory, GtkListItem *item, gpointer pointer) {
    (void)factory;
    EditableColumn *cells = pointer;
    AdRow *row = gtk_list_item_get_item(item);
    gtk_editable_set_text(GTK_EDITABLE(gtk_list_item_get_child(item)), ad_row_cell(row, cells->column));
}

GtkListItemFactory *ad_editable_cell_factory(gint column, AdRowToggled edited, gpointer data, GDestroyNotify release) {
    EditableColumn *cells = g_new0(EditableColumn, 1);
    cells->column = column;
    cells->edited = edited;
    cells->data = data;
    cells->labels = g_hash_table_new(NULL, NULL);
    GtkListItemFactory *factory = gtk_signal_list_item_factory_new();
    g_signal_connect(factory, "setup", G_CALLBACK(editable_setup), cells);
    g_signal_connect(factory, "teardown", G_CALLBACK(editable_teardown), cells);
    g_signal_connect(factory, "bind", G_CALLBACK(editable_bind), cells);
    // The factory owns the column and, through `release`, the Swift box behind `data`.
    g_object_set_data_full(G_OBJECT(factory), "ad-editable-release", data, release);
    g_object_set_data_full(G_OBJECT(factory), "ad-editable-column", cells, editable_column_free);
    return factory;
}

gboolean ad_editable_cell_start_editing(GtkListItemFactory *factory, guint position) {
    EditableColumn *cells = g_object_get_data(G_OBJECT(factory), "ad-editable-column");
    if (cells == NULL) return FALSE;
    GHashTableIter iter;
    gpointer label;
    g_hash_table_iter_init(&iter, cells->labels);
    while (g_hash_table_iter_next(&iter, &label, NULL)) {
        GtkListItem *item = g_object_get_data(G_OBJECT(label), "ad-item");
        if (gtk_list_item_get_item(item) != NULL && gtk_list_item_get_position(item) == position) {
            gtk_editable_label_start_editing(GTK_EDITABLE_LABEL(label));
            gtk_widget_grab_focus(GTK_WIDGET(label));
            return TRUE;
        }
    }
    return FALSE;
}

void ad_column_view_hide_headers(GtkColumnView *view) {
    // GTK 4.8 has no call for it: the header is the view's first child.
    GtkWidget *header = gtk_widget_get_first_child(GTK_WIDGET(view));
    if (header != NULL) gtk_widget_set_visible(header, FALSE);
}
