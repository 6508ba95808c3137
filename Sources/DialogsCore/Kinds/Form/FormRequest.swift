/// A form shown to a scripted user.
///
/// ```swift
/// if let form = request as? FormRequest { try form.save(["email": "ada@example.org"]) }
/// ```
package final class FormRequest: ScriptedRequest<FormDescription>, ScriptedDialog {
    package nonisolated static let kind = "form"
    /// The message under the title (markup source when the app used markup).
    package var message: String? { shownMessage(description.message) }
    /// The fields, top to bottom, with their initial values and rules.
    package var formFields: [FormField] { description.fields }
    /// The save button's label, as shown.
    package var saveTitle: String { description.buttons.accept.displayText }
    /// The cancel button's label, as shown.
    package var cancelTitle: String { description.buttons.cancel.displayText }
    /// The extra buttons' labels.
    package var extraButtons: [String] { description.buttons.extra }
    /// Every button's label, left to right: the extra buttons, Cancel, Save.
    package var buttons: [String] { shownLabels(description.buttons.all) }
    /// The fields a person fills in, top to bottom: no label or separator.
    package var fields: [ScriptedField] {
        description.fields.filter { !$0.kind.isDecoration }.map { field in
            let offered =
                switch field.kind {
                case .choice(let options), .editableChoice(let options): options
                case .boolean: [FieldKind.value(true), FieldKind.value(false)]
                default: [String]()
                }
            return ScriptedField(key: field.key, label: field.label, value: field.value, offered: offered)
        }
    }

    /// Code set a field's value: what the person sees from now on.
    override package func apply(_ change: FormChange) {
        guard !isAnswered, let index = description.fields.firstIndex(where: { $0.key == change.key }) else { return }
        state[index] = change.value
        record(.fieldValue(key: change.key, change.value))
    }

    /// Edits the fields named in `changes` (by key) and presses Save; refused
    /// for an unknown key, a value a field's rule refuses, or a choice it does not offer.
    package func save(_ changes: [String: String]) throws(ScriptedRefusal) {
        let fields = formFields
        let keys = fields.filter { !$0.kind.isDecoration }.map(\.key)
        if let unknown = changes.keys.sorted().first(where: { !keys.contains($0) }) {
            throw ScriptedRefusal("has no field \"\(unknown)\"; its fields are \(keys.joined(separator: ", "))")
        }
        let values = zip(fields, state).map { field, shown in
            let value = changes[field.key] ?? shown
            // A colour as the button answers it: "teal" is rgb(0,128,128).
            return field.kind == .color ? (try? RGBAColor(parsing: value))?.text ?? value : value
        }
        for (field, value) in zip(fields, values) {
            if case .invalid(let reason) = field.rule.validate(value) {
                throw ScriptedRefusal(
                    "refuses \"\(value)\" in its field \"\(field.label)\": \(reason) (Save stays insensitive)")
            }
            if field.kind == .boolean, !field.kind.offers(value) {
                throw ScriptedRefusal(
                    "has a check box \"\(field.label)\": fill it with \"true\" (ticked) or \"false\", not \"\(value)\"")
            }
            if field.kind == .file || field.kind == .folder, !value.isEmpty, !FormField.isThere(value, kind: field.kind)
            {
                let what = field.kind == .file ? "file" : "folder"
                throw ScriptedRefusal(
                    "has a \(what) field \"\(field.label)\": its chooser picks a \(what) that is there, "
                        + "not \"\(value)\"")
            }
            if case .choice(let options) = field.kind, !field.kind.offers(value) {
                throw ScriptedRefusal(
                    "has no option \"\(value)\" in its field \"\(field.label)\"; its options are "
                        + options.joined(separator: ", "))
            }
            if case .list(let list) = field.kind, !field.kind.offers(value) {
                throw ScriptedRefusal(
                    "has no row \"\(value)\" in its list field \"\(field.label)\"; give a row index from 0 to "
                        + "\(list.rows.count - 1)")
            }
        }
        state = values
        try respond(.submitted(ResponseID.accept))
    }

    /// Clicks the button labelled `label`; Save saves the values the form shows.
    package func choose(_ label: String) throws(ScriptedRefusal) {
        guard let id = responseID(labeled: label, among: description.buttons.byPreference) else {
            throw ScriptedRefusal("has no button \"\(label)\"")
        }
        if id == ResponseID.accept { return try save([:]) }
        try press(id)
    }

}

extension DialogChange {
    /// A form's field shows this value now.
    ///
    /// ```swift
    /// XCTAssertEqual(user.changes(of: "Account"), [.fieldValue(key: "user", "grace")])
    /// ```
    public static func fieldValue(key: String, _ value: String) -> Self { Self("field value", key, value) }
}
