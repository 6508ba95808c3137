import CGtk
import CGtkBridge

/// An input (a `GtkEntry`, one inside a `GtkComboBoxText` when it offers
/// suggestions, a `GtkComboBoxText` for choices, a calendar, a text view, or a list's `GtkTreeView`)
/// with a rule and a reason
/// label under it: the machinery shared by the text prompt and every form field.
@MainActor
final class ValidatedField {
    /// When the reason's line under the input takes room.
    enum ReasonLine {
        /// From the start, empty or not (a prompt: one field, its reason is its help).
        case always
        /// From the first time the field shows a reason (once edited, or from the start
        /// for invalid text), and from then on even when empty, so the rows below do
        /// not jump as the user types; a field never refused leaves no gap (a form's rows).
        case onceEdited
    }

    enum Input {
        /// `suggestions` are offered in a drop-down beside the entry (callers offer none for a secret).
        case entry(
            text: String, placeholder: String?, isSecret: Bool, purpose: GtkInputPurpose, hints: GtkInputHints,
            suggestions: [String] = [])
        case choice(options: [String], selected: String)
        /// A calendar; the field's text is the day as `YYYY-MM-DD`.
        case date(CalendarDate)
        /// A text view of several lines, in a frame that scrolls.
        case multiline(text: String)
        /// A list field's rows; `selected` is a row index as text, or empty.
        case list(FormList, selected: String)
    }

    /// The entry or combo box: what takes the focus and the accessible name.
    let input: UnsafeMutablePointer<GtkWidget>
    /// The input and its reason label, stacked; put this in the dialog.
    let container: UnsafeMutablePointer<GtkWidget>
    let isEntry: Bool
    /// A list's tree view: its selection says what is chosen.
    private let isList: Bool
    private var calendar: CalendarControl?
    private var buffer: UnsafeMutablePointer<GtkTextBuffer>?
    private let reasonLabel: UnsafeMutablePointer<GtkWidget>
    private let validator: Validator
    private let reasonLine: ReasonLine
    private var isEdited = false

    init(_ kind: Input, validator: Validator, reasonLine: ReasonLine = .always) {
        self.validator = validator
        self.reasonLine = reasonLine
        let widget: UnsafeMutablePointer<GtkWidget>
        var outer: UnsafeMutablePointer<GtkWidget>?
        switch kind {
        case .entry(let text, let placeholder, let isSecret, let purpose, let hints, let suggestions):
            if suggestions.isEmpty {
                widget = gtk_entry_new()
            } else {
                let combo = gtk_combo_box_text_new_with_entry()!
                for suggestion in suggestions {
                    CStrings.with(suggestion) { gtk_combo_box_text_append_text(gd_combo_box_text(combo), $0) }
                }
                gtk_combo_box_set_active(gd_combo_box(combo), Int32(suggestions.firstIndex(of: text) ?? -1))
                widget = gtk_bin_get_child(gd_bin(combo))
                outer = combo
            }
            let entry = gd_entry(widget)
            Widgets.setEntryText(widget, text)
            if let placeholder {
                CStrings.with(placeholder) { gtk_entry_set_placeholder_text(entry, $0) }
            }
            gtk_entry_set_input_purpose(entry, isSecret ? GTK_INPUT_PURPOSE_PASSWORD : purpose)
            gtk_entry_set_input_hints(entry, hints)
            gtk_entry_set_visibility(entry, isSecret ? 0 : 1)
            gtk_entry_set_activates_default(entry, 0)
            gtk_entry_set_width_chars(entry, 28)
        case .choice(let options, let selected):
            widget = gtk_combo_box_text_new()
            for option in options {
                CStrings.with(option) { gtk_combo_box_text_append_text(gd_combo_box_text(widget), $0) }
            }
            gtk_combo_box_set_active(gd_combo_box(widget), Int32(options.firstIndex(of: selected) ?? -1))
        case .date(let date):
            let calendar = CalendarControl(date: date, bounds: DateBounds())
            self.calendar = calendar
            widget = calendar.widget
            gtk_widget_set_halign(widget, GTK_ALIGN_START)
        case .multiline(let text):
            (widget, outer, buffer) = Self.multilineInput(text)
        case .list(let list, let selected):
            let made = FormListView.make(list, selected: selected)
            widget = made.view
            outer = made.frame
        }
        input = widget
        isEntry = gd_is_entry(widget) != 0
        isList = gd_is_tree_view(widget) != 0
        gtk_widget_set_hexpand(outer ?? input, 1)

        reasonLabel = Widgets.plainLabel("")
        gtk_label_set_xalign(gd_label(reasonLabel), 0)
        gtk_label_set_line_wrap(gd_label(reasonLabel), 1)
        gtk_label_set_max_width_chars(gd_label(reasonLabel), 40)
        Widgets.addStyleClass("dim-label", to: reasonLabel)
        // gtk_widget_show_all on the dialog must not show a line refresh() keeps hidden.
        gtk_widget_set_no_show_all(reasonLabel, 1)

        container = gtk_box_new(GTK_ORIENTATION_VERTICAL, 4)
        gtk_box_pack_start(gd_box(container), outer ?? input, 0, 0, 0)
        gtk_box_pack_start(gd_box(container), reasonLabel, 0, 0, 0)

        // Strong: the input's signal box owns this object, and releases it with the input.
        onChange { [self] in
            isEdited = true
            refresh()
        }
        refresh()
    }

