import CAdw
import DialogsGLib

/// An entry with its validator: the reason the text is refused shows under it as the person
/// types (once they have typed), and the dialog's accept button follows its validity.
@MainActor
final class ValidatedEntry {
    let entry: UnsafeMutablePointer<GtkWidget>
    /// The entry above its reason line.
    let container: UnsafeMutablePointer<GtkWidget>
    private let reasonLabel: UnsafeMutablePointer<GtkWidget>
    private let validator: Validator
    private var isEdited = false

    init(text: String, placeholder: String?, isSecret: Bool, validator: Validator) {
        self.validator = validator
        let entry = isSecret ? gtk_password_entry_new()! : gtk_entry_new()!
        if isSecret {
            gtk_password_entry_set_show_peek_icon(ad_password_entry(entry), 1)
        } else if let placeholder {
            CStrings.with(placeholder) { gtk_entry_set_placeholder_text(ad_entry(entry), $0) }
        }
        CStrings.with(text) { gtk_editable_set_text(ad_editable(entry), $0) }
        let reasonLabel = gtk_label_new(nil)!
        gtk_label_set_wrap(ad_label(reasonLabel), 1)
        gtk_label_set_xalign(ad_label(reasonLabel), 0)
        gtk_widget_add_css_class(reasonLabel, "error")
        gtk_widget_add_css_class(reasonLabel, "caption")
        gtk_widget_set_visible(reasonLabel, 0)
        let container = gtk_box_new(GTK_ORIENTATION_VERTICAL, 6)!
        gtk_box_append(ad_box(container), entry)
        gtk_box_append(ad_box(container), reasonLabel)
        self.entry = entry
        self.reasonLabel = reasonLabel
        self.container = container
        onChange { [self] in
            isEdited = true
            showReason()
        }
    }

    var text: String { String(cString: gtk_editable_get_text(ad_editable(entry))) }
    var validity: Validity { validator.validate(text) }

    func setText(_ text: String) {
        CStrings.with(text) { gtk_editable_set_text(ad_editable(entry), $0) }
    }

    /// Runs `handler` after every change of the text.
    func onChange(_ handler: @escaping @MainActor () -> Void) {
        Signals.on(entry, "changed", handler)
    }

    /// Runs `handler` when Return is pressed in the entry.
    func onActivate(_ handler: @escaping @MainActor () -> Void) {
        Signals.on(entry, "activate", handler)
    }

    private func showReason() {
        guard isEdited, case .invalid(let reason) = validity else { return gtk_widget_set_visible(reasonLabel, 0) }
        CStrings.with(reason) { gtk_label_set_text(ad_label(reasonLabel), $0) }
        gtk_widget_set_visible(reasonLabel, 1)
    }
}
