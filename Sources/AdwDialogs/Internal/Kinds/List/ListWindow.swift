import CAdw
import DialogsGLib

/// Builds the message dialog behind `ListDialog`: a GtkColumnView over the row list (AdRowList:
/// each row's cells, and whether it is checked), filled as rows arrive. Only the rows on screen
/// have widgets, or row objects. A row's index is its position: rows are never sorted, and code that removes one
/// says which.
@MainActor
final class ListWindow: KindPresenter {
    private var window: DialogWindow<ListDescription>!
    private let description: ListDescription
    private let store: OpaquePointer
    private let selection: OpaquePointer
    private let view: UnsafeMutablePointer<GtkWidget>
    private var hasChecked = false
    private var edited: Set<Int> = []
    /// The first shown column's cells, in a list whose cells a person edits: Return on a row
    /// edits its cell there, as GTK 3's tree view does.
    private var editedColumn: OpaquePointer?
    private var search: ListSearch?

    /// Shows the list; its rows arrive through the session, and it reports what was chosen.
    static func present(_ session: DialogSession<ListDescription>) throws {
        let list = ListWindow(session)
        list.window.present()
        gtk_widget_grab_focus(list.view)
    }

    private init(_ session: DialogSession<ListDescription>) {
        let description = session.description
        self.description = description
        let dialog = MessageDialog.make(title: description.title, message: description.message)
        Widgets.apply(description.options, to: dialog, sizesWindow: false)
        MessageDialog.addButtons(description.buttons.all, to: dialog)
        let store = ad_row_list_new(Int32(description.columns.count))!
        self.store = store
        let model = UnsafeMutableRawPointer(store)
        // Each selection model takes the store's reference.
        let selection: OpaquePointer
        switch description.choice {
        case .multiple:
            selection = ad_selection_model(UnsafeMutableRawPointer(gtk_multi_selection_new(ad_list_model(model))))
        case .single, .checklist, .radiolist:
            let single = gtk_single_selection_new(ad_list_model(model))!
            gtk_single_selection_set_autoselect(
                single, description.selectsFirstRow && !description.choice.hasToggles ? 1 : 0)
            gtk_single_selection_set_can_unselect(single, 1)
            if !description.selectsFirstRow || description.choice.hasToggles {
                gtk_single_selection_set_selected(single, GTK_INVALID_LIST_POSITION)
            }
            selection = ad_selection_model(UnsafeMutableRawPointer(single))
        }
        self.selection = selection
        view = gtk_column_view_new(selection)!  // takes the selection model
        gtk_column_view_set_show_row_separators(ad_column_view(view), 0)
        let scroller = gtk_scrolled_window_new()!
        gtk_scrolled_window_set_child(ad_scrolled_window(scroller), view)
        gtk_scrolled_window_set_has_frame(ad_scrolled_window(scroller), 1)
        gtk_scrolled_window_set_policy(ad_scrolled_window(scroller), GTK_POLICY_AUTOMATIC, GTK_POLICY_AUTOMATIC)
        gtk_widget_set_size_request(
            scroller, Int32(clamping: description.options.width ?? 360),
            Int32(clamping: description.options.height ?? 240))
        gtk_widget_set_vexpand(scroller, 1)
        let content = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        if let column = description.effectiveSearchColumn {
            let search = ListSearch(
                store: store, column: column, named: description.columns[column].title,
                within: description.searchesWithinText, view: view, selection: selection, keysFrom: dialog
            ) { [weak self] in self?.activated($0) }
            gtk_box_append(ad_box(content), search.bar)
            self.search = search
        }
        gtk_box_append(ad_box(content), scroller)
        MessageDialog.setContent(content, of: dialog)
        CStrings.with(description.message?.source ?? description.title) { ad_accessible_set_label(view, $0) }

        // The window's closures hold this object until the dialog ends.
        window = DialogWindow(dialog, session: session) { self.pick() }
        MessageDialog.showsMessage(of: dialog, in: window)
        window.applyChange = { change in
            switch change {
            case .append(let row): self.append(row)
            case .appendRows(let batch): self.append(batch)
            case .finishedLoading: break
            case .remove(let index): self.remove(at: index)
            case .replace(let index, let row): self.replace(at: index, with: row)
            }
        }
        addColumns()
        if !description.showsHeaders { ad_column_view_hide_headers(ad_column_view(view)) }
        Signals.onActivate(view) { [weak self] position in self?.activated(Int(position)) }
    }

