/// Where a list's rows go as they arrive: the GTK window or a scripted request.
@MainActor
protocol ListDisplay: AnyObject {
    /// A row appended at the end.
    func append(_ item: ListItem)
    /// No more rows will come.
    func finishedLoading()
}

/// Delivers a list's rows to its display: all at once, or from an async
/// sequence, giving the main loop a turn whenever appending has taken a few
/// milliseconds, so the window stays responsive while rows stream in.
@MainActor
final class ListFeed {
    weak var display: (any ListDisplay)?
    private(set) var isFinished = false
    private var task: Task<Void, Never>?
    /// How long rows may be appended before the main loop gets a turn.
    static let turnBudget = Duration.milliseconds(8)

    /// Runs `produce` in a main-actor task; each row it hands to its sink reaches
    /// the display at once. `nextTurn` waits until the main loop has run once.
    func start(
        produce: @escaping @MainActor (_ sink: @MainActor (ListItem) async -> Void) async -> Void,
        nextTurn: @escaping @MainActor () async -> Void
    ) {
        task = Task { @MainActor [weak self] in
            var turnStarted = ContinuousClock.now
            var sinceCheck = 0
            await produce { item in
                guard let self, !Task.isCancelled else { return }
                self.display?.append(item)
                sinceCheck += 1
                guard sinceCheck >= 64 else { return }
                sinceCheck = 0
                if ContinuousClock.now - turnStarted > Self.turnBudget {
                    await nextTurn()
                    turnStarted = ContinuousClock.now
                }
            }
            guard let self, !Task.isCancelled else { return }
            self.finish()
        }
    }

    /// Every row now (rows given all at once).
    func deliverAll(_ items: [ListItem]) {
        for item in items { display?.append(item) }
        finish()
    }

    private func finish() {
        isFinished = true
        display?.finishedLoading()
    }

    /// The dialog ended: stop reading rows.
    func stop() {
        task?.cancel()
        task = nil
    }
}
