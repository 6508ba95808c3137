/// The dialogs a run showed, and how many times each one's handler ran: once, or the run fails.
@MainActor
final class Tally {
    private var calls: [Int] = []

    /// Handler calls so far, all dialogs together.
    private(set) var endings = 0
    /// Dialogs shown (and streams opened) so far: each must end once.
    var expected: Int { calls.count }
    /// Dialogs whose handler ran other than once.
    var unevenCount: Int { calls.filter { $0 != 1 }.count }

    /// Counts one more dialog; the returned closure is its handler's tally mark.
    func expect() -> @MainActor () -> Void {
        let index = calls.count
        calls.append(0)
        return { [self] in
            calls[index] += 1
            endings += 1
        }
    }

    /// Shows a dialog through `show`, its closure API, or, when `awaits`, through `awaiting`, its
    /// async API in a task (returned, to be cancelled); `show` gets the mark its handler makes.
    @discardableResult
    func show(
        awaits: Bool = false, _ show: (@escaping @MainActor () -> Void) -> Void,
        awaiting: (@MainActor () async -> Void)? = nil
    ) -> Task<Void, Never>? {
        let ended = expect()
        guard awaits, let awaiting else {
            show(ended)
            return nil
        }
        let task = Task { @MainActor in
            await awaiting()
            ended()
        }
        drain()
        return task
    }
}
