import CGtk
import CGtkBridge
import DialogsGLib

/// Builds the window behind `ProgressDialog` and shows each state a reporter delivers.
@MainActor
final class ProgressWindow: KindPresenter {
    private let description: ProgressDescription
    private let textLabel: UnsafeMutablePointer<GtkWidget>
    private let bar: UnsafeMutablePointer<GtkWidget>
    private let timeLabel: UnsafeMutablePointer<GtkWidget>
    private let okButton: UnsafeMutablePointer<GtkWidget>
    private var pulseSource: guint = 0
    private var state: ProgressState
    private let startedAt = g_get_monotonic_time()

    /// Shows the dialog; `onEnd` receives how it ended, once the window is gone.
    /// Shows the bar; the reporter's states arrive through the session.
    static func present(_ session: DialogSession<ProgressDescription>) {
        let progress = ProgressWindow(session)
        progress.show(session.description.initial)
        progress.window.present()
        // GTK would focus Cancel, and a stray Return would cancel the work: no
        // button has the focus until the work is done (Tab still reaches them).
        if !session.description.initial.isDone, let widget = progress.window.widget {
            gtk_window_set_focus(gd_window(widget), nil)
        }
    }

    private var window: DialogWindow<ProgressDescription>!

    private init(_ session: DialogSession<ProgressDescription>) {
        let description = session.description
        self.description = description
        state = description.initial
        let dialog = gtk_dialog_new()!
        Widgets.setTitle(description.title, of: dialog)
        gtk_window_set_default_size(gd_window(dialog), 380, -1)
        gtk_container_set_border_width(gd_container(dialog), 6)
        let content = gtk_dialog_get_content_area(gd_dialog(dialog))!
        gtk_box_set_spacing(gd_box(content), 8)
        gtk_container_set_border_width(gd_container(content), 6)

        textLabel = Widgets.plainLabel("")
        gtk_label_set_xalign(gd_label(textLabel), 0)
        gtk_label_set_line_wrap(gd_label(textLabel), 1)
        gtk_label_set_max_width_chars(gd_label(textLabel), 60)
        PangoMarkup.show(description.message, in: textLabel)
        bar = gtk_progress_bar_new()!
        gtk_progress_bar_set_pulse_step(gd_progress_bar(bar), 0.1)
        Widgets.setAccessibleName(description.message?.source ?? description.title, of: bar)
        timeLabel = Widgets.plainLabel("")
        gtk_label_set_xalign(gd_label(timeLabel), 0)
        Widgets.addStyleClass("dim-label", to: timeLabel)
        for widget in [textLabel, bar, timeLabel] { gtk_box_pack_start(gd_box(content), widget, 0, 0, 0) }
        gtk_widget_show_all(content)
        gtk_widget_set_visible(textLabel, description.message == nil ? 0 : 1)
        gtk_widget_set_visible(timeLabel, 0)
        Widgets.apply(description.options, to: dialog, message: textLabel)

        for (label, id) in description.buttons {
            _ = Widgets.addButton(label, to: dialog, responseID: id)
        }
        okButton = gtk_dialog_get_widget_for_response(gd_dialog(dialog), ResponseID.accept)
        gtk_dialog_set_default_response(gd_dialog(dialog), ResponseID.accept)

        // The window's closures hold this object until the dialog ends.
        window = DialogWindow(dialog, session: session) {}
        window.onTakeDown = { self.setPulsing(false) }
        window.applyChange = { self.apply($0) }
        window.showsMessage(in: textLabel)
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
        if !newState.isPulsating { gtk_progress_bar_set_fraction(gd_progress_bar(bar), newState.fraction) }
        if let text = newState.text {
            Widgets.setLabelText(textLabel, text)
            gtk_widget_set_visible(textLabel, 1)
        }
        if description.showsTimeRemaining {
            let elapsed = Double(g_get_monotonic_time() - startedAt) / 1_000_000
            let remaining = ProgressDescription.timeRemaining(elapsedSeconds: elapsed, fraction: newState.fraction)
            if let remaining { Widgets.setLabelText(timeLabel, remaining) }
            gtk_widget_set_visible(timeLabel, remaining == nil || newState.isPulsating ? 0 : 1)
        }
        window.setSensitive(ResponseID.accept, newState.isDone)
        if newState.isDone { gtk_widget_grab_focus(okButton) }
        if newState.isFinished { window.setSensitive(ResponseID.cancel, false) }
    }

    /// A pulsing bar moves ten times a second, and only while it pulses.
    private func setPulsing(_ pulsing: Bool) {
        if pulsing, pulseSource == 0 {
            let bar = bar
            pulseSource = Signals.every(milliseconds: 100) {
                gtk_progress_bar_pulse(gd_progress_bar(bar))
                return true
            }
        } else if !pulsing, pulseSource != 0 {
            g_source_remove(pulseSource)
            pulseSource = 0
        }
    }
}

/// Holds the window object strongly until its dialog ends.
