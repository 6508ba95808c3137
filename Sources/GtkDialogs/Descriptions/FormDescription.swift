/// A form resolved for showing: the one description its GTK window and its
/// scripted request are both built from. It holds no GTK type.
struct FormDescription {
    var title: String
    var message: LabelText?
    /// Top to bottom, with their initial values as the window shows them.
    var fields: [FormField]
    var buttons: ActionButtons
    var options: DialogOptions
    /// With a timeout, Save counts the seconds left.
    var showsCountdown: Bool

    /// The answer for an ending, given every field's value in field order (used only when saved).
    func response(for ending: DialogEnding, values: [String]) -> FormResponse {
        switch ending {
        case .response(ResponseID.accept), .submitted(ResponseID.accept): return saved(values)
        case .response(ResponseID.cancel): return .cancelled
        case .response(let id), .submitted(let id):
            return ResponseID.extraIndex(id).map(FormResponse.extraButton) ?? .closed
        case .timedOut: return .timedOut
        case .dismissed, .destroyed: return .dismissed
        }
    }

    /// Every key with its value, and the keys whose value differs from the initial one.
    private func saved(_ values: [String]) -> FormResponse {
        var byKey: [String: String] = [:]
        var changed = Set<String>()
        for (field, value) in zip(fields, values) {
            byKey[field.key] = value
            if value != field.value { changed.insert(field.key) }
        }
        return .saved(values: byKey, changedKeys: changed)
    }

}
