// The floor for a list read from stdin: bare C GTK 3 filling a GtkListStore of COLUMNS string
// columns (default 1) from stdin, one cell a line as zenity reads them, and showing it in the
// window `gtk-dialogs --list` shows (title, text, a GtkTreeView in a scrolled window, Cancel and
// OK). End then Return prints the chosen row's first cell and exits 0; OK prints the selected
// row's, Cancel and closing exit 1.
//
//   list-floor [COLUMNS]
//
// The fastest way we know for GTK 3, each step measured against its alternatives (the notes in
// bench/RESULTS.md's list rows): GTK's own advice for a long list (fixed-height mode, fixed
// column widths: the view measures no row it does not draw), and nothing done twice.
#include <gtk/gtk.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

enum { MAX_COLUMNS = 16 };

// Every cell of stdin, split in place in one buffer: a read() of up to a megabyte at a time and
// memchr, no copy of a line (getline and a strdup a cell took 9-12 ms more for 100,000 rows, as an
// earlier session measured; not measured again).
static char **read_cells(size_t *count, size_t *longest, int columns) {
    size_t capacity = 1 << 20, length = 0;
    char *buffer = malloc(capacity + 1);
    for (;;) {
        if (length == capacity) buffer = realloc(buffer, (capacity *= 2) + 1);
        ssize_t got = read(STDIN_FILENO, buffer + length, capacity - length);
        if (got <= 0) break;
        length += (size_t)got;
    }
    size_t cells_capacity = 1 << 16, n = 0;
    char **cells = malloc(cells_capacity * sizeof *cells);
    for (char *cell = buffer, *end = buffer + length; cell < end;) {
        char *newline = memchr(cell, '\n', (size_t)(end - cell));
        if (!newline) newline = end; // the last line without its newline is a cell too
        *newline = 0;
        if (n == cells_capacity) cells = realloc(cells, (cells_capacity *= 2) * sizeof *cells);
        // The longest cell of each column gives its width: tracked here, where its length is free.
        size_t column = n % (size_t)columns, cell_length = (size_t)(newline - cell);
        if (cell_length > longest[column]) longest[column] = cell_length;
        cells[n++] = cell;
        cell = newline + 1;
    }
    *count = n;
    return cells;
}

static void print_first_cell(GtkTreeModel *model, GtkTreeIter *iter) {
    char *text = NULL;
    gtk_tree_model_get(model, iter, 0, &text, -1);
    puts(text ? text : "");
    g_free(text);
}

static void activated(GtkTreeView *view, GtkTreePath *path, GtkTreeViewColumn *column, gpointer data) {
    (void)column;
    (void)data;
    GtkTreeModel *model = gtk_tree_view_get_model(view);
    GtkTreeIter iter;
    if (gtk_tree_model_get_iter(model, &iter, path)) print_first_cell(model, &iter);
    exit(0);
}

static void responded(GtkDialog *dialog, gint response, gpointer view) {
    (void)dialog;
    GtkTreeModel *model;
    GtkTreeIter iter;
    if (response != GTK_RESPONSE_OK) exit(1);
    if (gtk_tree_selection_get_selected(gtk_tree_view_get_selection(view), &model, &iter))
        print_first_cell(model, &iter);
    exit(0);
}

static int text_width(PangoLayout *layout, const char *text) {
    int width;
    pango_layout_set_text(layout, text, -1);
    pango_layout_get_pixel_size(layout, &width, NULL);
    return width;
}