    private func addColumns() {
        let columnView = ad_column_view(view)
        if description.choice.hasToggles {
            let box = CallbackBox<UInt32, Void> { [weak self] position in self?.toggle(Int(position)) }
            let factory = ad_toggle_cell_factory(rowToggledTrampoline, box.retainedPointer(), releaseBox)
            let column = CStrings.with(description.toggleTitle) { gtk_column_view_column_new($0, factory) }!
            gtk_column_view_append_column(columnView, column)
            g_object_unref(UnsafeMutableRawPointer(column))
        }
        for (index, shown) in description.columns.enumerated() {
            let factory: OpaquePointer
            if shown.isImage {
                factory = ad_image_cell_factory(Int32(index))
            } else if description.isEditable {
                let box = CallbackBox<UInt32, Void> { [weak self] position in self?.edited.insert(Int(position)) }
                factory = ad_editable_cell_factory(
                    Int32(index), rowToggledTrampoline, box.retainedPointer(), releaseBox)
                if editedColumn == nil, !shown.isHidden { editedColumn = factory }
            } else {
                factory = ad_text_cell_factory(Int32(index))
            }
            let column = CStrings.with(shown.title) { gtk_column_view_column_new($0, factory) }!
            gtk_column_view_column_set_visible(column, shown.isHidden ? 0 : 1)
            gtk_column_view_column_set_resizable(column, 1)
            if index == description.columns.lastIndex(where: { !$0.isHidden }) {
                gtk_column_view_column_set_expand(column, 1)
            }
            gtk_column_view_append_column(columnView, column)
            g_object_unref(UnsafeMutableRawPointer(column))
        }
    }

    // MARK: Rows

    /// The rows in the store, the ones appended since the loop's last turn included (they go in now).
    private var rowCount: Int {
        ad_row_list_flush(store)
        return Int(g_list_model_get_n_items(ad_list_model(UnsafeMutableRawPointer(store))))
    }

    private func append(_ item: ShownRow) {
        guard window.widget != nil else { return }
        let checked =
            item.isChecked && description.choice.hasToggles && !(description.choice == .radiolist && hasChecked)
        hasChecked = hasChecked || checked
        CStrings.withArray(item.cells) { ad_row_list_append(store, $0, Int32(item.cells.count), checked ? 1 : 0) }
        // A row that starts chosen in a list without check boxes (remembered) starts selected.
        if item.isChecked, !description.choice.hasToggles {
            gtk_selection_model_select_item(selection, guint(rowCount - 1), description.choice == .multiple ? 0 : 1)
        }
    }

    /// Many rows in one call to C: what a read of a pipe brings.
    private func append(_ batch: ShownRows) {
        guard window.widget != nil, batch.count > 0 else { return }
        let toggled = description.rowsToCheck(batch, hasChecked: hasChecked)
        hasChecked = hasChecked || !toggled.isEmpty
        batch.text.withUnsafeBytes { text in
            toggled.withUnsafeBufferPointer { toggled in
                ad_row_list_append_rows(
                    store, text.baseAddress?.assumingMemoryBound(to: CChar.self), gsize(text.count), Int32(batch.count),
                    toggled.baseAddress, Int32(toggled.count))
            }
        }
        // Rows that start chosen in a list without check boxes (remembered) start selected.
        guard !description.choice.hasToggles, !batch.checkedRows.isEmpty else { return }
        let first = rowCount - batch.count  // rowCount puts the rows in first
        for index in batch.checkedRows {
            gtk_selection_model_select_item(
                selection, guint(first + Int(index)), description.choice == .multiple ? 0 : 1)
        }
    }

    private func remove(at index: Int) {
        guard window.widget != nil, index < rowCount else { return }
        ad_row_list_remove(store, guint(index))
        edited = Set(edited.compactMap { $0 == index ? nil : $0 > index ? $0 - 1 : $0 })
    }

    private func replace(at index: Int, with item: ShownRow) {
        guard window.widget != nil, index < rowCount else { return }
        let wasSelected = gtk_selection_model_is_selected(selection, guint(index)) != 0
        CStrings.withArray(item.cells) { ad_row_list_replace(store, guint(index), $0, Int32(item.cells.count)) }
        // The new row takes the old one's place in the selection too.
        if wasSelected {
            gtk_selection_model_select_item(selection, guint(index), description.choice == .multiple ? 0 : 1)
        }
        edited.remove(index)
    }

    private func activated(_ index: Int) {
        if let editedColumn, ad_editable_cell_start_editing(editedColumn, guint(index)) != 0 { return }
        if description.activationChooses { return window.end(.submitted(ResponseID.accept)) }
        toggle(index)
    }

    /// A person clicked a row's check box, or activated its row: a radio list keeps one.
    private func toggle(_ index: Int) {
        let count = rowCount
        guard index < count else { return }
        let wasChecked = ad_row_list_get_checked(store, guint(index)) != 0
        if description.choice == .radiolist {
            for other in 0..<count where other != index { ad_row_list_set_checked(store, guint(other), 0) }
        }
        ad_row_list_set_checked(store, guint(index), wasChecked ? 0 : 1)
    }

    private func cells(at index: Int) -> [String] {
        (0..<description.columns.count).map { String(cString: ad_row_list_cell(store, guint(index), Int32($0))) }
    }

    /// What is chosen now: checked rows, or the selected ones, in the order shown.
    private func pick() -> ListState {
        var pick = ListState.none
        for index in 0..<rowCount {
            let chosen =
                description.choice.hasToggles
                ? ad_row_list_get_checked(store, guint(index)) != 0
                : gtk_selection_model_is_selected(selection, guint(index)) != 0
            if chosen {
                pick.rows.append(index)
                pick.cells[index] = cells(at: index)
            }
        }
        pick.edited = edited.sorted()
        for index in pick.edited where pick.cells[index] == nil && index < rowCount {
            pick.cells[index] = cells(at: index)
        }
        return pick
    }
}
