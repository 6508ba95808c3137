/// The bridge from a dialog's one-shot handler to `async`: the continuation is
/// resumed by the handler, which runs exactly once for every ending, and a
/// cancelled task dismisses its dialog (so the caller is resumed, never hung).
@MainActor
enum AsyncAnswer {
    static func await<Answer: Sendable>(
        _ present: (@escaping @MainActor (Answer) -> Void) -> (any Dismissible)?
    ) async -> Answer {
        let presented = DismissibleReference()
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                presented.session = present { continuation.resume(returning: $0) }
            }
        } onCancel: {
            Task { @MainActor in presented.session?.dismiss() }
        }
    }
}

/// A dialog's session held weakly, for cancellation handlers that may run on any thread.
@MainActor
final class DismissibleReference {
    weak var session: (any Dismissible)?

    init(_ session: (any Dismissible)? = nil) {
        self.session = session
    }
}
