/// What a progress dialog shows at one moment; reporters coalesce into it.
package struct ProgressState: Equatable, Sendable {
    /// From 0 to 1.
    package var fraction: Double
    package var isPulsating: Bool
    /// The text line; nil keeps the dialog's message.
    package var text: String?
    /// The fraction has reached 1 at least once: OK is available from then on
    /// (a 100 followed by a lower value in one coalesced batch still counts).
    package var hasReachedEnd = false
    /// `finish()`: the work is over.
    package var isFinished = false

    package var isDone: Bool { hasReachedEnd || isFinished }

    package mutating func setFraction(_ value: Double) {
        fraction = min(max(value, 0), 1)
        isPulsating = false
        if fraction >= 1 { hasReachedEnd = true }
    }
}
