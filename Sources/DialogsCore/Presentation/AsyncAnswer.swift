/// The bridge from a dialog's one-shot handler to `async`: the continuation is resumed by the
/// handler, which runs exactly once for every ending, and a cancelled task dismisses its dialog
/// (so the caller is resumed, never hung).
@MainActor
package enum AsyncAnswer {
    package static func await<Answer>(
        _ present: (@escaping @MainActor (Answer) -> Void) -> (any Session)?
    ) async -> Answer {
        let presented = WeakSession()
        let box = await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<MainActorValue<Answer>, Never>) in
                presented.session = present { continuation.resume(returning: MainActorValue($0)) }
            }
        } onCancel: {
            Task { @MainActor in presented.session?.dismiss() }
        }
        return box.value
    }
}

/// An answer handed from the main actor to a caller on the main actor.
struct MainActorValue<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}

/// A dialog's session held weakly, for cancellation handlers that may run on any thread.
@MainActor
package final class WeakSession {
    package weak var session: (any Session)?

    package init(_ session: (any Session)? = nil) {
        self.session = session
    }
}
