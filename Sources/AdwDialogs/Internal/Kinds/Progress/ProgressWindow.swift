import CAdw
import DialogsGLib

/// Builds the message dialog behind `ProgressDialog` (its text the message, a bar under it) and
/// shows each state a reporter delivers.
@MainActor
final class ProgressWindow: KindPresenter {
    private let description: ProgressDescription
    private let dialog: UnsafeMutablePointer<GtkWidget>
    private let bar: UnsafeMutablePointer<GtkWidget>
    private let timeLabel: UnsafeMutablePointer<GtkWidget>
    private var pulseSource: guint = 0
    private var state: ProgressState
    private let startedAt = g_get_monotonic_time()
    private var window: DialogWindow<ProgressDescription>!

    /// Shows the bar; the reporter's states arrive through the session.
    static func present(_ session: DialogSession<ProgressDescription>) {
        let progress = ProgressWindow(session)
        progress.show(session.description.initial)
        progress.window.present()
    }

    private init(_ session: DialogSession<ProgressDescription>) {
        let description = session.description
        self.description = description
        state = description.initial
        dialog = MessageDialog.make(title: description.title, message: description.message)
        Widgets.apply(description.options, to: dialog)
        // OK is the default once the work is done; until then Return presses nothing.
        MessageDialog.addButtons(description.buttons, to: dialog)
        let bar = gtk_progress_bar_new()!
        gtk_progress_bar_set_pulse_step(ad_progress_bar(bar), 0.1)
        gtk_widget_set_size_request(bar, 320, -1)
        CStrings.with(description.message?.source ?? description.title) { ad_accessible_set_label(bar, $0) }
        let timeLabel = gtk_label_new(nil)!
        gtk_widget_add_css_class(timeLabel, "dim-label")
        gtk_widget_set_visible(timeLabel, 0)
        self.bar = bar
        self.timeLabel = timeLabel
        let content = gtk_box_new(GTK_ORIENTATION_VERTICAL, 6)!
        gtk_box_append(ad_box(content), bar)
        gtk_box_append(ad_box(content), timeLabel)
        MessageDialog.setContent(content, of: dialog)

        // The window's closures hold this object until the dialog ends.
        window = DialogWindow(dialog, session: session) {}
        window.onTakeDown = { self.setPulsing(false) }
        window.applyChange = { self.apply($0) }
        MessageDialog.showsMessage(of: dialog, in: window)
        window.acceptsResponse = { [weak self] id in id != ResponseID.accept || self?.state.isDone == true }
    }

    private func apply(_ newState: ProgressState) {
        guard window.widget != nil else { return }
        show(newState)
        if description.closesItself(at: newState) { window.end(.submitted(ResponseID.accept)) }
    }

    private func show(_ newState: ProgressState) {
        state = newState
        setPulsing(newState.isPulsating)
        if !newState.isPulsating { gtk_progress_bar_set_fraction(ad_progress_bar(bar), newState.fraction) }
        if let text = newState.text { MessageDialog.setMessage(.plain(text), of: dialog) }
        if description.showsTimeRemaining {
            let elapsed = Double(g_get_monotonic_time() - startedAt) / 1_000_000
            let remaining = ProgressDescription.timeRemaining(elapsedSeconds: elapsed, fraction: newState.fraction)
            if let remaining { CStrings.with(remaining) { gtk_label_set_text(ad_label(timeLabel), $0) } }
            gtk_widget_set_visible(timeLabel, remaining == nil || newState.isPulsating ? 0 : 1)
        }
        window.setSensitive(ResponseID.accept, newState.isDone)
        if newState.isFinished { window.setSensitive(ResponseID.cancel, false) }
    }

    /// A pulsing bar moves ten times a second, and only while it pulses.
    private func setPulsing(_ pulsing: Bool) {
        if pulsing, pulseSource == 0 {
            let bar = bar
            pulseSource = Signals.every(milliseconds: 100) {
                gtk_progress_bar_pulse(ad_progress_bar(bar))
                return true
            }
        } else if !pulsing, pulseSource != 0 {
            g_source_remove(pulseSource)
            pulseSource = 0
        }
    }
}
