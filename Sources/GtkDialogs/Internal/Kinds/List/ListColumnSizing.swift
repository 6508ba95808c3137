import CGtk
import CGtkBridge
import DialogsGLib

/// Fixed column widths and row heights for a long or streaming list: GtkTreeView then measures
/// no row it does not draw, so 100,000 rows cost what filling the store costs. Widths come from
/// the headers and the first rows, and once the last row is in from the last rows too (numbered
/// rows grow wider towards the end); each column stays resizable.
@MainActor
enum ListColumnSizing {
    static let sampledRows: Int32 = 200
    static let minimumTextWidth: Int32 = 80

    static func fix(
        _ view: UnsafeMutablePointer<GtkWidget>, store: UnsafeMutablePointer<GtkListStore>,
        columns: [ListDescription.Column], hasToggles: Bool
    ) {
        let tree = gd_tree_view(view)!
        let widths = measure(view, store: store, columns: columns, from: 0)
        if hasToggles, let toggle = gtk_tree_view_get_column(tree, 0) { setFixed(toggle, 32) }
        forEachShown(tree, columns: columns, hasToggles: hasToggles) { index, shown in
            setFixed(shown, columns[index].isImage ? 40 : widths[index])
        }
        gtk_tree_view_set_fixed_height_mode(tree, 1)
    }

    /// Widens the fixed columns to fit the last rows, once every row is in.
    static func fitLastRows(
        _ view: UnsafeMutablePointer<GtkWidget>, store: UnsafeMutablePointer<GtkListStore>,
        columns: [ListDescription.Column], hasToggles: Bool
    ) {
        let count = gtk_tree_model_iter_n_children(gd_tree_model(store), nil)
        guard count > sampledRows else { return }
        let widths = measure(view, store: store, columns: columns, from: count - sampledRows)
        forEachShown(gd_tree_view(view)!, columns: columns, hasToggles: hasToggles) { index, shown in
            guard !columns[index].isImage, widths[index] > gtk_tree_view_column_get_fixed_width(shown) else { return }
            gtk_tree_view_column_set_fixed_width(shown, widths[index])
        }
    }

    /// The width each column needs for its header and `sampledRows` rows from `first`.
    private static func measure(
        _ view: UnsafeMutablePointer<GtkWidget>, store: UnsafeMutablePointer<GtkListStore>,
        columns: [ListDescription.Column], from first: Int32
    ) -> [Int32] {
        let layout = gtk_widget_create_pango_layout(view, nil)!
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        func width(of text: String) -> Int32 {
            var width: Int32 = 0
            CStrings.with(text) { pango_layout_set_text(layout, $0, -1) }
            pango_layout_get_pixel_size(layout, &width, nil)
            return width
        }
        var widths = columns.map { max(minimumTextWidth, width(of: $0.title) + 24) }
        let model = gd_tree_model(store)
        var iter = GtkTreeIter()
        var row: Int32 = 0
        if gtk_tree_model_iter_nth_child(model, &iter, nil, first) != 0 {
            repeat {
                for (index, column) in columns.enumerated() where !column.isImage {
                    let text = CStrings.takeOwnership(gd_tree_model_dup_string(model, &iter, Int32(index)))
                    widths[index] = max(widths[index], width(of: text) + 12)
                }
                row += 1
            } while row < sampledRows && gtk_tree_model_iter_next(model, &iter) != 0
        }
        return widths
    }

    private static func forEachShown(
        _ tree: UnsafeMutablePointer<GtkTreeView>, columns: [ListDescription.Column], hasToggles: Bool,
        _ body: (Int, UnsafeMutablePointer<GtkTreeViewColumn>) -> Void
    ) {
        let first: Int32 = hasToggles ? 1 : 0
        for index in columns.indices {
            if let shown = gtk_tree_view_get_column(tree, first + Int32(index)) { body(index, shown) }
        }
    }

    private static func setFixed(_ column: UnsafeMutablePointer<GtkTreeViewColumn>, _ width: Int32) {
        gtk_tree_view_column_set_sizing(column, GTK_TREE_VIEW_COLUMN_FIXED)
        gtk_tree_view_column_set_fixed_width(column, width)
    }
}
