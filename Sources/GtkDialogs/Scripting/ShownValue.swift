/// What a scripted dialog shows now — a slider's value, a calendar's day — held apart from the
/// request so that its endings, made before the request exists, read the latest one.
@MainActor
final class ShownValue<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
}

extension ScriptedAnswer {
    /// Presses the one of `buttons` a person reads as `label`; refused when there is none.
    func press(_ label: String, among buttons: [(label: ButtonLabel, id: Int32)]) throws(ScriptedRefusal) {
        guard let button = buttons.first(where: { $0.label.displayText == label }) else {
            throw ScriptedRefusal("has no button \"\(label)\"")
        }
        press(button.id)
    }
}
