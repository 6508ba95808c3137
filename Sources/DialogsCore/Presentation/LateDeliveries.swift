/// Answers for dialogs that could not be shown, delivered after `show` has returned: from the main
/// queue, or from ``Dialogs/run()`` when no loop will ever drain it.
@MainActor
package enum LateDeliveries {
    private static var pending: [@MainActor () -> Void] = []

    package static func add(_ delivery: @escaping @MainActor () -> Void) {
        pending.append(delivery)
        Task { @MainActor in deliverAll() }
    }

    static func deliverAll() {
        while !pending.isEmpty {
            pending.removeFirst()()
        }
    }
}
