import CGtk
import CGtkBridge
import DialogsGLib

/// Builds the window behind `ListDialog`: a GtkTreeView over a GtkListStore
/// (one string column per cell, then the check box), filled as rows arrive. A
/// row's index is its position: rows are never sorted, and code that removes one says which.
@MainActor
final class ListWindow: KindPresenter {
    private var window: DialogWindow<ListDescription>!
    private let description: ListDescription
    private let store: UnsafeMutablePointer<GtkListStore>
    private let rows: ListStoreRows
    private let view: UnsafeMutablePointer<GtkWidget>
    private var isAttached = false
    private var isLoaded = false
    private var hasFixedColumns = false
    /// From this many rows, a list's rows all have one height and its columns fixed widths.
    static let longList: Int32 = 1000
    /// Rows still streaming in from a fast producer show after this many milliseconds at the latest.
    static let showRowsWithin: UInt32 = 250
    private var rowCount: Int32 = 0
    /// The timer that attaches the model of a list still loading, until it is attached.
    private var attachTimer: guint = 0
    private var hasChecked = false
    /// Rows of a list without check boxes that start selected (remembered from last time), by
    /// index: selected once the model is attached.
    private var rowsToSelect: [Int] = []
    private var edited: Set<Int> = []
    private var lastToggle: (path: String, time: guint32)?

    /// Shows the list; its rows arrive through the session, and it reports what was chosen.
    static func present(_ session: DialogSession<ListDescription>) {
        let list = ListWindow(session)
        list.window.present()
        // Focused before its model is attached, the view has no cursor and nothing selected.
        if !session.description.selectsFirstRow { gtk_widget_grab_focus(list.view) }
        // Attached once the rows are in (see attachModel): the view's cursor starts on the first row.
        list.attachTimer = Signals.every(milliseconds: ListWindow.showRowsWithin) { [weak list] in
            list?.attachModel()
            return false
        }
        // A key pressed sooner finds the rows there are.
        if let dialog = list.window.widget {
            Signals.onKeyPress(dialog) { [weak list] _ in
                list?.attachModel()
                return false
            }
        }
    }

    private init(_ session: DialogSession<ListDescription>) {
        let description = session.description
        self.description = description
        let (dialog, content, box) = Widgets.dialogWithContentBox(
            titled: description.title, defaultSize: (360, 300))

        let label = Widgets.plainLabel("")
        gtk_label_set_xalign(gd_label(label), 0)
        gtk_label_set_line_wrap(gd_label(label), 1)
        PangoMarkup.show(description.message, in: label)
        gtk_box_pack_start(gd_box(box), label, 0, 0, 0)

        store = gd_list_store_new(Int32(description.columns.count))
        rows = ListStoreRows(store: store, width: description.columns.count)
        view = gtk_tree_view_new()!
        let scroller = gtk_scrolled_window_new(nil, nil)!
        gtk_scrolled_window_set_shadow_type(gd_scrolled_window(scroller), GTK_SHADOW_IN)
        gtk_scrolled_window_set_policy(gd_scrolled_window(scroller), GTK_POLICY_AUTOMATIC, GTK_POLICY_AUTOMATIC)
        gtk_container_add(gd_container(scroller), view)
        gtk_box_pack_start(gd_box(box), scroller, 1, 1, 0)
        gtk_widget_show_all(content)
        gtk_widget_set_visible(label, description.message == nil ? 0 : 1)
        Widgets.apply(description.options, to: dialog, message: label)
        Widgets.setAccessibleName(description.message?.source ?? description.title, of: view)
        _ = Widgets.addButtons(description.buttons, to: dialog)

        // The window's closures hold this object until the dialog ends.
        window = DialogWindow(dialog, session: session) { self.pick() }
        window.showsMessage(in: label)
        window.onTakeDown = { self.releaseStore() }
        window.applyChange = { change in
            switch change {
            case .append(let row): self.append(row)
            case .appendRows(let batch): self.append(batch)
            case .finishedLoading: self.finishedLoading()
            case .remove(let index): self.remove(at: index)
            case .replace(let index, let row): self.replace(at: index, with: row)
            }
        }
        configureView()
    }

