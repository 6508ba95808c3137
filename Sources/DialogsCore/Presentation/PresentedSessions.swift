/// The sessions one dialog object showed, held weakly: `dismiss()` ends those still open, and
/// what code changes reaches them.
@MainActor
struct PresentedSessions {
    private struct Entry {
        weak var session: (any ShownSession)?
    }

    private var sessions: [Entry] = []

    /// The sessions still open, oldest first.
    var open: [any ShownSession] { sessions.compactMap(\.session) }

    mutating func add(_ session: any ShownSession) {
        sessions.removeAll { $0.session == nil }
        sessions.append(Entry(session: session))
    }

    func dismissAll() {
        for session in open {
            session.dismiss()
        }
    }
}

/// Every session a backend's window shows now, oldest first (`Dialogs.quit()`, `openDialogCount`).
@MainActor
package enum OpenSessions {
    private struct Entry {
        weak var session: (any Dismissible)?
    }

    private static var entries: [Entry] = []

    package static var all: [any Dismissible] { entries.compactMap(\.session) }

    static func add(_ session: any Dismissible) {
        entries.removeAll { $0.session == nil }
        entries.append(Entry(session: session))
    }

    static func remove(_ session: any Dismissible) {
        entries.removeAll { $0.session == nil || $0.session === session }
    }
}
