import CGtk
import CGtkBridge
import DialogsGLib

/// A list window's rows as its GtkListStore holds them: one string column per cell, then the
/// check box. Finds a row by index or tree path and reads or writes its cells and its check.
@MainActor
struct ListStoreRows {
    let store: UnsafeMutablePointer<GtkListStore>
    /// Cells a row has; the check box's column comes after them.
    let width: Int
    private var model: OpaquePointer { gd_tree_model(store) }
    /// The store column of the check box, after the cells.
    var checkColumn: Int32 { Int32(width) }

    /// The row at `index` (from 0), if there is one.
    func row(at index: Int) -> GtkTreeIter? {
        var iter = GtkTreeIter()
        return gtk_tree_model_iter_nth_child(model, &iter, nil, Int32(clamping: index)) != 0 ? iter : nil
    }

    /// The row at a tree path.
    func row(at path: OpaquePointer) -> GtkTreeIter? {
        var iter = GtkTreeIter()
        return gtk_tree_model_get_iter(model, &iter, path) != 0 ? iter : nil
    }

    /// The row at a tree path as GTK's signals give it ("3").
    func row(atPath text: String) -> GtkTreeIter? {
        guard let path = CStrings.with(text, { gtk_tree_path_new_from_string($0) }) else { return nil }
        defer { gtk_tree_path_free(path) }
        return row(at: path)
    }

    func index(of iter: inout GtkTreeIter) -> Int {
        Int(gd_tree_model_row_index(model, &iter))
    }

    /// Each row in order, with its index.
    func forEach(_ body: (Int, inout GtkTreeIter) -> Void) {
        var iter = GtkTreeIter()
        guard gtk_tree_model_get_iter_first(model, &iter) != 0 else { return }
        var index = 0
        repeat {
            body(index, &iter)
            index += 1
        } while gtk_tree_model_iter_next(model, &iter) != 0
    }

    func cells(_ iter: inout GtkTreeIter) -> [String] {
        (0..<width).map { CStrings.takeOwnership(gd_tree_model_dup_string(model, &iter, Int32($0))) }
    }

    func setCell(_ iter: inout GtkTreeIter, column: Int32, _ text: String) {
        CStrings.with(text) { gd_list_store_set_string(store, &iter, column, $0) }
    }

    func isChecked(_ iter: inout GtkTreeIter) -> Bool {
        gd_tree_model_get_boolean(model, &iter, checkColumn) != 0
    }

    func setChecked(_ iter: inout GtkTreeIter, _ checked: Bool) {
        gd_list_store_set_boolean(store, &iter, checkColumn, checked ? 1 : 0)
    }
}