    private func configureView() {
        let tree = gd_tree_view(view)!
        let selection = gtk_tree_view_get_selection(tree)
        gtk_tree_selection_set_mode(
            selection, description.choice == .multiple ? GTK_SELECTION_MULTIPLE : GTK_SELECTION_SINGLE)
        gtk_tree_view_set_headers_visible(tree, description.showsHeaders ? 1 : 0)
        if description.choice.hasToggles {
            let renderer = CStrings.with(description.toggleTitle) {
                gd_tree_view_add_toggle_column(tree, $0, description.choice == .radiolist ? 1 : 0, rows.checkColumn)
            }!
            // Space, Return or a click on the box; a double-click elsewhere on the row toggles it too.
            Signals.onToggled(renderer) { [weak self] path in self?.toggle(path) }
        }
        for (index, column) in description.columns.enumerated() {
            let modelColumn = Int32(index)
            if column.isImage {
                CStrings.with(column.title) { gd_tree_view_add_image_column(tree, $0, modelColumn) }
            } else {
                let renderer = CStrings.with(column.title) {
                    gd_tree_view_add_text_column(tree, $0, modelColumn, description.isEditable ? 1 : 0)
                }!
                if description.isEditable {
                    Signals.onEdited(renderer) { [weak self] path, text in
                        self?.edit(path, column: modelColumn, text)
                    }
                }
            }
            if column.isHidden, let shown = gtk_tree_view_get_column(tree, Int32(gtk_tree_view_get_n_columns(tree)) - 1)
            {
                gtk_tree_view_column_set_visible(shown, 0)
            }
        }
        gtk_tree_view_set_enable_search(tree, 1)
        if let search = description.effectiveSearchColumn { gtk_tree_view_set_search_column(tree, Int32(search)) }
        if description.searchesWithinText { gd_tree_view_use_mid_search(tree) }
        Signals.onRowActivated(tree) { [weak self] path in self?.activated(path) }
    }

    // MARK: Rows

    private func append(_ item: ShownRow) {
        guard window.widget != nil else { return }
        let checked =
            item.isChecked && description.choice.hasToggles && !(description.choice == .radiolist && hasChecked)
        hasChecked = hasChecked || checked
        rowCount += 1
        defer {
            if item.isChecked, !description.choice.hasToggles {
                if isAttached { select(Int(rowCount) - 1) } else { rowsToSelect.append(Int(rowCount) - 1) }
            }
        }
        CStrings.withArray(item.cells) { gd_list_store_append_row(store, checked ? 1 : 0, $0, Int32(item.cells.count)) }
        // The view was attached while the list was still empty (rows from a pipe come in a later
        // turn than the first idle): the first row takes the cursor, selected, as it does when
        // rows are in before the view is attached; Return then chooses it.
        if rowCount == 1, isAttached, description.selectsFirstRow { select(0) }
    }

    /// Many rows in one call to C: what a read of a pipe brings.
    private func append(_ batch: ShownRows) {
        guard window.widget != nil, batch.count > 0 else { return }
        let first = Int(rowCount)
        let toggled = description.rowsToCheck(batch, hasChecked: hasChecked)
        hasChecked = hasChecked || !toggled.isEmpty
        batch.text.withUnsafeBytes { text in
            toggled.withUnsafeBufferPointer { toggled in
                gd_list_store_append_rows(
                    store, text.baseAddress?.assumingMemoryBound(to: CChar.self), Int32(batch.width),
                    Int32(batch.count),
                    toggled.baseAddress, Int32(toggled.count))
            }
        }
        rowCount += Int32(batch.count)
        // As append(_:) does row by row: the first row's cursor, then rows that start selected.
        if first == 0, isAttached, description.selectsFirstRow { select(0) }
        if !description.choice.hasToggles {
            for index in batch.checkedRows.map({ first + Int($0) }) {
                if isAttached { select(index) } else { rowsToSelect.append(index) }
            }
        }
    }

    private func remove(at index: Int) {
        guard window.widget != nil, var iter = rows.row(at: index) else { return }
        gtk_list_store_remove(store, &iter)
        rowCount -= 1
        edited = Set(edited.compactMap { $0 == index ? nil : $0 > index ? $0 - 1 : $0 })
    }

    private func replace(at index: Int, with item: ShownRow) {
        guard window.widget != nil, var iter = rows.row(at: index) else { return }
        for (column, cell) in item.cells.enumerated() { rows.setCell(&iter, column: Int32(column), cell) }
        edited.remove(index)
    }

