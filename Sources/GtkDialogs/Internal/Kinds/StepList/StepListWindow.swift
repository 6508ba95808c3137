import CGtk
import CGtkBridge
import DialogsGLib

/// Builds the window behind `StepList`: one row per step (an icon, or a spinner while it works;
/// its title and detail line; its status in words) under the message, OK once no step is pending
/// or working.
@MainActor
final class StepListWindow: KindPresenter {
    /// The widgets of one step's row.
    private struct Row {
        let row: UnsafeMutablePointer<GtkWidget>
        let icon: UnsafeMutablePointer<GtkWidget>
        let spinner: UnsafeMutablePointer<GtkWidget>
        let title: UnsafeMutablePointer<GtkWidget>
        let detail: UnsafeMutablePointer<GtkWidget>
        let status: UnsafeMutablePointer<GtkWidget>
    }

    private var window: DialogWindow<StepListDescription>!
    private let list: UnsafeMutablePointer<GtkWidget>
    private var rows: [Row] = []
    private var steps: [StepListItem] = []
    private let size: FittedSize

    /// Shows the steps; their statuses arrive through the session.
    static func present(_ session: DialogSession<StepListDescription>) {
        let steps = StepListWindow(session)
        steps.size.measureBase()
        steps.window.present()
        // A stray Return must not cancel the work: no button has the focus until it is over.
        if !StepListDescription.isFinished(steps.steps), let widget = steps.window.widget {
            gtk_window_set_focus(gd_window(widget), nil)
        }
    }

    private init(_ session: DialogSession<StepListDescription>) {
        let description = session.description
        let (dialog, _, box) = Widgets.dialogWithContentBox(titled: description.title)
        size = FittedSize(dialog)
        gtk_window_set_default_size(gd_window(dialog), 420, -1)
        let message = Widgets.plainLabel("")
        gtk_label_set_xalign(gd_label(message), 0)
        gtk_label_set_line_wrap(gd_label(message), 1)
        gtk_label_set_max_width_chars(gd_label(message), 60)
        PangoMarkup.show(description.message, in: message)
        list = gtk_list_box_new()!
        gtk_list_box_set_selection_mode(gd_list_box(list), GTK_SELECTION_NONE)
        Widgets.setAccessibleName(description.message?.source ?? description.title, of: list)
        let (scroller, scrolled) = Widgets.verticalScroller(around: list)
        gtk_scrolled_window_set_shadow_type(scrolled, GTK_SHADOW_IN)
        gtk_scrolled_window_set_propagate_natural_height(scrolled, 1)
        gtk_scrolled_window_set_max_content_height(scrolled, Widgets.maximumContentHeight())
        gtk_box_pack_start(gd_box(box), message, 0, 0, 0)
        gtk_box_pack_start(gd_box(box), scroller, 1, 1, 0)
        gtk_widget_show_all(box)
        gtk_widget_set_visible(message, description.message == nil ? 0 : 1)
        Widgets.apply(description.options, to: dialog, message: message)
        for (label, id) in description.buttons { _ = Widgets.addButton(label, to: dialog, responseID: id) }
        gtk_dialog_set_default_response(gd_dialog(dialog), ResponseID.accept)

        // The window's closures hold this object until the dialog ends.
        window = DialogWindow(dialog, session: session) {}
        window.showsMessage(in: message)
        window.applyChange = { self.apply($0) }
        window.acceptsResponse = { [weak self] id in
            id != ResponseID.accept || self.map { StepListDescription.isFinished($0.steps) } == true
        }
        for step in description.steps { append(step) }
        followFinished()
    }

    private func apply(_ change: StepChange) {
        guard window.widget != nil else { return }
        switch change {
        case .set(let index, let step):
            guard rows.indices.contains(index) else { return }
            steps[index] = step
            show(step, in: rows[index])
        case .append(let step):
            append(step)
        }
        followFinished()
        size.fit()
    }

