/// Every session a backend's window shows now, oldest first (`Dialogs.quit()`, `openDialogCount`).
@MainActor
package enum OpenSessions {
    private struct Entry {
        weak var session: (any Session)?
    }

    private static var entries: [Entry] = []

    /// How many sessions this process has handed to a backend, of every kind: tests that must show
    /// none (scripted users under parallel Swift Testing) check it stays 0.
    package static var handedToBackend = 0

    package static var all: [any Session] { entries.compactMap(\.session) }

    static func add(_ session: any Session) {
        entries.removeAll { $0.session == nil }
        entries.append(Entry(session: session))
    }

    static func remove(_ session: any Session) {
        entries.removeAll { $0.session == nil || $0.session === session }
    }
}
