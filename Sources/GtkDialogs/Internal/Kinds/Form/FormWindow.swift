import CGtk
import CGtkBridge
import DialogsGLib

/// Builds the labelled grid of fields behind `FormDialog`.
@MainActor
enum FormWindow: KindPresenter {
    /// The window reports every field's value, in field order, with its ending.
    static func present(_ session: DialogSession<FormDescription>) {
        let description = session.description
        // A message dialog, as for prompts and alerts: the same heading, message and
        // row of buttons (GTK styles a message dialog's buttons as one joined row).
        let dialog = AlertWindow.messageDialog(
            GTK_MESSAGE_OTHER, title: description.title, options: description.options)
        // A message dialog is an alert to AT-SPI; a form is a dialog to fill in.
        atk_object_set_role(gtk_widget_get_accessible(dialog), ATK_ROLE_DIALOG)
        gtk_window_set_resizable(gd_window(dialog), 1)
        AlertWindow.setSecondaryText(description.message, of: dialog)
        Widgets.apply(description.options, to: dialog, message: AlertWindow.secondaryLabel(of: dialog))
        let area = gtk_message_dialog_get_message_area(gd_message_dialog(dialog))!

        let grid = gtk_grid_new()!
        gtk_grid_set_row_spacing(gd_grid(grid), 8)
        gtk_grid_set_column_spacing(gd_grid(grid), 12)
        gtk_widget_set_margin_top(grid, 6)
        let mnemonics = Mnemonics.assign(description.fields.map { $0.kind.isDecoration ? "" : $0.label })
        // A label or separator takes no value: nil beside the fields that do, in field order.
        let controls: [ValidatedField?] = description.fields.enumerated().map { row, field in
            guard !field.kind.isDecoration else { return nil }
            let control = makeControl(field, mnemonic: mnemonics[row])
            control.setAccessibleName(field.label)
            return control
        }
        // GtkGrid lists its children last-attached first, and screen readers meet them in that
        // order: the last row goes in first, each row's field before its label.
        for (row, field) in description.fields.enumerated().reversed() {
            guard let control = controls[row] else {
                gtk_grid_attach(gd_grid(grid), FormDecoration.make(field), 0, Int32(row), 2, 1)
                continue
            }
            gtk_grid_attach(gd_grid(grid), control.container, 1, Int32(row), 1, 1)
            // A check box carries its own label, beside it (GNOME's HIG): the label column stays empty.
            guard field.kind != .boolean else { continue }
            let label = CStrings.with(mnemonics[row]) { gtk_label_new_with_mnemonic($0) }!
            gtk_label_set_xalign(gd_label(label), 1)
            gtk_widget_set_valign(label, GTK_ALIGN_START)
            gtk_widget_set_margin_top(label, 6)
            gtk_label_set_mnemonic_widget(gd_label(label), control.input)
            gtk_grid_attach(gd_grid(grid), label, 0, Int32(row), 1, 1)
        }
        let (scroller, scrolled) = Widgets.verticalScroller(around: grid)
        gtk_scrolled_window_set_propagate_natural_height(scrolled, 1)
        gtk_scrolled_window_set_propagate_natural_width(scrolled, 1)
        gtk_scrolled_window_set_max_content_height(scrolled, Widgets.maximumContentHeight())
        gtk_box_pack_start(gd_box(area), scroller, 1, 1, 0)
        gtk_widget_show_all(scroller)

        let save = Widgets.addButtons(description.buttons, to: dialog)
        Widgets.addStyleClass("suggested-action", to: save)
        let window = DialogWindow(dialog, session: session) { controls.map { $0?.text ?? "" } }
        AlertWindow.showsHeadingAndMessage(of: dialog, in: window, options: description.options)
        window.applyChange = { change in
            description.fields.firstIndex { $0.key == change.key }.map { controls[$0]?.setText(change.value) }
        }

        let inputs = controls.compactMap { $0 }
        let isValid = { inputs.allSatisfy { $0.validity.isValid } }
        window.setSensitive(ResponseID.accept, isValid())
        let size = FittedSize(dialog)
        for control in inputs {
            control.onChange { [weak window] in
                window?.setSensitive(ResponseID.accept, isValid())
                size.fit()
            }
        }
        window.acceptsResponse = { id in id != ResponseID.accept || isValid() }
        // Return moves to the next field (past labels and separators); on the last one it saves when the form is valid,
        // else shows every invalid field's reason and takes the user to the first.
        for (index, control) in inputs.enumerated() {
            control.onActivate { [weak window] in
                let invalid = inputs.filter { !$0.validity.isValid }
                if index + 1 < inputs.count {
                    inputs[index + 1].takeFocus()
                } else if invalid.isEmpty {
                    window?.end(.submitted(ResponseID.accept))
                } else {
                    invalid.forEach { $0.showReason() }
                    invalid[0].takeFocus()
                    size.fit()
                }
            }
        }
        inputs.first?.takeFocus()
        size.measureBase()
        window.present(tick: Widgets.countdown(on: save, description.buttons.accept, description.showsCountdown))
    }

    private static func makeControl(_ field: FormField, mnemonic: String) -> ValidatedField {
        let input: ValidatedField.Input
        if field.kind == .boolean {
            input = .checkbox(label: mnemonic, isOn: field.value == FieldKind.value(true))
        } else if case .choice(let options) = field.kind {
            input = .choice(options: options, selected: field.value)
        } else if field.kind == .date {
            input = .date(CalendarDate(iso8601: field.value) ?? .today())
        } else if field.kind == .multilineText {
            input = .multiline(text: field.value)
        } else if case .list(let list) = field.kind {
            input = .list(list, selected: field.value)
        } else if field.kind == .color || field.kind == .font {
            input = .picker(text: field.value, isColor: field.kind == .color, title: field.label)
        } else if case .slider(let range, let step) = field.kind {
            input = .slider(range, step: step, value: Int(field.value) ?? range.lowerBound)
        } else if field.kind == .file || field.kind == .folder {
            input = .chooser(path: field.value, isFolder: field.kind == .folder, title: field.label)
        } else {
            let (purpose, hints) = FieldInput.purpose(for: field.kind)
            var suggestions: [String] = []
            if case .editableChoice(let options) = field.kind { suggestions = options }
            input = .entry(
                text: field.value, placeholder: field.placeholder, isSecret: field.kind == .password,
                purpose: purpose, hints: hints, suggestions: suggestions)
        }
        return ValidatedField(input, validator: field.rule, reasonLine: .whileRefused)
    }
}
