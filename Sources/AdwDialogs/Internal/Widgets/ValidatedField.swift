import CAdw
import DialogsGLib

/// An input (an entry, a drop-down of choices, a check box, a calendar, a text view, a list, a
/// chooser button, a slider) with a rule
/// and a reason line under it: what the text prompt and every form field share, as on GTK 3.
@MainActor
final class ValidatedField {
    /// When the reason's line under the input takes room.
    enum ReasonLine {
        /// From the start, empty or not (a prompt: one field, its reason is its help).
        case always
        /// While the field shows a reason (once edited, or from the start for invalid text).
        case whileRefused
    }

    enum Input {
        /// `suggestions` are offered in a drop-down beside the entry, as on GTK 3 (Down picks the next).
        case entry(
            text: String, placeholder: String?, isSecret: Bool, purpose: GtkInputPurpose, suggestions: [String] = [])
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

    /// What takes the focus and the accessible name.
    let input: UnsafeMutablePointer<GtkWidget>
    /// The input and its reason line, stacked; put this in the dialog.
    let container: UnsafeMutablePointer<GtkWidget>
    private let kind: Input
    private let calendar: Calendar?
    private let buffer: UnsafeMutablePointer<GtkTextBuffer>?
    private let options: [String]
    /// A list field's selection: what it says is chosen.
    private let listSelection: OpaquePointer?
    private let reasonLabel: UnsafeMutablePointer<GtkWidget>
    private let validator: Validator
    private let reasonLine: ReasonLine
    private var isEdited = false
    /// Return was pressed on a form this field keeps from saving: its reason shows, edited or not.
    private var isPointedOut = false

