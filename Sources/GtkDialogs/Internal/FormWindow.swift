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
        let dialog = gtk_dialog_new()!
        Widgets.setTitle(description.title, of: dialog)
        gtk_window_set_resizable(gd_window(dialog), 1)
        let content = gtk_dialog_get_content_area(gd_dialog(dialog))!
        gtk_container_set_border_width(gd_container(dialog), 6)
        gtk_box_set_spacing(gd_box(content), 12)

        let heading = Widgets.plainLabel(description.title)
        Widgets.addStyleClass("title", to: heading)
        CStrings.with("<b><big>\(PangoMarkup.escape(description.title))</big></b>") {
            gtk_label_set_markup(gd_label(heading), $0)
        }
        gtk_label_set_line_wrap(gd_label(heading), 1)
        gtk_label_set_max_width_chars(gd_label(heading), 50)
        gtk_box_pack_start(gd_box(content), heading, 0, 0, 0)
        var messageLabel: UnsafeMutablePointer<GtkWidget>?
        if let message = description.message {
            let label = Widgets.plainLabel("")
            switch message {
            case .plain(let text): Widgets.setLabelText(label, text)
            case .markup(let markup): PangoMarkup.apply(markup, to: label)
            }
            gtk_label_set_line_wrap(gd_label(label), 1)
            gtk_label_set_max_width_chars(gd_label(label), 50)
            gtk_box_pack_start(gd_box(content), label, 0, 0, 0)
            messageLabel = label
        }
        Widgets.apply(description.options, to: dialog, message: messageLabel)

        let grid = gtk_grid_new()!
        gtk_grid_set_row_spacing(gd_grid(grid), 8)
        gtk_grid_set_column_spacing(gd_grid(grid), 12)
        gtk_container_set_border_width(gd_container(grid), 6)
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
        gtk_box_pack_start(gd_box(content), scroller, 1, 1, 0)
        gtk_widget_show_all(content)

        let save = Widgets.addButtons(description.buttons, to: dialog)
        Widgets.addStyleClass("suggested-action", to: save)

        let isValid = { controls.allSatisfy { $0.validity.isValid } }
        Widgets.setSensitive(save, isValid())
        for control in controls {
            control.onChange { Widgets.setSensitive(save, isValid()) }
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
                    gtk_widget_grab_focus(controls[index + 1].input)
                } else if isValid() {
                    session?.finish(.submitted(ResponseID.accept))
                } else if let invalid = controls.first(where: { !$0.validity.isValid }) {
                    gtk_widget_grab_focus(invalid.input)
                }
            }
        }
        gtk_widget_grab_focus(controls[0].input)
        session.present(
            timeout: timeout, tick: Widgets.countdown(on: save, description.buttons.accept, description.showsCountdown))
        return session
    }

    private static func makeControl(_ field: FormField) -> ValidatedField {
        let input: ValidatedField.Input
        if case .choice(let options) = field.kind {
            input = .choice(options: options, selected: field.value)
        } else {
            let (purpose, hints) = FieldFormats.input(for: field.kind)
            input = .entry(
                text: field.value, placeholder: field.placeholder, isSecret: field.kind == .password,
                purpose: purpose, hints: hints)
        }
        return ValidatedField(input, validator: field.rule)
    }
}