int main(int argc, char **argv) {
    if (!gtk_init_check(&argc, &argv)) {
        fputs("list-floor: cannot open display\n", stderr);
        return 255;
    }
    int columns = argc > 1 ? atoi(argv[1]) : 1;
    if (columns < 1 || columns > MAX_COLUMNS) columns = 1;
    size_t count, longest[MAX_COLUMNS] = {0};
    char **cells = read_cells(&count, longest, columns);

    // The store is filled before any view sees it: no row-inserted reaches a view, and
    // gtk_list_store_insert_with_valuesv sets a row's cells with one signal and one lookup.
    GType types[MAX_COLUMNS];
    gint indexes[MAX_COLUMNS];
    GValue values[MAX_COLUMNS] = {G_VALUE_INIT};
    for (int i = 0; i < columns; i++) {
        types[i] = G_TYPE_STRING;
        indexes[i] = i;
        g_value_init(&values[i], G_TYPE_STRING);
    }
    GtkListStore *store = gtk_list_store_newv(columns, types);
    GtkTreeIter iter;
    for (size_t first = 0; first < count; first += (size_t)columns) {
        for (int i = 0; i < columns; i++)
            g_value_set_static_string(&values[i], first + (size_t)i < count ? cells[first + (size_t)i] : "");
        gtk_list_store_insert_with_valuesv(store, &iter, -1, indexes, values, columns);
    }

    GtkWidget *window = gtk_dialog_new();
    gtk_window_set_title(GTK_WINDOW(window), "Select items from the list");
    gtk_window_set_default_size(GTK_WINDOW(window), 360, 300);
    gtk_container_set_border_width(GTK_CONTAINER(window), 5);
    GtkWidget *box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 6);
    gtk_container_set_border_width(GTK_CONTAINER(box), 5);
    gtk_box_pack_start(GTK_BOX(gtk_dialog_get_content_area(GTK_DIALOG(window))), box, TRUE, TRUE, 0);
    GtkWidget *label = gtk_label_new("Select items from the list below.");
    gtk_label_set_xalign(GTK_LABEL(label), 0);
    gtk_label_set_line_wrap(GTK_LABEL(label), TRUE);
    gtk_box_pack_start(GTK_BOX(box), label, FALSE, FALSE, 0);

    // Fixed-height mode needs every column fixed: its width is the wider of its header and its
    // longest cell, measured once (measuring 400 sampled rows instead cost 5-10 ms more, as an earlier
// session measured; not measured again).
    GtkWidget *view = gtk_tree_view_new();
    PangoLayout *layout = gtk_widget_create_pango_layout(view, NULL);
    for (int i = 0; i < columns; i++) {
        char title[2] = {(char)('A' + i), 0};
        int width = MAX(80, text_width(layout, title) + 24);
        for (size_t cell = (size_t)i; cell < count; cell += (size_t)columns)
            if (strlen(cells[cell]) == longest[i]) {
                width = MAX(width, text_width(layout, cells[cell]) + 12);
                break;
            }
        GtkTreeViewColumn *column =
            gtk_tree_view_column_new_with_attributes(title, gtk_cell_renderer_text_new(), "text", i, NULL);
        gtk_tree_view_column_set_sizing(column, GTK_TREE_VIEW_COLUMN_FIXED);
        gtk_tree_view_column_set_fixed_width(column, width);
        gtk_tree_view_column_set_resizable(column, TRUE);
        gtk_tree_view_append_column(GTK_TREE_VIEW(view), column);
    }
    g_object_unref(layout);
    gtk_tree_view_set_fixed_height_mode(GTK_TREE_VIEW(view), TRUE);
    g_signal_connect(view, "row-activated", G_CALLBACK(activated), NULL);

    GtkWidget *scroller = gtk_scrolled_window_new(NULL, NULL);
    gtk_scrolled_window_set_shadow_type(GTK_SCROLLED_WINDOW(scroller), GTK_SHADOW_IN);
    gtk_container_add(GTK_CONTAINER(scroller), view);
    gtk_box_pack_start(GTK_BOX(box), scroller, TRUE, TRUE, 0);
    gtk_dialog_add_button(GTK_DIALOG(window), "_Cancel", GTK_RESPONSE_CANCEL);
    gtk_dialog_add_button(GTK_DIALOG(window), "_OK", GTK_RESPONSE_OK);
    g_signal_connect(window, "response", G_CALLBACK(responded), view);
    // Focused before its model is attached, the view has no cursor and nothing selected, as in
    // gtk-dialogs --list; End then moves the cursor to the last row.
    gtk_widget_show_all(box);
    gtk_widget_grab_focus(view);
    // Attached once its columns are fixed: the view builds its row tree once and measures one row.
    gtk_tree_view_set_model(GTK_TREE_VIEW(view), GTK_TREE_MODEL(store));
    g_object_unref(store);
    gtk_window_present(GTK_WINDOW(window));
    gtk_main();
    return 1;
}
