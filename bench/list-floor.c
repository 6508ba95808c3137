// The floor for a list read from stdin: bare C GTK filling a GtkListStore of COLUMNS string
// columns (default 1) from stdin, one cell a line as zenity reads them, then showing it in a
// GtkTreeView. End then Return prints the chosen row's first cell and exits.
//
//   list-floor [COLUMNS]
#include <gtk/gtk.h>
#include <stdio.h>
#include <stdlib.h>

static void activated(GtkTreeView *view, GtkTreePath *path, GtkTreeViewColumn *column, gpointer data) {
    (void)column;
    (void)data;
    GtkTreeModel *model = gtk_tree_view_get_model(view);
    GtkTreeIter iter;
    char *text = NULL;
    if (gtk_tree_model_get_iter(model, &iter, path)) gtk_tree_model_get(model, &iter, 0, &text, -1);
    printf("%s\n", text ? text : "");
    g_free(text);
    exit(0);
}

int main(int argc, char **argv) {
    gtk_init(&argc, &argv);
    int columns = argc > 1 ? atoi(argv[1]) : 1;
    if (columns < 1 || columns > 16) columns = 1;
    GType types[16];
    for (int i = 0; i < columns; i++) types[i] = G_TYPE_STRING;
    GtkListStore *store = gtk_list_store_newv(columns, types);
    gint indexes[16];
    GValue values[16] = {G_VALUE_INIT};
    char *cells[16] = {NULL};
    size_t capacities[16] = {0};
    for (int i = 0; i < columns; i++) {
        indexes[i] = i;
        g_value_init(&values[i], G_TYPE_STRING);
    }
    ssize_t length;
    GtkTreeIter iter;
    int cell = 0;
    while ((length = getline(&cells[cell], &capacities[cell], stdin)) >= 0) {
        if (length > 0 && cells[cell][length - 1] == '\n') cells[cell][length - 1] = 0;
        if (++cell < columns) continue;
        for (int i = 0; i < columns; i++) g_value_set_static_string(&values[i], cells[i]);
        gtk_list_store_insert_with_valuesv(store, &iter, -1, indexes, values, columns);
        cell = 0;
    }
    for (int i = 0; i < columns; i++) free(cells[i]);
    GtkWidget *window = gtk_dialog_new();
    gtk_window_set_title(GTK_WINDOW(window), "List");
    gtk_window_set_default_size(GTK_WINDOW(window), 360, 300);
    GtkWidget *view = gtk_tree_view_new_with_model(GTK_TREE_MODEL(store));
    for (int i = 0; i < columns; i++) {
        char title[8];
        snprintf(title, sizeof title, "%c", 'A' + i);
        gtk_tree_view_insert_column_with_attributes(GTK_TREE_VIEW(view), -1, title, gtk_cell_renderer_text_new(),
                                                    "text", i, NULL);
    }
    g_signal_connect(view, "row-activated", G_CALLBACK(activated), NULL);
    GtkWidget *scroller = gtk_scrolled_window_new(NULL, NULL);
    gtk_container_add(GTK_CONTAINER(scroller), view);
    gtk_box_pack_start(GTK_BOX(gtk_dialog_get_content_area(GTK_DIALOG(window))), scroller, TRUE, TRUE, 0);
    g_signal_connect(window, "destroy", G_CALLBACK(gtk_main_quit), NULL);
    gtk_widget_show_all(window);
    gtk_widget_grab_focus(view);
    gtk_main();
    return 1;
}
