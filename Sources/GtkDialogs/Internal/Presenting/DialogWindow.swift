import CGtk
import CGtkBridge
import DialogsGLib

/// A session's GTK window: connects its `response` and `destroy` signals, owns its timeout, and
/// reports every ending to the session with the window's state, read while its widgets live.
///
/// Nobody outside holds it: the boxes connected to the window's signals capture it, and GLib
/// releases them when the window is destroyed, which every ending does.
@MainActor
final class DialogWindow<Description: DialogDescription>: DialogPresenter {
    let session: DialogSession<Description>
    private(set) var widget: UnsafeMutablePointer<GtkWidget>?
    /// Reads what the window shows now; dropped when it goes, with every closure the kind set.
    private var readState: (@MainActor () -> Description.State)?
    /// Refuses a `response` the dialog's state does not allow (OK while the text is invalid, sent
    /// by code); the dialog then stays open.
    var acceptsResponse: (Int32) -> Bool = { _ in true }
    /// Turns a GTK dialog's own response ids (a color chooser's `GTK_RESPONSE_OK`) into the kind's.
    var responseID: (Int32) -> Int32 = { $0 }
    /// Applies what code sends the open dialog (a list's rows, a progress bar's state).
    var applyChange: ((Description.Change) -> Void)?
    /// Runs as the window goes, before the answer (stops a pulsing bar, a feed of rows).
    var onTakeDown: (() -> Void)?
    /// The label that shows the title as a heading (a message dialog's primary text), if any.
    var headingLabel: UnsafeMutablePointer<GtkWidget>?
    /// Shows a new message where the kind shows its message; nil for a kind without one.
    var showMessage: ((LabelText?) -> Void)?
    /// Buttons not in the dialog's action area, or with GTK's own response ids, by the kind's id.
    var buttons: [Int32: UnsafeMutablePointer<GtkWidget>] = [:]
    /// What the kind's own rules allow of each button (OK while the text is valid), by response id.
    private var allowedByRule: [Int32: Bool] = [:]
    /// The buttons code made insensitive, by response id.
    private var disabledByCode: Set<Int32> = []
    private let timer = SessionTimer()

    /// - Parameter state: reads what the window shows now; called only while its widgets live.
    init(
        _ widget: UnsafeMutablePointer<GtkWidget>, session: DialogSession<Description>,
        state: @escaping @MainActor () -> Description.State
    ) {
        self.widget = widget
        self.session = session
        readState = state
        let gtkWindow = gd_window(widget)
        if let parentWindow = NativeParent.window(session.parent) {
            gtk_window_set_transient_for(gtkWindow, parentWindow)
            gtk_window_set_modal(gtkWindow, 1)
            gtk_window_set_destroy_with_parent(gtkWindow, 1)
        } else if let handle = session.parent?.handle {
            ForeignParent.adopt(handle, by: widget)
        }
        if gd_is_dialog(widget) != 0 {
            // The box holds this window until the dialog is destroyed.
            Signals.onResponse(widget, responded)
        }
        Signals.on(widget, "destroy") { [self] in
            guard self.widget != nil else { return }
            self.widget = nil
            session.end(.destroyed, state: session.description.initialState)
        }
        session.attach(self)
    }

    /// GTK's `response` signal: ends the session with the window's state, unless the kind's rule or
    /// code keeps that button from answering now (OK while the text is refused).
    private func responded(_ gtkID: Int32) {
        let id = responseID(gtkID)
        guard acceptsResponse(id), !disabledByCode.contains(id) else { return }
        session.end(.response(id), state: state)
    }

    var state: Description.State {
        guard widget != nil, let readState else { return session.description.initialState }
        return readState()
    }

    /// Ends the session as `ending`, with what the window shows now; a button code made
    /// insensitive (OK for Return in an entry) ends nothing.
    func end(_ ending: DialogEnding) {
        if let id = ending.responseID, disabledByCode.contains(id) { return }
        session.end(ending, state: state)
    }

