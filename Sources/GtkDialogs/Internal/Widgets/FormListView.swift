import CGtk
import CGtkBridge
import DialogsGLib

/// A form's list field: a `GtkTreeView` of the rows, single selection, in a scrolled
/// frame. A row's position in the model is its index, which is the field's value.
@MainActor
enum FormListView {
    /// The tree view (what takes the focus) and the frame around it (what goes in the grid).
    static func make(
        _ list: FormList, selected: String
    ) -> (view: UnsafeMutablePointer<GtkWidget>, frame: UnsafeMutablePointer<GtkWidget>) {
        let store = gd_list_store_new(Int32(list.columns.count))!
        for row in list.rows {
            let cells = list.columns.indices.map { $0 < row.count ? row[$0] : "" }
            CStrings.withArray(cells) { pointers in
                gd_list_store_append_row(store, 0, pointers, Int32(cells.count))
            }
        }
        let view = gtk_tree_view_new_with_model(gd_tree_model(store))!
        g_object_unref(store)
        let tree = gd_tree_view(view)!
        for (index, title) in list.columns.enumerated() {
            _ = CStrings.with(title) { gd_tree_view_add_text_column(tree, $0, Int32(index), 0) }
        }
        gtk_tree_view_set_headers_visible(tree, list.showsHeaders ? 1 : 0)
        gtk_tree_selection_set_mode(gtk_tree_view_get_selection(tree), GTK_SELECTION_SINGLE)
        if list.row(forValue: selected) != nil,
            let path = CStrings.with(selected, { gtk_tree_path_new_from_string($0) })
        {
            gtk_tree_selection_select_path(gtk_tree_view_get_selection(tree), path)
            gtk_tree_view_set_cursor(tree, path, nil, 0)
            gtk_tree_path_free(path)
        }
        let frame = gtk_scrolled_window_new(nil, nil)!
        let scrolled = gd_scrolled_window(frame)
        gtk_scrolled_window_set_shadow_type(scrolled, GTK_SHADOW_IN)
        gtk_scrolled_window_set_policy(scrolled, GTK_POLICY_AUTOMATIC, GTK_POLICY_AUTOMATIC)
        // As zenity's: about four rows tall, more when the rows need it, up to a screenful's share.
        gtk_scrolled_window_set_min_content_height(scrolled, 100)
        gtk_scrolled_window_set_max_content_height(scrolled, 240)
        gtk_scrolled_window_set_propagate_natural_height(scrolled, 1)
        gtk_container_add(gd_container(frame), view)
        return (view, frame)
    }

    /// Chooses the row under the cursor, the first row when there is no cursor, unless one is chosen.
    static func chooseCursorRow(of view: UnsafeMutablePointer<GtkWidget>) {
        let tree = gd_tree_view(view)!
        guard gtk_tree_selection_count_selected_rows(gtk_tree_view_get_selection(tree)) == 0,
            gtk_tree_model_iter_n_children(gtk_tree_view_get_model(tree), nil) > 0
        else { return }
        var cursor: OpaquePointer?
        gtk_tree_view_get_cursor(tree, &cursor, nil)
        let path = cursor ?? gtk_tree_path_new_first()
        gtk_tree_view_set_cursor(tree, path, nil, 0)
        gtk_tree_path_free(path)
    }

    /// Chooses the row whose index `value` names (as ``value(of:)`` gives it); empty chooses none.
    static func choose(row value: String, in view: UnsafeMutablePointer<GtkWidget>) {
        let selection = gtk_tree_view_get_selection(gd_tree_view(view))
        guard let index = Int(value), index >= 0 else { return gtk_tree_selection_unselect_all(selection) }
        let path = CStrings.with("\(index)") { gtk_tree_path_new_from_string($0) }
        defer { gtk_tree_path_free(path) }
        gtk_tree_selection_select_path(selection, path)
    }

    /// The selection, whose `changed` signal tells a new choice.
    static func selection(of view: UnsafeMutablePointer<GtkWidget>) -> gpointer {
        gpointer(gtk_tree_view_get_selection(gd_tree_view(view)))
    }

    /// The chosen row's index as text, empty when no row is chosen.
    static func value(of view: UnsafeMutablePointer<GtkWidget>) -> String {
        var model: OpaquePointer?
        var iter = GtkTreeIter()
        guard gtk_tree_selection_get_selected(gtk_tree_view_get_selection(gd_tree_view(view)), &model, &iter) != 0,
            let model
        else { return "" }
        return FormList.value(forRow: Int(gd_tree_model_row_index(model, &iter)))
    }
}
