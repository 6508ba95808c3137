/// Delivers a list's rows to its session: all at once, or from an async sequence, giving the
/// presenter's loop a turn whenever appending has taken a few milliseconds, so the window stays
/// responsive while rows stream in.
@MainActor
final class ListFeed {
    weak var session: DialogSession<ListDescription>?
    private var task: Task<Void, Never>?
    /// How long rows may be appended before the loop gets a turn.
    static let turnBudget = Duration.milliseconds(8)

    /// Runs `produce` in a main-actor task; each row (or rows) it hands to its sink reaches the
    /// session at once.
    func start(produce: @escaping @MainActor (_ sink: @MainActor (ListChange) async -> Void) async -> Void) {
        task = Task { @MainActor [weak self] in
            var turnStarted = ContinuousClock.now
            var sinceCheck = 0
            await produce { change in
                guard let self, !Task.isCancelled else { return }
                self.session?.apply(change)
                if case .appendRows(let rows) = change { sinceCheck += rows.count } else { sinceCheck += 1 }
                guard sinceCheck >= 64 else { return }
                sinceCheck = 0
                if ContinuousClock.now - turnStarted > Self.turnBudget {
                    await self.session?.presenter?.nextTurn()
                    turnStarted = ContinuousClock.now
                }
            }
            guard let self, !Task.isCancelled else { return }
            self.session?.apply(.finishedLoading)
        }
    }

    /// Every row now (rows given all at once).
    func deliverAll(_ rows: [ShownRow]) {
        for row in rows { session?.apply(.append(row)) }
        session?.apply(.finishedLoading)
    }

    /// The dialog ended: stop reading rows.
    func stop() {
        task?.cancel()
        task = nil
    }
}
