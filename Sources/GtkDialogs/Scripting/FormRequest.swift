/// A form shown to a ``DialogResponder``.
///
/// ```swift
/// if case .form(let form) = request { try form.save(["email": "ada@example.org"]) }
/// ```
@_spi(DialogsTesting)
public final class FormRequest: ScriptedAnswer<FormResponse>, ScriptedDialog {
    private let description: FormDescription

    init(_ description: FormDescription, timeout: Duration?, handler: @escaping @MainActor (FormResponse) -> Void) {
        self.description = description
        super.init(timeout: timeout, endings: { description.response(for: $0, values: []) }, handler: handler)
    }

    /// The title: the window's name and the heading.
    public var title: String { description.title }
    /// The message under the title (markup source when the app used markup).
    public var message: String? { description.message?.source }
    /// The fields, top to bottom, with their initial values and rules.
    public var fields: [FormField] { description.fields }
    /// The save button's label, as shown.
    public var saveTitle: String { description.buttons.accept.displayText }
    /// The cancel button's label, as shown.
    public var cancelTitle: String { description.buttons.cancel.displayText }
    /// The extra buttons' labels.
    public var extraButtons: [String] { description.buttons.extra }
    /// Every button's label, left to right: the extra buttons, Cancel, Save.
    public var buttons: [String] { description.buttons.displayTexts }

    /// Edits the fields named in `changes` (by key) and presses Save; refused
    /// for an unknown key, a value a field's rule refuses, or a choice it does not offer.
    public func save(_ changes: [String: String]) throws(ScriptedRefusal) {
        let keys = fields.map(\.key)
        if let unknown = changes.keys.sorted().first(where: { !keys.contains($0) }) {
            throw ScriptedRefusal("has no field \"\(unknown)\"; its fields are \(keys.joined(separator: ", "))")
        }
        let values = fields.map { changes[$0.key] ?? $0.value }
        for (field, value) in zip(fields, values) {
            if case .invalid(let reason) = field.rule.validate(value) {
                throw ScriptedRefusal(
                    "refuses \"\(value)\" in its field \"\(field.label)\": \(reason) (Save stays insensitive)")
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
        respond(description.response(for: .submitted(ResponseID.accept), values: values))
    }

    /// Clicks the button labelled `label`; Save saves the initial values.
    public func choose(_ label: String) throws(ScriptedRefusal) {
        guard let id = description.buttons.responseID(labeled: label) else {
            throw ScriptedRefusal("has no button \"\(label)\"")
        }
        if id == ResponseID.accept { return try save([:]) }
        press(id)
    }

    /// Clicks Cancel.
    public func cancel() {
        press(ResponseID.cancel)
    }
}
