/// Dialog objects remember the sessions they showed, without keeping them alive.
@MainActor
struct PresentedSessions {
    private struct Entry {
        weak var session: (any Dismissible)?
    }

    private var sessions: [Entry] = []

    mutating func add(_ session: any Dismissible) {
        sessions.removeAll { $0.session == nil }
        sessions.append(Entry(session: session))
    }

    func dismissAll() {
        for session in sessions.compactMap(\.session) {
            session.dismiss()
        }
    }
}
