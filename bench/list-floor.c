// The floor for a list read from stdin: bare C GTK filling a GtkListStore, one row a line,
// then showing it in a GtkTreeView. End then Return prints the chosen row and exits.
#include <gtk/gtk.h>
#include <stdio.h>
#include <stdlib.h>

static void activated(GtkTreeView *view, GtkTreePath *path, GtkTreeViewColumn *column, gpointer data) {
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
    GtkListStore *store = gtk_list_store_new(1, G_TYPE_STRING);
    char *line = NULL;
    size_t capacity = 0;
    ssize_t length;
    GtkTreeIter iter;
    while ((length = getline(&line, &capacity, stdin)) >= 0) {
        if (length > 0 && line[length - 1] == '\n') line[length - 1] = 0;
        gtk_list_store_insert_with_values(store, &iter, -1, 0, line, -1);
    }
    free(line);
    GtkWidget *window = gtk_dialog_new();
    gtk_window_set_title(GTK_WINDOW(window), "List");
    gtk_window_set_default_size(GTK_WINDOW(window), 360, 300);
    GtkWidget *view = gtk_tree_view_new_with_model(GTK_TREE_MODEL(store));
    gtk_tree_view_insert_column_with_attributes(GTK_TREE_VIEW(view), -1, "A", gtk_cell_renderer_text_new(), "text", 0,
                                                NULL);
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
