import CGtk
import CGtkBridge

/// Builds the labelled grid of fields behind `FormDialog`.
@MainActor
enum FormWindow {
    /// `onEnd` receives the ending and every field's value, in field order.
    static func present(
        _ description: FormDescription, parent: ParentWindow?, timeout: Duration?,
        onEnd: @escaping (DialogEnding, [String]) -> Void
    ) -> DialogSession {
        // A message dialog, as for prompts and alerts: the same heading, message and
        // row of buttons (GTK styles a message dialog's buttons as one joined row).
        let dialog = CStrings.with(description.title) { gd_message_dialog_new(GTK_MESSAGE_OTHER, $0) }!
        Widgets.setTitle(description.title, of: dialog)
        HeadingTitleBar.apply(to: dialog)
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
        let mnemonics = Mnemonics.assign(description.fields.map(\.label))
        let controls: [ValidatedField] = description.fields.enumerated().map { row, field in
            let control = makeControl(field)
            let label = CStrings.with(mnemonics[row]) { gtk_label_new_with_mnemonic($0) }!
            gtk_label_set_xalign(gd_label(label), 1)
            gtk_widget_set_valign(label, GTK_ALIGN_START)
            gtk_widget_set_margin_top(label, 6)
            gtk_label_set_mnemonic_widget(gd_label(label), control.input)
            control.setAccessibleName(field.label)
            gtk_grid_attach(gd_grid(grid), label, 0, Int32(row), 1, 1)
            gtk_grid_attach(gd_grid(grid), control.container, 1, Int32(row), 1, 1)
            return control
        }
        let (scroller, scrolled) = Widgets.verticalScroller(around: grid)
        gtk_scrolled_window_set_propagate_natural_height(scrolled, 1)
        gtk_scrolled_window_set_propagate_natural_width(scrolled, 1)
        gtk_scrolled_window_set_max_content_height(scrolled, Widgets.maximumContentHeight())
        gtk_box_pack_start(gd_box(area), scroller, 1, 1, 0)
        gtk_widget_show_all(scroller)

        let save = Widgets.addButtons(description.buttons, to: dialog)
        Widgets.addStyleClass("suggested-action", to: save)

        let isValid = { controls.allSatisfy { $0.validity.isValid } }
        Widgets.setSensitive(save, isValid())
        for control in controls {
            control.onChange {
                Widgets.setSensitive(save, isValid())
                Widgets.growToNaturalSize(dialog)
            }
        }

        let session = DialogSession(window: dialog, parent: parent) { ending in
            let values = ending == .destroyed ? [] : controls.map(\.text)
            return { onEnd(ending, values) }
        }
        session.acceptsResponse = { id in id != ResponseID.accept || isValid() }
        // Return moves to the next field; on the last one it saves when the form is valid,
        // else takes the user to the first invalid field.
        for (index, control) in controls.enumerated() {
            control.onActivate { [weak session] in
                if index + 1 < controls.count {
                    controls[index + 1].takeFocus()
                } else if isValid() {
                    session?.finish(.submitted(ResponseID.accept))
                } else if let invalid = controls.first(where: { !$0.validity.isValid }) {
                    invalid.takeFocus()
                }
            }
        }
        controls[0].takeFocus()
        session.present(
            timeout: timeout, tick: Widgets.countdown(on: save, description.buttons.accept, description.showsCountdown))
        return session
    }

    private static func makeControl(_ field: FormField) -> ValidatedField {
        let input: ValidatedField.Input
        if case .choice(let options) = field.kind {
            input = .choice(options: options, selected: field.value)
        } else if field.kind == .date {
            input = .date(CalendarDate(iso8601: field.value) ?? .today())
        } else if field.kind == .multilineText {
            input = .multiline(text: field.value)
        } else if case .list(let list) = field.kind {
            input = .list(list, selected: field.value)
        } else {
            let (purpose, hints) = FieldFormats.input(for: field.kind)
            input = .entry(
                text: field.value, placeholder: field.placeholder, isSecret: field.kind == .password,
                purpose: purpose, hints: hints)
        }
        return ValidatedField(input, validator: field.rule, reasonLine: .onceEdited)
    }
}
