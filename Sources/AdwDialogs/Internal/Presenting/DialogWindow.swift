import CAdw
import DialogsGLib

/// A session's GTK 4 window: connects an AdwMessageDialog's `response` and every window's
/// `destroy`, owns its timeout, and reports every ending to the session with the window's
/// state, read while its widgets live.
///
/// Nobody outside holds it: the boxes connected to the window's signals capture it, and GLib
/// releases them when the window is finalized, which every ending leads to.
@MainActor
final class DialogWindow<Description: DialogDescription>: DialogPresenter {
    /// The response an AdwMessageDialog gives Escape and the window's close button: not a button.
    static var closeResponse: String { "close" }

    let session: DialogSession<Description>
    private(set) var widget: UnsafeMutablePointer<GtkWidget>?
    /// Reads what the window shows now; dropped when it goes, with every closure the kind set.
    private var readState: (@MainActor () -> Description.State)?
    /// Turns a GTK dialog's own response ids (a color chooser's `GTK_RESPONSE_OK`) into the kind's.
    var responseID: (Int32) -> Int32 = { $0 }
    /// Refuses a response the dialog's state does not allow (OK while the text is invalid).
    var acceptsResponse: (Int32) -> Bool = { _ in true }
    /// Applies what code sends the open dialog (a list's rows, a progress bar's state).
    var applyChange: ((Description.Change) -> Void)?
    /// Runs as the window goes, before the answer.
    var onTakeDown: (() -> Void)?
    /// Shows a new message where the kind shows its message; nil for a kind without one.
    var showMessage: ((LabelText?) -> Void)?
    /// A GTK dialog's own buttons the kind adopted (a chooser's Select), by the kind's response id.
    private var adoptedButtons: [Int32: UnsafeMutablePointer<GtkWidget>] = [:]
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
        let window = ad_window(widget)
        if let parent = NativeParent.window(session.parent) {
            gtk_window_set_transient_for(window, parent)
            gtk_window_set_modal(window, 1)
            gtk_window_set_destroy_with_parent(window, 1)
        } else if let handle = session.parent?.handle {
            ForeignParent.adopt(handle, by: widget)
        }
        // The boxes hold this window until the dialog is finalized.
        if ad_is_message_dialog(widget) != 0 {
            Signals.onText(widget, "response") { [self] id in responded(id) }
        } else if ad_is_dialog(widget) != 0 {
            Signals.onResponse(widget) { [self] gtkID in responded(responseID(gtkID)) }
        } else {
            // A plain window (an about window): Escape and the close button ask it to close.
            Signals.onRequest(widget, "close-request") { [self] in
                end(.closed)
                return true  // takeDown destroys it
            }
        }
        Signals.on(widget, "destroy") { [self] in
            guard self.widget != nil else { return }
            self.widget = nil
            session.end(.destroyed, state: session.description.initialState)
        }
        session.attach(self)
    }

    /// The message dialog's `response`: its response ids are the kind's, written as numbers.
    private func responded(_ response: String) {
        guard let id = response == Self.closeResponse ? DialogEnding.closed.responseID : Int32(response) else { return }
        responded(id)
    }

    /// A response: ends the session with the window's state, unless the kind's rule or code keeps
    /// that button from answering now.
    private func responded(_ id: Int32) {
        guard acceptsResponse(id), !disabledByCode.contains(id) else { return }
        session.end(.response(id), state: state)
    }

    /// Takes a GTK chooser dialog's own OK and Cancel buttons (GTK_RESPONSE_OK, _CANCEL) as the
    /// kind's accept and cancel buttons, labelled as `buttons` say.
    func adoptsChooserButtons(_ buttons: [(label: ButtonLabel, id: Int32)]) {
        guard let widget else { return }
        for (label, id) in buttons {
            let gtkID = id == ResponseID.accept ? GTK_RESPONSE_OK.rawValue : GTK_RESPONSE_CANCEL.rawValue
            guard let button = gtk_dialog_get_widget_for_response(ad_dialog(widget), gtkID) else { continue }
            Self.setLabel(label, of: button)
            adoptedButtons[id] = button
        }
        // Return presses the accept button, as GTK 3's choosers do. GTK 4's default response does
        // not, in a dialog with a header bar (its choice on Wayland): the window answers Return.
        Keys.onReturn(in: widget) { [weak self] in
            guard let self, allowedByRule[ResponseID.accept] ?? true else { return false }
            end(.submitted(ResponseID.accept))
            return true
        }
        responseID = { gtkID in
            switch gtkID {
            case GTK_RESPONSE_OK.rawValue: ResponseID.accept
            case GTK_RESPONSE_CANCEL.rawValue: ResponseID.cancel
            default: gtkID
            }
        }
    }

    var state: Description.State {
        guard widget != nil, let readState else { return session.description.initialState }
        return readState()
    }

    /// Ends the session as `ending`, with what the window shows now; a button code made
    /// insensitive ends nothing.
    func end(_ ending: DialogEnding) {
        if let id = ending.responseID, disabledByCode.contains(id) { return }
        session.end(ending, state: state)
    }

    private static func setLabel(_ label: ButtonLabel, of button: UnsafeMutablePointer<GtkWidget>) {
        CStrings.with(label.mnemonicText) { gtk_button_set_label(ad_button(button), $0) }
        gtk_button_set_use_underline(ad_button(button), 1)
        CStrings.with(label.displayText) { ad_accessible_set_label(button, $0) }
    }

    /// Lets the button with this response id answer as the kind's rule says, unless code made it
    /// insensitive.
    func setSensitive(_ id: Int32, _ allowed: Bool) {
        allowedByRule[id] = allowed
        if let button = adoptedButtons[id] {
            return gtk_widget_set_sensitive(button, allowed && !disabledByCode.contains(id) ? 1 : 0)
        }
        guard let widget, ad_is_message_dialog(widget) != 0 else { return }
        CStrings.with(String(id)) {
            adw_message_dialog_set_response_enabled(
                ad_message_dialog(widget), $0, allowed && !disabledByCode.contains(id) ? 1 : 0)
        }
    }

    func update(_ update: DialogUpdate) {
        guard let widget else { return }
        switch update {
        case .title(let title):
            Widgets.setTitle(title, of: widget)
            if ad_is_message_dialog(widget) != 0 {
                CStrings.with(title) { adw_message_dialog_set_heading(ad_message_dialog(widget), $0) }
            }
        case .message(let text):
            showMessage?(text)
        case .buttonLabel(let id, let label):
            if let button = adoptedButtons[id] { return Self.setLabel(label, of: button) }
            guard ad_is_message_dialog(widget) != 0 else { return }
            CStrings.with(String(id)) { id in
                CStrings.with(label.mnemonicText) {
                    adw_message_dialog_set_response_label(ad_message_dialog(widget), id, $0)
                }
            }
        case .buttonEnabled(let id, let isEnabled):
            if isEnabled { disabledByCode.remove(id) } else { disabledByCode.insert(id) }
            setSensitive(id, allowedByRule[id] ?? true)
        }
    }

    /// Shows the window and starts its timeout; `tick` runs at once and then once a second with
    /// the seconds left, when there is a timeout.
    func present(tick: ((Int) -> Void)? = nil) {
        guard let widget else { return }
        timer.start(session.timeout, tick: tick) { [self] in end(.timedOut) }
        gtk_window_present(ad_window(widget))
    }

    func apply(_ change: Description.Change) {
        applyChange?(change)
    }

    /// Returns once GLib's loop is idle: pending input handled and the window repainted.
    func nextTurn() async {
        await withCheckedContinuation { continuation in
            Signals.whenIdle { continuation.resume() }
        }
    }

    /// Hides the window at once and destroys it once GTK has handled the events already queued
    /// (a key release, an accessible action that came with the click that ended it), which
    /// releases every box.
    func takeDown() {
        timer.stop()
        onTakeDown?()
        onTakeDown = nil
        applyChange = nil
        readState = nil
        acceptsResponse = { _ in false }
        responseID = { $0 }
        adoptedButtons = [:]
        guard let widget else { return }
        self.widget = nil
        gtk_widget_set_visible(widget, 0)
        // Held until then: the window may be destroyed sooner (its parent went, a message
        // dialog closing itself after its response). Before redraws and layout: a text view
        // lays a big text out for a minute at a priority the default idle waits behind.
        g_object_ref(widget)
        Signals.whenIdle(priority: G_PRIORITY_HIGH_IDLE) {
            gtk_window_destroy(ad_window(widget))
            g_object_unref(widget)
        }
    }
}
