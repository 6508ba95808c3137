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
        for (field, value) in zip(fields, values) {
            byKey[field.key] = value
            if value != field.value { changed.insert(field.key) }
        }
        return .saved(values: byKey, changedKeys: changed)
    }
}

/// A field's new value, set by code while the form shows.
package struct FormChange: Equatable, Sendable {
    package var key: String
    package var value: String
}
