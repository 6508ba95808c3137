/// A form resolved for showing: the one description its GTK window and its
/// scripted request are both built from. It holds no GTK type.
package struct FormDescription: DialogDescription {
    /// Code sets a field's value while the form shows.
    package typealias Change = FormChange

    package var title: String
    package var message: LabelText?
    /// Top to bottom, with their initial values as the window shows them.
    package var fields: [FormField]
    package var buttons: ActionButtons
    package var options: DialogOptions
    /// With a timeout, Save counts the seconds left.
    package var showsCountdown: Bool

    /// Every field's value in field order: the window reports them with its ending.
    package var initialState: [String] { fields.map(\.value) }

    /// Every key with its value, and the keys whose value differs from the initial one.
    func saved(_ values: [String]) -> FormResponse {
        var byKey: [String: String] = [:]
        var changed = Set<String>()
        for (field, value) in zip(fields, values) where !field.kind.isDecoration {
            byKey[field.key] = value
            if value != field.value { changed.insert(field.key) }
        }
        return .saved(values: byKey, changedKeys: changed)
    }
}

extension FormDescription {
    /// The values to remember, by key: a list field's chosen row as its cells, no password.
    func remembered(_ values: [String]) -> StoredValue {
        var kept: [String: StoredValue] = [:]
        for (field, value) in zip(fields, values) {
            switch field.kind {
            case .password, .label, .separator: continue
            case .list(let list): kept[field.key] = list.row(forValue: value).map(StoredValue.strings) ?? .string("")
            default: kept[field.key] = .string(value)
            }
        }
        return .object(kept)
    }

    /// Starts each field from its remembered value, where there is one that still fits it.
    mutating func start(from kept: StoredValue) {
        for index in fields.indices {
            let field = fields[index]
            guard let value = kept[field.key] else { continue }
            switch field.kind {
            case .password, .label, .separator: continue
            case .list(let list):
                if let cells = value.strings, let row = list.rows.firstIndex(of: cells) {
                    fields[index].value = FormList.value(forRow: row)
                } else if value.string == "" {
                    fields[index].value = ""
                }
            case .date:
                if let text = value.string, CalendarDate(iso8601: text) != nil { fields[index].value = text }
            // A file or folder moved or deleted since is no answer to start from.
            case .file, .folder:
                if let text = value.string, text.isEmpty || FormField.isThere(text, kind: field.kind) {
                    fields[index].value = text
                }
            default:
                if let text = value.string, field.kind.offers(text) { fields[index].value = SafeText.sanitized(text) }
            }
        }
    }
}

/// A field's new value, set by code while the form shows.
package struct FormChange: Equatable, Sendable {
    package var key: String
    package var value: String
}
