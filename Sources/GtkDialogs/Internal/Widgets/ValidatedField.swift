import CGtk
import CGtkBridge
import DialogsGLib

/// An input (a `GtkEntry`, one inside a `GtkComboBoxText` when it offers
/// suggestions, a `GtkComboBoxText` for choices, a calendar, a text view, a list's `GtkTreeView`,
/// a file chooser button, or a slider)
/// with a rule and a reason
/// label under it: the machinery shared by the text prompt and every form field.
@MainActor
final class ValidatedField {
    /// When the reason's line under the input takes room.
    enum ReasonLine {
        /// From the start, empty or not (a prompt: one field, its reason is its help).
        case always
        /// While the field shows a reason (once edited, or from the start for invalid text):
        /// a form's rows, which keep no gap for a reason that is gone.
        case whileRefused
    }

    enum Input {
        /// `suggestions` are offered in a drop-down beside the entry (callers offer none for a secret).
        case entry(
            text: String, placeholder: String?, isSecret: Bool, purpose: GtkInputPurpose, hints: GtkInputHints,
            suggestions: [String] = [])
        case choice(options: [String], selected: String)
        /// A check box labelled `label` (with its mnemonic); the field's text is `true` or `false`.
        case checkbox(label: String, isOn: Bool)
        /// A calendar; the field's text is the day as `YYYY-MM-DD`.
        case date(CalendarDate)
        /// A text view of several lines, in a frame that scrolls.
        case multiline(text: String)
        /// A list field's rows; `selected` is a row index as text, or empty.
        case list(FormList, selected: String)
        /// A file or folder chooser button titled `title`; the field's text is the chosen full path.
        case chooser(path: String, isFolder: Bool, title: String)
        /// A slider for whole numbers; the field's text is the number.
        case slider(ClosedRange<Int>, step: Int, value: Int)
        /// A colour button (`isColor`) or a font button, its chooser titled `title`.
        case picker(text: String, isColor: Bool, title: String)
    }

