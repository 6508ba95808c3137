import CAdw
import DialogsGLib

/// Builds the message dialog behind `FormDialog`: its fields in a labelled grid under the message.
@MainActor
enum FormWindow: KindPresenter {
    /// The window reports every field's value, in field order, with its ending.
    static func present(_ session: DialogSession<FormDescription>) throws {
        let description = session.description
        let dialog = MessageDialog.make(title: description.title, message: description.message)
        Widgets.apply(description.options, to: dialog)
        MessageDialog.addButtons(description.buttons.all, to: dialog)
        let grid = gtk_grid_new()!
        gtk_grid_set_row_spacing(ad_grid(grid), 8)
        gtk_grid_set_column_spacing(ad_grid(grid), 12)
        let mnemonics = Mnemonics.assign(description.fields.map { $0.kind.isDecoration ? "" : $0.label })
        // A label or separator takes no value: nil beside the fields that do, in field order.
        let controls: [ValidatedField?] = description.fields.enumerated().map { row, field in
            guard !field.kind.isDecoration else {
                gtk_grid_attach(ad_grid(grid), FormDecoration.make(field), 0, Int32(row), 2, 1)
                return nil
            }
            let control = ValidatedField(
                input(for: field, mnemonic: mnemonics[row]), validator: field.rule, reasonLine: .whileRefused)
            // Named by the label beside it (its mnemonic widget), or a check box by its own: an
            // accessible label as well would make GTK 4.8 say the name twice ("Name Name").
            gtk_grid_attach(ad_grid(grid), control.container, 1, Int32(row), 1, 1)
            // A check box carries its own label, beside it (GNOME's HIG): the label column stays empty.
            guard field.kind != .boolean else { return control }
            let label = CStrings.with(mnemonics[row]) { gtk_label_new_with_mnemonic($0) }!
            gtk_label_set_xalign(ad_label(label), 1)
            gtk_widget_set_valign(label, GTK_ALIGN_START)
            gtk_widget_set_margin_top(label, 8)
            gtk_label_set_mnemonic_widget(ad_label(label), control.input)
            gtk_grid_attach(ad_grid(grid), label, 0, Int32(row), 1, 1)
            return control
        }
        MessageDialog.setContent(grid, of: dialog)

        let window = DialogWindow(dialog, session: session) { controls.map { $0?.text ?? "" } }
        MessageDialog.showsMessage(of: dialog, in: window)
        window.applyChange = { change in
            description.fields.firstIndex { $0.key == change.key }.map { controls[$0]?.setText(change.value) }
        }
        let inputs = controls.compactMap { $0 }
        let isValid = { inputs.allSatisfy { $0.validity.isValid } }
        window.setSensitive(ResponseID.accept, isValid())
        for control in inputs {
            control.onChange { [weak window] in window?.setSensitive(ResponseID.accept, isValid()) }
        }
        window.acceptsResponse = { id in id != ResponseID.accept || isValid() }
        // Return moves to the next field (past labels and separators); on the last one it saves when the form is valid, else
        // shows every invalid field's reason and takes the person to the first.
        for (index, control) in inputs.enumerated() {
            control.onActivate { [weak window] in
                if index + 1 < inputs.count {
                    inputs[index + 1].takeFocus()
                } else if isValid() {
                    window?.end(.submitted(ResponseID.accept))
                } else {
                    let invalid = inputs.filter { !$0.validity.isValid }
                    invalid.forEach { $0.showReason() }
                    invalid.first?.takeFocus()
                }
            }
        }
        window.present(
            tick: MessageDialog.countdown(
                on: ResponseID.accept, description.buttons.accept, description.showsCountdown, of: dialog))
        inputs.first?.takeFocus()
    }

    private static func input(for field: FormField, mnemonic: String) -> ValidatedField.Input {
        switch field.kind {
        // Never asked for: a label or separator has no input.
        case .label, .separator:
            .entry(text: "", placeholder: nil, isSecret: false, purpose: GTK_INPUT_PURPOSE_FREE_FORM)
        case .boolean: .checkbox(label: mnemonic, isOn: field.value == FieldKind.value(true))
        case .choice(let options): .choice(options: options, selected: field.value)
        case .date: .date(CalendarDate(iso8601: field.value) ?? .today())
        case .multilineText: .multiline(text: field.value)
        case .list(let list): .list(list, selected: field.value)
        case .color, .font: .picker(text: field.value, isColor: field.kind == .color, title: field.label)
        case .slider(let range, let step): .slider(range, step: step, value: Int(field.value) ?? range.lowerBound)
        case .file, .folder: .chooser(path: field.value, isFolder: field.kind == .folder, title: field.label)
        case .editableChoice(let options):
            .entry(
                text: field.value, placeholder: field.placeholder, isSecret: false,
                purpose: GTK_INPUT_PURPOSE_FREE_FORM,
                suggestions: options)
        case .text:
            .entry(
                text: field.value, placeholder: field.placeholder, isSecret: false, purpose: GTK_INPUT_PURPOSE_FREE_FORM
            )
        case .number:
            .entry(
                text: field.value, placeholder: field.placeholder, isSecret: false, purpose: GTK_INPUT_PURPOSE_NUMBER)
        case .phone:
            .entry(text: field.value, placeholder: field.placeholder, isSecret: false, purpose: GTK_INPUT_PURPOSE_PHONE)
        case .email:
            .entry(text: field.value, placeholder: field.placeholder, isSecret: false, purpose: GTK_INPUT_PURPOSE_EMAIL)
        case .url:
            .entry(text: field.value, placeholder: field.placeholder, isSecret: false, purpose: GTK_INPUT_PURPOSE_URL)
        case .password:
            .entry(
                text: field.value, placeholder: field.placeholder, isSecret: true, purpose: GTK_INPUT_PURPOSE_PASSWORD)
        }
    }
}