    /// Rows appended before the model is attached cost the view nothing (no row-inserted reaches
    /// it, nor its accessible: a row then costs a quarter of what it costs after), so it is
    /// attached as late as it may be: when the last row has come, `showRowsWithin` after the
    /// window was shown, or at the first key pressed in it, whichever is first. Attaching when
    /// the loop was first idle cost a long list from a pipe 2 to 3 times as much: the pipe, not
    /// the list, is then often the slower.
    /// A list still loading, or a long one, gets fixed row heights and column widths.
    private func attachModel() {
        stopAttachTimer()
        guard !isAttached, window.widget != nil else { return }
        isAttached = true
        if !isLoaded || rowCount >= ListWindow.longList {
            ListColumnSizing.fix(
                view, store: store, columns: description.columns, hasToggles: description.choice.hasToggles)
            hasFixedColumns = true
        }
        gtk_tree_view_set_model(gd_tree_view(view), gd_tree_model(store))
        g_object_unref(store)
        for index in rowsToSelect { select(index) }
        rowsToSelect.removeAll()
        if description.selectsFirstRow { gtk_widget_grab_focus(view) }
    }

    /// Selects a row that starts chosen: the first one gets the cursor (a single choice keeps it
    /// alone); a multiple choice adds the others.
    private func select(_ index: Int) {
        let tree = gd_tree_view(view)
        let selection = gtk_tree_view_get_selection(tree)
        guard let path = CStrings.with("\(index)", { gtk_tree_path_new_from_string($0) }) else { return }
        defer { gtk_tree_path_free(path) }
        if gtk_tree_selection_count_selected_rows(selection) == 0 {
            gtk_tree_view_set_cursor(tree, path, nil, 0)
        } else if description.choice == .multiple {
            gtk_tree_selection_select_path(selection, path)
        }
    }

    private func finishedLoading() {
        isLoaded = true
        attachModel()
        guard hasFixedColumns, window.widget != nil else { return }
        ListColumnSizing.fitLastRows(
            view, store: store, columns: description.columns, hasToggles: description.choice.hasToggles)
    }

    private func activated(_ pathText: String) {
        if description.activationChooses { return window.end(.submitted(ResponseID.accept)) }
        // The click that toggled the box also activates the row: one toggle per event.
        if let last = lastToggle, last.path == pathText, last.time == gtk_get_current_event_time() { return }
        toggle(pathText)
    }

    private func toggle(_ pathText: String) {
        lastToggle = (pathText, gtk_get_current_event_time())
        guard var iter = rows.row(atPath: pathText) else { return }
        let wasChecked = rows.isChecked(&iter)
        if description.choice == .radiolist { rows.forEach { _, row in rows.setChecked(&row, false) } }
        rows.setChecked(&iter, !wasChecked)
    }

    private func edit(_ pathText: String, column: Int32, _ text: String) {
        guard var iter = rows.row(atPath: pathText) else { return }
        rows.setCell(&iter, column: column, text)
        edited.insert(rows.index(of: &iter))
    }

    /// What is chosen now: checked rows, or the selected ones, in the order shown.
    private func pick() -> ListState {
        var pick = ListState.none
        if description.choice.hasToggles {
            rows.forEach { index, iter in
                if rows.isChecked(&iter) {
                    pick.rows.append(index)
                    pick.cells[index] = rows.cells(&iter)
                }
            }
        } else if isAttached {
            let selection = gtk_tree_view_get_selection(gd_tree_view(view))
            for data in GLists.takeData(gtk_tree_selection_get_selected_rows(selection, nil)) {
                let path = OpaquePointer(data)
                if let path, var iter = rows.row(at: path) {
                    let index = rows.index(of: &iter)
                    pick.rows.append(index)
                    pick.cells[index] = rows.cells(&iter)
                }
                gtk_tree_path_free(path)
            }
        }
        if !edited.isEmpty {
            pick.edited = edited.sorted()
            rows.forEach { index, iter in
                if edited.contains(index), pick.cells[index] == nil { pick.cells[index] = rows.cells(&iter) }
            }
        }
        return pick
    }

    /// A store never attached to the view is still this object's to release.
    private func releaseStore() {
        stopAttachTimer()
        if !isAttached { g_object_unref(store) }
        isAttached = true
    }

    private func stopAttachTimer() {
        if attachTimer != 0 { g_source_remove(attachTimer) }
        attachTimer = 0
    }
}
