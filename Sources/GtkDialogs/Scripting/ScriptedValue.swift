/// What a scripted request changes before it answers (the slider's value, the selected colour):
/// shared with its endings, which read it when the answer is given.
@MainActor
final class ScriptedValue<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
}
