/// What a scripted dialog shows now — a slider's value, a calendar's day — held apart from the
/// request so that its endings, made before the request exists, read the latest one.
@MainActor
final class ShownValue<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
}