    init(_ kind: Input, validator: Validator, reasonLine: ReasonLine = .always) {
        self.kind = kind
        self.validator = validator
        self.reasonLine = reasonLine
        var shown: UnsafeMutablePointer<GtkWidget>?
        let made: UnsafeMutablePointer<GtkWidget>
        var madeBuffer: UnsafeMutablePointer<GtkTextBuffer>?
        var madeCalendar: Calendar?
        var madeOptions: [String] = []
        var madeSelection: OpaquePointer?
        switch kind {
        case .entry(let text, let placeholder, let isSecret, let purpose, let suggestions):
            let entry: UnsafeMutablePointer<GtkWidget>
            if suggestions.isEmpty {
                entry = gtk_entry_new()!
            } else {
                // GtkComboBoxText (deprecated only from 4.10): Down and Up step through the
                // suggestions in the entry, Alt+Down lists them, as GTK 3's prompt does.
                let combo = gtk_combo_box_text_new_with_entry()!
                for suggestion in suggestions {
                    CStrings.with(suggestion) { gtk_combo_box_text_append_text(ad_combo_box_text(combo), $0) }
                }
                gtk_combo_box_set_active(ad_combo_box(combo), Int32(suggestions.firstIndex(of: text) ?? -1))
                entry = gtk_combo_box_get_child(ad_combo_box(combo))!
                shown = combo
            }
            CStrings.with(text) { gtk_editable_set_text(ad_editable(entry), $0) }
            if let placeholder { CStrings.with(placeholder) { gtk_entry_set_placeholder_text(ad_entry(entry), $0) } }
            gtk_entry_set_visibility(ad_entry(entry), isSecret ? 0 : 1)
            gtk_entry_set_input_purpose(ad_entry(entry), isSecret ? GTK_INPUT_PURPOSE_PASSWORD : purpose)
            gtk_editable_set_width_chars(ad_editable(entry), 28)
            made = entry
        case .choice(let options, let selected):
            madeOptions = options
            let strings = gtk_string_list_new(nil)!
            for option in options { CStrings.with(option) { gtk_string_list_append(strings, $0) } }
            made = gtk_drop_down_new(ad_list_model(UnsafeMutableRawPointer(strings)), nil)  // takes the list
            gtk_drop_down_set_selected(
                ad_drop_down(made), guint(options.firstIndex(of: selected) ?? Int(GTK_INVALID_LIST_POSITION)))
        case .checkbox(let label, let isOn):
            made = Widgets.checkBox(label, mnemonic: true)
            gtk_check_button_set_active(ad_check_button(made), isOn ? 1 : 0)
        case .date(let date):
            let calendar = Calendar(date: date)
            madeCalendar = calendar
            made = calendar.widget
            gtk_widget_set_halign(made, GTK_ALIGN_START)
        case .multiline(let text):
            made = gtk_text_view_new()!
            gtk_text_view_set_wrap_mode(ad_text_view(made), GTK_WRAP_WORD_CHAR)
            gtk_text_view_set_accepts_tab(ad_text_view(made), 0)  // Tab moves on, as in GTK 3's form
            for margin in [gtk_text_view_set_left_margin, gtk_text_view_set_right_margin, gtk_text_view_set_top_margin]
            {
                margin(ad_text_view(made), 6)
            }
            let buffer = gtk_text_view_get_buffer(ad_text_view(made))!
            madeBuffer = buffer
            CStrings.with(text) { gtk_text_buffer_set_text(buffer, $0, -1) }
            let scroller = gtk_scrolled_window_new()!
            gtk_scrolled_window_set_child(ad_scrolled_window(scroller), made)
            gtk_scrolled_window_set_has_frame(ad_scrolled_window(scroller), 1)
            gtk_widget_set_size_request(scroller, -1, 80)
            shown = scroller
        case .list(let list, let selected):
            let (view, selection, frame) = FormListView.make(list, selected: selected)
            made = view
            madeSelection = selection
            shown = frame
        case .chooser(let path, let isFolder, let title):
            made = ChooserButton.make(path: path, isFolder: isFolder, title: title)
        case .slider(let range, let step, let value):
            made = FormSlider.make(range: range, step: step, value: value)
        case .picker(let text, let isColor, let title):
            made = isColor ? PickerButton.color(text, title: title) : PickerButton.font(text, title: title)
            gtk_widget_set_halign(made, GTK_ALIGN_START)
        }
        input = made
        buffer = madeBuffer
        calendar = madeCalendar
        options = madeOptions
        listSelection = madeSelection
        gtk_widget_set_hexpand(shown ?? made, 1)
        let reasonLabel = gtk_label_new(nil)!
        gtk_label_set_wrap(ad_label(reasonLabel), 1)
        gtk_label_set_xalign(ad_label(reasonLabel), 0)
        gtk_label_set_max_width_chars(ad_label(reasonLabel), 40)
        gtk_widget_add_css_class(reasonLabel, "dim-label")
        gtk_widget_add_css_class(reasonLabel, "caption")
        let container = gtk_box_new(GTK_ORIENTATION_VERTICAL, 4)!
        gtk_box_append(ad_box(container), shown ?? made)
        gtk_box_append(ad_box(container), reasonLabel)
        self.reasonLabel = reasonLabel
        self.container = container
        // Strong: the input's signal box owns this object, and releases it with the input.
        onChange { [self] in
            isEdited = true
            refresh()
        }
        refresh()
    }

    var text: String {
        switch kind {
        case .entry: return String(cString: gtk_editable_get_text(ad_editable(input)))
        case .choice:
            let index = Int(gtk_drop_down_get_selected(ad_drop_down(input)))
            return options.indices.contains(index) ? options[index] : ""
        case .checkbox: return FieldKind.value(gtk_check_button_get_active(ad_check_button(input)) != 0)
        case .date: return calendar?.date.iso8601 ?? ""
        case .multiline:
            var start = GtkTextIter()
            var end = GtkTextIter()
            gtk_text_buffer_get_bounds(buffer, &start, &end)
            return CStrings.takeOwnership(gtk_text_buffer_get_text(buffer, &start, &end, 1))
        case .list: return listSelection.map(FormListView.value(of:)) ?? ""
        case .chooser: return ChooserButton.path(of: input)
        case .slider: return FormSlider.text(of: input)
        case .picker(_, let isColor, _): return PickerButton.text(of: input, isColor: isColor)
        }
    }

    var validity: Validity { validator.validate(text) }

