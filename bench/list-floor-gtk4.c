// The GTK 4 floor for a list read from stdin: bare C GTK 4.8 reading COLUMNS cells a row
// (default 1) from stdin, one cell a line as zenity reads them, and showing them in a
// GtkColumnView inside the window `gtk4-dialogs --list` shows, as zenity 4 does: libadwaita 1.2's
// AdwMessageDialog (heading, text, the scrolled list as its extra child, Cancel and OK), as
// bare-adw-dialog.c is `--question`'s. End then Return (the column view's activate) prints the
// row's first cell and exits 0; OK prints the selected row's, Cancel and closing exit 1.
//
//   list-floor-gtk4 [COLUMNS]
//
// Run it as GTK 4 programs are benchmarked here: GDK_BACKEND=x11 GDK_DEBUG=gl-disable on a
// session bus of its own (dbus-run-session), where nothing is activatable.
//
// The fastest way we know for GTK 4: the view asks its model only for the rows it shows, so the
// model here is the rows as read, and a row's item is made when the view asks for it (a
// GtkStringList makes an object for each of the 100,000 rows up front). The model is complete
// before the view sees it: appended to a model already shown, each row's items-changed costs
// GTK 4.8's column view time that grows with the rows there (10,000 rows one by one: 238 ms,
// 20,000: 989 ms, 40,000: 4.7 s; spliced 256 at a time, 100,000 in 45 ms).
#include <adwaita.h>
#include <gtk/gtk.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

enum { MAX_COLUMNS = 16 };

static int columns = 1;
static char **cells; // every cell, in order, split in place in the buffer read
static guint rows;

// All of stdin in one buffer: a read() of up to a megabyte at a time, split with memchr.
static void read_cells(size_t *longest) {
    size_t capacity = 1 << 20, length = 0;
    char *buffer = malloc(capacity + 1);
    for (;;) {
        if (length == capacity) buffer = realloc(buffer, (capacity *= 2) + 1);
        ssize_t got = read(STDIN_FILENO, buffer + length, capacity - length);
        if (got <= 0) break;
        length += (size_t)got;
    }
    size_t cells_capacity = 1 << 16, n = 0;
    cells = malloc(cells_capacity * sizeof *cells);
    for (char *cell = buffer, *end = buffer + length; cell < end;) {
        char *newline = memchr(cell, '\n', (size_t)(end - cell));
        if (!newline) newline = end; // the last line without its newline is a cell too
        *newline = 0;
        // Room for the empty cells that complete a last row cut short.
        if (n + (size_t)columns >= cells_capacity) cells = realloc(cells, (cells_capacity *= 2) * sizeof *cells);
        size_t column = n % (size_t)columns, cell_length = (size_t)(newline - cell);
        if (cell_length > longest[column]) longest[column] = cell_length;
        cells[n++] = cell;
        cell = newline + 1;
    }
    while (n % (size_t)columns) cells[n++] = "";
    rows = (guint)(n / (size_t)columns);
}

// A row: its cells, where they were read. Made when the view asks for it, freed when it lets go.
#define FLOOR_TYPE_ROW (floor_row_get_type())
G_DECLARE_FINAL_TYPE(FloorRow, floor_row, FLOOR, ROW, GObject)
struct _FloorRow {
    GObject parent;
    char **cells;
};
G_DEFINE_TYPE(FloorRow, floor_row, G_TYPE_OBJECT)
static void floor_row_class_init(FloorRowClass *class) { (void)class; }
static void floor_row_init(FloorRow *self) { (void)self; }

// The list of rows: a GListModel over the cells read, with no object per row until asked.
#define FLOOR_TYPE_ROWS (floor_rows_get_type())
G_DECLARE_FINAL_TYPE(FloorRows, floor_rows, FLOOR, ROWS, GObject)
struct _FloorRows {
    GObject parent;
};
static GType floor_rows_item_type(GListModel *model) {
    (void)model;
    return FLOOR_TYPE_ROW;
}
static guint floor_rows_n_items(GListModel *model) {
    (void)model;
    return rows;
}
static gpointer floor_rows_item(GListModel *model, guint position) {
    (void)model;
    if (position >= rows) return NULL;
    FloorRow *row = g_object_new(FLOOR_TYPE_ROW, NULL);
    row->cells = &cells[(size_t)position * (size_t)columns];
    return row;
}
static void floor_rows_model_init(GListModelInterface *iface) {
    iface->get_item_type = floor_rows_item_type;
    iface->get_n_items = floor_rows_n_items;
    iface->get_item = floor_rows_item;
}
G_DEFINE_TYPE_WITH_CODE(FloorRows, floor_rows, G_TYPE_OBJECT,
                        G_IMPLEMENT_INTERFACE(G_TYPE_LIST_MODEL, floor_rows_model_init))
static void floor_rows_class_init(FloorRowsClass *class) { (void)class; }
static void floor_rows_init(FloorRows *self) { (void)self; }