    private func append(_ step: StepListItem) {
        let line = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 10)!
        gtk_container_set_border_width(gd_container(line), 6)
        let icon = gtk_image_new()!
        let spinner = gtk_spinner_new()!
        let texts = gtk_box_new(GTK_ORIENTATION_VERTICAL, 2)!
        let title = Widgets.plainLabel("")
        let detail = Widgets.plainLabel("")
        let status = Widgets.plainLabel("")
        for label in [title, detail] {
            gtk_label_set_xalign(gd_label(label), 0)
            gtk_label_set_max_width_chars(gd_label(label), 50)
        }
        gtk_label_set_line_wrap(gd_label(title), 1)
        // One line, shortened with "…" (the whole text is its tooltip and in the row's name): a
        // detail that came later never makes the row, or the window, taller.
        gtk_label_set_ellipsize(gd_label(detail), PANGO_ELLIPSIZE_END)
        Widgets.addStyleClass("dim-label", to: detail)
        Widgets.addStyleClass("dim-label", to: status)
        gtk_box_pack_start(gd_box(texts), title, 0, 0, 0)
        gtk_box_pack_start(gd_box(texts), detail, 0, 0, 0)
        gtk_box_pack_start(gd_box(line), icon, 0, 0, 0)
        gtk_box_pack_start(gd_box(line), spinner, 0, 0, 0)
        gtk_box_pack_start(gd_box(line), texts, 1, 1, 0)
        gtk_box_pack_end(gd_box(line), status, 0, 0, 0)
        let row = gtk_list_box_row_new()!
        gtk_list_box_row_set_activatable(gd_list_box_row(row), 0)
        gtk_container_add(gd_container(row), line)
        gtk_container_add(gd_container(list), row)
        gtk_widget_show_all(row)
        let shown = Row(row: row, icon: icon, spinner: spinner, title: title, detail: detail, status: status)
        rows.append(shown)
        steps.append(step)
        show(step, in: shown)
    }

    private func show(_ step: StepListItem, in row: Row) {
        Widgets.setLabelText(row.title, step.title)
        // Shown empty too: each row keeps a line for its detail, so the window keeps its size
        // as details come (it grew a line at each step's first).
        Widgets.setLabelText(row.detail, step.detail ?? "")
        CStrings.with(step.detail ?? "") { gtk_widget_set_tooltip_text(row.detail, step.detail == nil ? nil : $0) }
        Widgets.setLabelText(row.status, step.status.displayText)
        let isWorking = step.status == .working
        gtk_widget_set_visible(row.spinner, isWorking ? 1 : 0)
        gtk_widget_set_visible(row.icon, isWorking ? 0 : 1)
        if isWorking {
            gtk_spinner_start(gd_spinner(row.spinner))
        } else {
            gtk_spinner_stop(gd_spinner(row.spinner))
            CStrings.with(Self.iconName(step.status)) {
                gtk_image_set_from_icon_name(gd_image(row.icon), $0, GTK_ICON_SIZE_BUTTON)
            }
        }
        // Waiting and skipped steps read as not (or not yet) part of the work.
        if step.status == .pending || step.status == .skipped {
            Widgets.addStyleClass("dim-label", to: row.title)
        } else {
            Widgets.removeStyleClass("dim-label", from: row.title)
        }
        Widgets.setAccessibleName(StepListDescription.accessibleName(of: step), of: row.row)
    }

    private static func iconName(_ status: StepStatus) -> String {
        switch status {
        case .pending: "content-loading-symbolic"
        case .working: "content-loading-symbolic"
        case .done: "object-select-symbolic"
        case .failed: "dialog-error-symbolic"
        case .skipped: "media-skip-forward-symbolic"
        }
    }

    /// OK once no step is pending or working, and Cancel no longer: the work is over.
    private func followFinished() {
        let isFinished = StepListDescription.isFinished(steps)
        window.setSensitive(ResponseID.accept, isFinished)
        if window.button(ResponseID.cancel) != nil { window.setSensitive(ResponseID.cancel, !isFinished) }
        if isFinished, let ok = window.button(ResponseID.accept) { gtk_widget_grab_focus(ok) }
    }
}
