/// The sessions one dialog object showed, held weakly: `dismiss()` ends those still open, and
/// what code changes reaches them.
@MainActor
struct ShownSessions {
    private struct Entry {
        weak var session: (any Session)?
    }

    private var sessions: [Entry] = []

    /// The sessions still open, oldest first.
    var open: [any Session] { sessions.compactMap(\.session) }

    mutating func add(_ session: any Session) {
        sessions.removeAll { $0.session == nil }
        sessions.append(Entry(session: session))
    }

    func dismissAll() {
        for session in open {
            session.dismiss()
        }
    }
}