    /// Shows `text` as code set it; a value the field cannot show is ignored.
    func setText(_ text: String) {
        switch kind {
        case .entry: CStrings.with(text) { gtk_editable_set_text(ad_editable(input), $0) }
        case .choice:
            if let index = options.firstIndex(of: text) {
                gtk_drop_down_set_selected(ad_drop_down(input), guint(index))
            }
        case .checkbox: gtk_check_button_set_active(ad_check_button(input), text == FieldKind.value(true) ? 1 : 0)
        case .date: if let date = CalendarDate(iso8601: text) { calendar?.select(date) }
        case .multiline: CStrings.with(text) { gtk_text_buffer_set_text(buffer, $0, -1) }
        case .list: if let listSelection { FormListView.choose(row: text, in: listSelection) }
        case .chooser: ChooserButton.setPath(text, of: input)
        case .slider: FormSlider.setText(text, of: input)
        case .picker(_, let isColor, _): PickerButton.setText(text, of: input, isColor: isColor)
        }
    }

    /// Runs after every edit.
    func onChange(_ handler: @escaping @MainActor () -> Void) {
        switch kind {
        case .entry: Signals.on(input, "changed", handler)
        // notify's handler takes the property's GParamSpec too.
        case .choice: Signals.onPointerSignal(input, "notify::selected", handler)
        case .checkbox: Signals.on(input, "toggled", handler)
        case .date: calendar?.onChange(handler)
        case .multiline: if let buffer { Signals.on(buffer, "changed", handler) }
        case .list:
            if let listSelection {
                Signals.onPointerSignal(UnsafeMutableRawPointer(listSelection), "notify::selected", handler)
            }
        case .chooser: ChooserButton.onChange(input, handler)
        case .slider: Signals.on(input, "value-changed", handler)
        case .picker(_, let isColor, _): Signals.on(input, PickerButton.changeSignal(isColor: isColor), handler)
        }
    }

    /// Runs when Return is pressed in an entry, on a chooser button or a slider, or on a list's row (a
    /// double-click too; the row is chosen first). A text view takes Return as a new line; the other inputs leave it to the
    /// dialog's default button.
    func onActivate(_ handler: @escaping @MainActor () -> Void) {
        switch kind {
        case .entry: Signals.on(input, "activate", handler)
        case .list:
            let selection = listSelection
            Signals.onActivate(input) { position in
                if let selection { gtk_single_selection_set_selected(selection, position) }
                handler()
            }
        // A button would open the chooser on Return too (Space still does); a slider would leave
        // it to the dialog's default.
        case .chooser, .slider, .picker:
            Keys.onReturn(in: input) {
                handler()
                return true
            }
        case .choice, .checkbox, .date, .multiline: break
        }
    }

    /// Gives the input the keyboard focus; a list then chooses its first row when none is chosen,
    /// as GTK 3's does when Tab moves into a list.
    func takeFocus() {
        gtk_widget_grab_focus(input)
        if let listSelection { FormListView.chooseFirstRowIfNone(in: listSelection) }
    }

    /// Shows the reason of a field no key has touched yet (an empty required field), marked as an
    /// edited one is, as GTK 3's form does.
    func showReason() {
        isPointedOut = true
        refresh()
    }

    func setAccessibleName(_ name: String) {
        CStrings.with(name) { ad_accessible_set_label(input, $0) }
    }

    /// Shows the reason under the input while it is invalid; once the person has edited it (or it
    /// starts non-empty), the input and the reason are marked with the `error` style class.
    private func refresh() {
        let validity = self.validity
        let marked = isEdited || isPointedOut || !text.isEmpty
        gtk_widget_set_visible(reasonLabel, reasonLine == .always || (marked && !validity.isValid) ? 1 : 0)
        switch validity {
        case .valid:
            gtk_label_set_text(ad_label(reasonLabel), "")
            gtk_widget_remove_css_class(input, "error")
            gtk_widget_remove_css_class(reasonLabel, "error")
        case .invalid(let reason):
            CStrings.with(reason) { gtk_label_set_text(ad_label(reasonLabel), $0) }
            if marked {
                gtk_widget_add_css_class(input, "error")
                gtk_widget_add_css_class(reasonLabel, "error")
            }
        }
    }
}