static void setup(GtkSignalListItemFactory *factory, GtkListItem *item, gpointer data) {
    (void)factory;
    (void)data;
    GtkWidget *label = gtk_label_new(NULL);
    gtk_label_set_xalign(GTK_LABEL(label), 0);
    gtk_list_item_set_child(item, label);
}

static void bind(GtkSignalListItemFactory *factory, GtkListItem *item, gpointer column) {
    (void)factory;
    FloorRow *row = gtk_list_item_get_item(item);
    gtk_label_set_text(GTK_LABEL(gtk_list_item_get_child(item)), row->cells[GPOINTER_TO_INT(column)]);
}

static void print_first_cell(guint position) {
    if (position < rows) puts(cells[(size_t)position * (size_t)columns]);
    exit(0);
}

static void activated(GtkColumnView *view, guint position, gpointer data) {
    (void)view;
    (void)data;
    print_first_cell(position);
}

static void responded(AdwMessageDialog *dialog, const char *response, gpointer selection) {
    (void)dialog;
    if (strcmp(response, "ok") != 0) exit(1);
    print_first_cell(gtk_single_selection_get_selected(selection));
}

static int text_width(PangoLayout *layout, const char *text) {
    int width;
    pango_layout_set_text(layout, text, -1);
    pango_layout_get_pixel_size(layout, &width, NULL);
    return width;
}

int main(int argc, char **argv) {
    if (!gtk_init_check()) {
        fputs("list-floor-gtk4: cannot open display\n", stderr);
        return 255;
    }
    adw_init();
    columns = argc > 1 ? atoi(argv[1]) : 1;
    if (columns < 1 || columns > MAX_COLUMNS) columns = 1;
    size_t longest[MAX_COLUMNS] = {0};
    read_cells(longest);

    // Nothing selected by the model (GTK 4 still selects the first row when focus enters the
    // view, as the window shows); End then moves focus and selection to the last row.
    GtkSingleSelection *selection = gtk_single_selection_new(g_object_new(FLOOR_TYPE_ROWS, NULL));
    gtk_single_selection_set_autoselect(selection, FALSE);
    gtk_single_selection_set_can_unselect(selection, TRUE);
    GtkWidget *view = gtk_column_view_new(GTK_SELECTION_MODEL(selection));
    // Fixed widths, as list-floor.c's: the wider of the header and the longest cell.
    PangoLayout *layout = gtk_widget_create_pango_layout(view, NULL);
    for (int i = 0; i < columns; i++) {
        char title[2] = {(char)('A' + i), 0};
        int width = MAX(80, text_width(layout, title) + 24);
        for (size_t cell = (size_t)i; cell < (size_t)rows * (size_t)columns; cell += (size_t)columns)
            if (strlen(cells[cell]) == longest[i]) {
                width = MAX(width, text_width(layout, cells[cell]) + 12);
                break;
            }
        GtkListItemFactory *factory = gtk_signal_list_item_factory_new();
        g_signal_connect(factory, "setup", G_CALLBACK(setup), NULL);
        g_signal_connect(factory, "bind", G_CALLBACK(bind), GINT_TO_POINTER(i));
        GtkColumnViewColumn *column = gtk_column_view_column_new(title, factory);
        gtk_column_view_column_set_fixed_width(column, width);
        gtk_column_view_column_set_resizable(column, TRUE);
        gtk_column_view_append_column(GTK_COLUMN_VIEW(view), column);
        g_object_unref(column);
    }
    g_object_unref(layout);
    g_signal_connect(view, "activate", G_CALLBACK(activated), NULL);

    // As gtk4-dialogs' list: the dialog's own heading and body, the list as its extra child.
    GtkWidget *dialog = adw_message_dialog_new(NULL, "Select items from the list", "Select items from the list below.");
    gtk_window_set_title(GTK_WINDOW(dialog), "Select items from the list");
    GtkWidget *scroller = gtk_scrolled_window_new();
    gtk_scrolled_window_set_has_frame(GTK_SCROLLED_WINDOW(scroller), TRUE);
    gtk_widget_set_size_request(scroller, 360, 240);
    gtk_widget_set_vexpand(scroller, TRUE);
    gtk_scrolled_window_set_child(GTK_SCROLLED_WINDOW(scroller), view);
    adw_message_dialog_set_extra_child(ADW_MESSAGE_DIALOG(dialog), scroller);
    adw_message_dialog_add_responses(ADW_MESSAGE_DIALOG(dialog), "cancel", "_Cancel", "ok", "_OK", NULL);
    adw_message_dialog_set_response_appearance(ADW_MESSAGE_DIALOG(dialog), "ok", ADW_RESPONSE_SUGGESTED);
    adw_message_dialog_set_default_response(ADW_MESSAGE_DIALOG(dialog), "ok");
    adw_message_dialog_set_close_response(ADW_MESSAGE_DIALOG(dialog), "cancel");
    g_signal_connect(dialog, "response", G_CALLBACK(responded), selection);
    gtk_widget_grab_focus(view);
    gtk_window_present(GTK_WINDOW(dialog));
    // No GtkApplication: it would register on the session bus first (see bare-adw-dialog.c).
    for (;;) g_main_context_iteration(NULL, TRUE);
}
