import CAdw
import DialogsGLib

/// Search as you type in a GTK 4 list, as GTK 3's GtkTreeView searches (GtkColumnView 4.8 has
/// none): a key typed anywhere in the window opens a search bar above the list (its key capture),
/// each change selects the first row whose search column starts with the text (contains it, when
/// the list searches within text), casefolded, and shows it; Return there activates that row,
/// Escape closes the bar. Rows are not filtered: a row's index stays its position.
@MainActor
final class ListSearch {
    /// The bar to put above the list; it shows while a person searches.
    let bar: UnsafeMutablePointer<GtkWidget>
    private let entry: UnsafeMutablePointer<GtkWidget>
    private let store: OpaquePointer
    private let column: Int32
    private let within: Bool
    private let view: UnsafeMutablePointer<GtkWidget>
    private let selection: OpaquePointer
    private let activate: @MainActor (Int) -> Void

    /// - Parameters:
    ///   - column: the cell searched; `name` names the search field for screen readers.
    ///   - activate: a person pressed Return on the row at this position.
    init(
        store: OpaquePointer, column: Int, named name: String, within: Bool, view: UnsafeMutablePointer<GtkWidget>,
        selection: OpaquePointer, keysFrom window: UnsafeMutablePointer<GtkWidget>,
        activate: @escaping @MainActor (Int) -> Void
    ) {
        self.store = store
        self.column = Int32(column)
        self.within = within
        self.view = view
        self.selection = selection
        self.activate = activate
        entry = gtk_search_entry_new()!
        bar = gtk_search_bar_new()!
        gtk_search_bar_set_child(ad_search_bar(bar), entry)
        gtk_search_bar_connect_entry(ad_search_bar(bar), ad_editable(entry))
        gtk_search_bar_set_key_capture_widget(ad_search_bar(bar), window)
        CStrings.with(name) { ad_accessible_set_label(entry, $0) }
        // "changed", not the delayed "search-changed": Return right after the last key finds it.
        Signals.on(entry, "changed") { [weak self] in self?.find() }
        Signals.on(entry, "activate") { [weak self] in self?.activateSelected() }
    }

    /// Selects and shows the first row that matches the text typed.
    private func find() {
        let key = String(cString: gtk_editable_get_text(ad_editable(entry)))
        guard !key.isEmpty else { return }
        let found = CStrings.with(key) {
            ad_row_list_find(store, column, $0, within ? 1 : 0)
        }
        guard found >= 0 else { return }
        gtk_selection_model_select_item(selection, guint(found), 1)
        Self.scroll(view, to: guint(found))
    }

    private func activateSelected() {
        guard let selected = gtk_selection_model_get_selection(selection) else { return }
        let isEmpty = gtk_bitset_is_empty(selected) != 0
        let first = gtk_bitset_get_minimum(selected)
        gtk_bitset_unref(selected)
        if !isEmpty { activate(Int(first)) }
    }

    /// Scrolls the column view's list to the row (4.8 has no gtk_column_view_scroll_to: its list
    /// view's action does it).
    private static func scroll(_ view: UnsafeMutablePointer<GtkWidget>, to position: guint) {
        var child = gtk_widget_get_first_child(view)
        while let current = child {
            if String(cString: ad_type_name(current)) == "GtkListView" {
                _ = gtk_widget_activate_action_variant(current, "list.scroll-to-item", g_variant_new_uint32(position))
                return
            }
            child = gtk_widget_get_next_sibling(current)
        }
    }
}