    /// The entry or combo box: what takes the focus and the accessible name.
    let input: UnsafeMutablePointer<GtkWidget>
    /// The input and its reason label, stacked; put this in the dialog.
    let container: UnsafeMutablePointer<GtkWidget>
    let isEntry: Bool
    /// A list's tree view: its selection says what is chosen.
    private let isList: Bool
    private let isCheckbox: Bool
    private var isChooser = false
    private var isSlider = false
    /// A colour button (true) or a font button (false); nil for every other input.
    private var pickerIsColor: Bool?
    private var calendar: CalendarControl?
    private var buffer: UnsafeMutablePointer<GtkTextBuffer>?
    private let reasonLabel: UnsafeMutablePointer<GtkWidget>
    private let validator: Validator
    private let reasonLine: ReasonLine
    private var isEdited = false
    /// Return was pressed on a form this field keeps from saving: its reason shows, edited or not.
    private var isPointedOut = false

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
        case .checkbox(let label, let isOn):
            widget = CStrings.with(label) { gtk_check_button_new_with_mnemonic($0) }
            gtk_toggle_button_set_active(gd_toggle_button(widget), isOn ? 1 : 0)
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
        case .chooser(let path, let isFolder, let title):
            widget = ChooserButton.make(path: path, isFolder: isFolder, title: title)
            isChooser = true
        case .slider(let range, let step, let value):
            widget = FormSlider.make(range: range, step: step, value: value)
            isSlider = true
        case .picker(let text, let isColor, let title):
            widget = isColor ? PickerButton.color(text, title: title) : PickerButton.font(text, title: title)
            pickerIsColor = isColor
            gtk_widget_set_halign(widget, GTK_ALIGN_START)
        }
        input = widget
        isEntry = gd_is_entry(widget) != 0
        isList = gd_is_tree_view(widget) != 0
        isCheckbox = gd_is_toggle_button(widget) != 0
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
        if isChooser { return ChooserButton.path(of: input) }
        if isSlider { return FormSlider.text(of: input) }
        if let pickerIsColor { return PickerButton.text(of: input, isColor: pickerIsColor) }
        if isCheckbox { return FieldKind.value(gtk_toggle_button_get_active(gd_toggle_button(input)) != 0) }
        return CStrings.takeOwnership(gtk_combo_box_text_get_active_text(gd_combo_box_text(input)))
    }

    var validity: Validity { validator.validate(text) }

    /// Shows `text` as code set it: an entry's or a text view's text, a drop-down's option, a check
    /// box's `true` or `false`, a calendar's `YYYY-MM-DD`, a list's row index. A value the field
    /// cannot show is ignored.
    func setText(_ text: String) {
        if isEntry {
            Widgets.setEntryText(input, text)
        } else if let buffer {
            CStrings.with(text) { gtk_text_buffer_set_text(buffer, $0, -1) }
        } else if let calendar {
            if let date = CalendarDate(iso8601: text) { calendar.select(date) }
        } else if isCheckbox {
            gtk_toggle_button_set_active(gd_toggle_button(input), text == FieldKind.value(true) ? 1 : 0)
        } else if isList {
            FormListView.choose(row: text, in: input)
        } else if isChooser {
            ChooserButton.setPath(text, of: input)
        } else if isSlider {
            FormSlider.setText(text, of: input)
        } else if let pickerIsColor {
            PickerButton.setText(text, of: input, isColor: pickerIsColor)
        } else {
            Widgets.setComboText(input, text)
        }
    }

    /// Runs after every edit, once the field's own state is refreshed.
    func onChange(_ handler: @escaping @MainActor () -> Void) {
        if let calendar {
            calendar.onChange(handler)
        } else if let pickerIsColor {
            Signals.on(input, PickerButton.changeSignal(isColor: pickerIsColor), handler)
        } else {
            Signals.on(
                changeSource,
                isCheckbox ? "toggled" : isChooser ? "selection-changed" : isSlider ? "value-changed" : "changed",
                handler)
        }
    }

    /// What sends `changed`: the input, a text view's buffer, or a list's selection.
    private var changeSource: gpointer {
        if let buffer { return gpointer(buffer) }
        return isList ? FormListView.selection(of: input) : gpointer(input)
    }

    /// Runs when Return is pressed in the field: in an entry, a calendar, a check box (Space ticks
    /// it), a slider, a closed drop-down or a chooser button (Return would open it; Space still does), or on a
    /// list's row (a double-click too). A text view takes Return as a new line.
    func onActivate(_ handler: @escaping @MainActor () -> Void) {
        if isEntry {
            Signals.on(input, "activate", handler)
        } else if isList {
            Signals.onRowActivated(gd_tree_view(input)) { _ in handler() }
        } else if buffer == nil {
            // An open drop-down's menu has the keyboard: its Return picks an item and never gets here.
            Signals.onKeyPress(input) { key in
                guard [GDK_KEY_Return, GDK_KEY_KP_Enter, GDK_KEY_ISO_Enter].contains(Int32(key.keyval)) else {
                    return false
                }
                handler()
                return true
            }
        }
    }

    /// Gives the input the keyboard focus; a list then chooses its cursor row (the first row
    /// when none is chosen yet), as GTK does when Tab moves into a list.
    func takeFocus() {
        if isChooser { return ChooserButton.takeFocus(input) }
        gtk_widget_grab_focus(input)
        if isList { FormListView.chooseCursorRow(of: input) }
    }

    /// Shows the reason of a field no key has touched yet (an empty required field), marked as
    /// an edited one is.
    func showReason() {
        isPointedOut = true
        refresh()
    }

    func setAccessibleName(_ name: String) {
        if isChooser { return ChooserButton.setAccessibleName(name, of: input) }
        Widgets.setAccessibleName(name, of: input)
    }

    /// Shows the reason under the input while it is invalid; once the user has
    /// edited it (or it starts non-empty), the input is also marked with GTK's
    /// `error` style class. Once shown, the reason's line stays when it is empty, so
    /// the dialog does not jump under the pointer as the user types.
    private func refresh() {
        let validity = self.validity
        let marked = isEdited || isPointedOut || !text.isEmpty
        // A form's reason line takes room only while it has a reason: once it is gone, the rows
        // are laid out as before it came.
        gtk_widget_set_visible(reasonLabel, reasonLine == .always || (marked && !validity.isValid) ? 1 : 0)
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
