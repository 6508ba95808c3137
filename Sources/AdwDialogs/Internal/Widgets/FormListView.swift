import CAdw
import CAdwBridge
import DialogsGLib

/// A form's list field on GTK 4: a `GtkColumnView` of the rows over a single selection, in a
/// scrolled frame. A row's position is its index, which is the field's value (as on GTK 3).
@MainActor
enum FormListView {
    /// The column view (what takes the focus), its selection, and the frame around it (what goes
    /// in the grid).
    static func make(_ list: FormList, selected: String) -> (
        view: UnsafeMutablePointer<GtkWidget>, selection: OpaquePointer,
        frame: UnsafeMutablePointer<GtkWidget>
    ) {
        let store = ad_row_list_new(Int32(list.columns.count))!
        for row in list.rows {
            let cells = list.columns.indices.map { $0 < row.count ? row[$0] : "" }
            CStrings.withArray(cells) { ad_row_list_append(store, $0, Int32(cells.count), 0) }
        }
        ad_row_list_flush(store)
        let selection = gtk_single_selection_new(ad_list_model(UnsafeMutableRawPointer(store)))!  // takes the store
        gtk_single_selection_set_autoselect(selection, 0)
        gtk_single_selection_set_can_unselect(selection, 1)
        gtk_single_selection_set_selected(
            selection, list.row(forValue: selected) != nil ? guint(Int(selected) ?? 0) : GTK_INVALID_LIST_POSITION)
        let view = gtk_column_view_new(ad_selection_model(UnsafeMutableRawPointer(selection)))!  // takes it
        for (index, title) in list.columns.enumerated() {
            let column = CStrings.with(title) { gtk_column_view_column_new($0, ad_text_cell_factory(Int32(index))) }!
            gtk_column_view_column_set_expand(column, index == list.columns.count - 1 ? 1 : 0)
            gtk_column_view_append_column(ad_column_view(view), column)
            g_object_unref(UnsafeMutableRawPointer(column))
        }
        if !list.showsHeaders { ad_column_view_hide_headers(ad_column_view(view)) }
        let frame = gtk_scrolled_window_new()!
        let scrolled = ad_scrolled_window(frame)
        gtk_scrolled_window_set_child(scrolled, view)
        gtk_scrolled_window_set_has_frame(scrolled, 1)
        gtk_scrolled_window_set_policy(scrolled, GTK_POLICY_AUTOMATIC, GTK_POLICY_AUTOMATIC)
        // As zenity's: about four rows tall, more when the rows need it, up to a screenful's share.
        gtk_scrolled_window_set_min_content_height(scrolled, 100)
        gtk_scrolled_window_set_max_content_height(scrolled, 240)
        gtk_scrolled_window_set_propagate_natural_height(scrolled, 1)
        return (view, selection, frame)
    }

    /// The chosen row's index as text, empty when no row is chosen.
    static func value(of selection: OpaquePointer) -> String {
        let position = gtk_single_selection_get_selected(selection)
        return position == GTK_INVALID_LIST_POSITION ? "" : FormList.value(forRow: Int(position))
    }

    /// Chooses the row whose index `value` names; empty (or a row the list lacks) chooses none.
    static func choose(row value: String, in selection: OpaquePointer) {
        let count = g_list_model_get_n_items(ad_list_model(UnsafeMutableRawPointer(selection)))
        guard let index = Int(value), index >= 0, index < count else {
            return gtk_single_selection_set_selected(selection, GTK_INVALID_LIST_POSITION)
        }
        gtk_single_selection_set_selected(selection, guint(index))
    }

    /// Chooses the first row when none is chosen yet, as GTK 3's list does when Tab moves into it.
    static func chooseFirstRowIfNone(in selection: OpaquePointer) {
        guard gtk_single_selection_get_selected(selection) == GTK_INVALID_LIST_POSITION,
            g_list_model_get_n_items(ad_list_model(UnsafeMutableRawPointer(selection))) > 0
        else { return }
        gtk_single_selection_set_selected(selection, 0)
    }
}