    /// Takes a GTK chooser dialog's own OK and Cancel buttons (GTK_RESPONSE_OK, _CANCEL) as the
    /// kind's accept and cancel buttons, labelled as `buttons` say.
    func adoptsChooserButtons(_ buttons: [(label: ButtonLabel, id: Int32)]) {
        guard let widget else { return }
        for (label, id) in buttons {
            let gtkID = id == ResponseID.accept ? GTK_RESPONSE_OK.rawValue : GTK_RESPONSE_CANCEL.rawValue
            guard let button = gtk_dialog_get_widget_for_response(gd_dialog(widget), gtkID) else { continue }
            Widgets.setButtonLabel(button, label)
            Widgets.setAccessibleName(label.displayText, of: button)
            self.buttons[id] = button
        }
        responseID = { gtkID in
            switch gtkID {
            case GTK_RESPONSE_OK.rawValue: ResponseID.accept
            case GTK_RESPONSE_CANCEL.rawValue: ResponseID.cancel
            default: gtkID
            }
        }
    }

    /// Lets code change the message shown in `label` (hidden while there is none).
    func showsMessage(in label: UnsafeMutablePointer<GtkWidget>) {
        showMessage = { text in
            Widgets.setLabelText(label, "")
            PangoMarkup.show(text, in: label)
            gtk_widget_set_visible(label, text == nil ? 0 : 1)
        }
    }

    /// Makes the button with this response id sensitive as the kind's rule says, unless code
    /// made it insensitive.
    func setSensitive(_ id: Int32, _ allowed: Bool) {
        allowedByRule[id] = allowed
        if let button = button(id) { Widgets.setSensitive(button, allowed && !disabledByCode.contains(id)) }
    }

    /// The button with this response id: registered by the kind, else the dialog's own.
    func button(_ id: Int32) -> UnsafeMutablePointer<GtkWidget>? {
        if let button = buttons[id] { return button }
        guard let widget, gd_is_dialog(widget) != 0 else { return nil }
        return gtk_dialog_get_widget_for_response(gd_dialog(widget), id)
    }

    func update(_ update: DialogUpdate) {
        guard let widget else { return }
        switch update {
        case .title(let title):
            Widgets.setTitle(title, of: widget)
            if let headingLabel {
                Widgets.setLabelText(headingLabel, title)
                gtk_widget_set_visible(headingLabel, title.isEmpty ? 0 : 1)
            }
        case .message(let text):
            showMessage?(text)
        case .buttonLabel(let id, let label):
            guard let button = button(id) else { return }
            Widgets.setButtonLabel(button, label)
            Widgets.setAccessibleName(label.displayText, of: button)
        case .buttonEnabled(let id, let isEnabled):
            if isEnabled { disabledByCode.remove(id) } else { disabledByCode.insert(id) }
            setSensitive(id, allowedByRule[id] ?? true)
        }
    }

    /// Shows the window; `tick` runs once a second with the seconds left when there is a timeout.
    func present(tick: ((Int) -> Void)? = nil) {
        guard let widget else { return }
        startTimeout(tick: tick)
        gtk_window_present(gd_window(widget))
    }

    /// Ends the session as timed out after its timeout, counting the seconds down with `tick`.
    func startTimeout(tick: ((Int) -> Void)? = nil) {
        timer.start(session.timeout, tick: tick) { [self] in end(.timedOut) }
    }

    func apply(_ change: Description.Change) {
        applyChange?(change)
    }

    /// Returns once GTK's loop is idle: pending input handled and the window repainted.
    func nextTurn() async {
        await withCheckedContinuation { continuation in
            Signals.whenIdle { continuation.resume() }
        }
    }

    /// Hides the window at once and destroys it (unless it is being destroyed already), which
    /// releases every box, once GTK has handled the events already queued: a key release or an
    /// AT-SPI action that came with the click that ended it must reach a live widget.
    func takeDown() {
        timer.stop()
        onTakeDown?()
        // The kind's closures often hold the kind's window object, which holds this one.
        onTakeDown = nil
        applyChange = nil
        readState = nil
        acceptsResponse = { _ in false }
        responseID = { $0 }
        guard let widget else { return }
        self.widget = nil
        gtk_widget_hide(widget)
        // Held until then: the window may be destroyed sooner (its parent went).
        g_object_ref(widget)
        Signals.whenIdle {
            gtk_widget_destroy(widget)
            g_object_unref(widget)
        }
    }
}
