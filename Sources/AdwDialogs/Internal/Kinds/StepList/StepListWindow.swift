import CAdw
import DialogsGLib

/// Builds the message dialog behind `StepList`: a boxed list of libadwaita rows under the
/// message, one per step (an icon, or a spinner while it works; its title and detail line; its
/// status in words), OK once no step is pending or working.
@MainActor
final class StepListWindow: KindPresenter {
    /// The widgets of one step's row.
    private struct Row {
        let row: UnsafeMutablePointer<GtkWidget>
        let icon: UnsafeMutablePointer<GtkWidget>
        let spinner: UnsafeMutablePointer<GtkWidget>
        let status: UnsafeMutablePointer<GtkWidget>
    }

    private var window: DialogWindow<StepListDescription>!
    private let list: UnsafeMutablePointer<GtkWidget>
    private let scroller: UnsafeMutablePointer<GtkWidget>
    private var rows: [Row] = []
    private var steps: [StepListItem] = []

    /// Shows the steps; their statuses arrive through the session.
    static func present(_ session: DialogSession<StepListDescription>) {
        StepListWindow(session).window.present()
    }

    private init(_ session: DialogSession<StepListDescription>) {
        let description = session.description
        let dialog = MessageDialog.make(title: description.title, message: description.message)
        Widgets.apply(description.options, to: dialog)
        MessageDialog.addButtons(description.buttons, to: dialog)
        let list = gtk_list_box_new()!
        self.list = list
        gtk_list_box_set_selection_mode(ad_list_box(list), GTK_SELECTION_NONE)
        gtk_widget_add_css_class(list, "boxed-list")
        CStrings.with(description.message?.source ?? description.title) { ad_accessible_set_label(list, $0) }
        let scroller = gtk_scrolled_window_new()!
        self.scroller = scroller
        gtk_scrolled_window_set_policy(ad_scrolled_window(scroller), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        gtk_scrolled_window_set_child(ad_scrolled_window(scroller), list)
        gtk_widget_set_size_request(scroller, 360, -1)
        MessageDialog.setContent(scroller, of: dialog)

        // The window's closures hold this object until the dialog ends.
        window = DialogWindow(dialog, session: session) {}
        MessageDialog.showsMessage(of: dialog, in: window)
        window.applyChange = { self.apply($0) }
        window.acceptsResponse = { [weak self] id in
            id != ResponseID.accept || self.map { StepListDescription.isFinished($0.steps) } == true
        }
        for step in description.steps { append(step) }
        followFinished()
        fitHeight()
    }

    /// A window does not grow for its content's natural size once shown: the list asks for all of
    /// its rows' height (scrolling past a screenful), so a row added or grown by a detail line shows.
    private func fitHeight() {
        var natural: Int32 = 0
        gtk_widget_measure(list, GTK_ORIENTATION_VERTICAL, 360, nil, &natural, nil, nil)
        gtk_scrolled_window_set_min_content_height(ad_scrolled_window(scroller), min(natural, Self.maximumHeight))
    }

    private static let maximumHeight: Int32 = 420

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
        fitHeight()
    }

    private func append(_ step: StepListItem) {
        let row = adw_action_row_new()!
        adw_preferences_row_set_use_markup(ad_preferences_row(row), 0)  // a step's words are plain text
        let icon = gtk_image_new()!
        let spinner = gtk_spinner_new()!
        let status = gtk_label_new(nil)!
        gtk_widget_add_css_class(status, "dim-label")
        adw_action_row_add_prefix(ad_action_row(row), icon)
        adw_action_row_add_prefix(ad_action_row(row), spinner)
        adw_action_row_add_suffix(ad_action_row(row), status)
        gtk_list_box_append(ad_list_box(list), row)
        let shown = Row(row: row, icon: icon, spinner: spinner, status: status)
        rows.append(shown)
        steps.append(step)
        show(step, in: shown)
    }

    private func show(_ step: StepListItem, in row: Row) {
        CStrings.with(step.title) { adw_preferences_row_set_title(ad_preferences_row(row.row), $0) }
        CStrings.with(step.detail ?? "") { adw_action_row_set_subtitle(ad_action_row(row.row), $0) }
        CStrings.with(step.status.displayText) { gtk_label_set_text(ad_label(row.status), $0) }
        let isWorking = step.status == .working
        gtk_widget_set_visible(row.spinner, isWorking ? 1 : 0)
        gtk_widget_set_visible(row.icon, isWorking ? 0 : 1)
        gtk_spinner_set_spinning(ad_spinner(row.spinner), isWorking ? 1 : 0)
        if !isWorking {
            CStrings.with(Self.iconName(step.status)) { gtk_image_set_from_icon_name(ad_image(row.icon), $0) }
        }
        // Waiting and skipped steps read as not (or not yet) part of the work.
        if step.status == .pending || step.status == .skipped {
            gtk_widget_add_css_class(row.row, "dim-label")
        } else {
            gtk_widget_remove_css_class(row.row, "dim-label")
        }
        CStrings.with(StepListDescription.accessibleName(of: step)) { ad_accessible_set_label(row.row, $0) }
    }

    private static func iconName(_ status: StepStatus) -> String {
        switch status {
        case .pending, .working: "content-loading-symbolic"
        case .done: "object-select-symbolic"
        case .failed: "dialog-error-symbolic"
        case .skipped: "media-skip-forward-symbolic"
        }
    }

    /// OK once no step is pending or working, and Cancel no longer: the work is over.
    private func followFinished() {
        let isFinished = StepListDescription.isFinished(steps)
        window.setSensitive(ResponseID.accept, isFinished)
        if window.session.description.cancelLabel != nil { window.setSensitive(ResponseID.cancel, !isFinished) }
    }
}