    var text: String {
        if isEntry { return Widgets.entryText(input) }
        if let calendar { return calendar.date.iso8601 }
        if let buffer { return Self.text(of: buffer) }
        if isList { return FormListView.value(of: input) }
        return CStrings.takeOwnership(gtk_combo_box_text_get_active_text(gd_combo_box_text(input)))
    }

    var validity: Validity { validator.validate(text) }

    /// Runs after every edit, once the field's own state is refreshed.
    func onChange(_ handler: @escaping @MainActor () -> Void) {
        if let calendar {
            calendar.onChange(handler)
        } else {
            Signals.on(changeSource, "changed", handler)
        }
    }

    /// What sends `changed`: the input, a text view's buffer, or a list's selection.
    private var changeSource: gpointer {
        if let buffer { return gpointer(buffer) }
        return isList ? FormListView.selection(of: input) : gpointer(input)
    }

    /// Runs when Return is pressed in an entry or a calendar (a text view takes it as a new line),
    /// or on a list's row (a double-click too).
    func onActivate(_ handler: @escaping @MainActor () -> Void) {
        if isEntry { Signals.on(input, "activate", handler) }
        if calendar != nil {
            Signals.onKeyPress(input) { key in
                guard [GDK_KEY_Return, GDK_KEY_KP_Enter].contains(Int32(key.keyval)) else { return false }
                handler()
                return true
            }
        }
        if isList { ListSignals.onRowActivated(gd_tree_view(input)) { _ in handler() } }
    }

    /// Gives the input the keyboard focus; a list then chooses its cursor row (the first row
    /// when none is chosen yet), as GTK does when Tab moves into a list.
    func takeFocus() {
        gtk_widget_grab_focus(input)
        if isList { FormListView.chooseCursorRow(of: input) }
    }

    func setAccessibleName(_ name: String) {
        Widgets.setAccessibleName(name, of: input)
    }

    /// Shows the reason under the input while it is invalid; once the user has
    /// edited it (or it starts non-empty), the input is also marked with GTK's
    /// `error` style class. Once shown, the reason's line stays when it is empty, so
    /// the dialog does not jump under the pointer as the user types.
    private func refresh() {
        let validity = self.validity
        let marked = isEdited || !text.isEmpty
        if reasonLine == .always || (marked && !validity.isValid) {
            gtk_widget_show(reasonLabel)
        }
        switch validity {
        case .valid:
            Widgets.setLabelText(reasonLabel, "")
            Widgets.removeStyleClass("error", from: input)
            Widgets.removeStyleClass("error", from: reasonLabel)
        case .invalid(let reason):
            Widgets.setLabelText(reasonLabel, reason)
            if marked {
                Widgets.addStyleClass("error", to: input)
                Widgets.addStyleClass("error", to: reasonLabel)
            }
        }
    }
}
