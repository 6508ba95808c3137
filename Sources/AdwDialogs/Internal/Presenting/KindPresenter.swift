/// What shows one kind in GTK 4: it builds the kind's window for a session of the kind's
/// description and attaches itself to the session, which it reports its ending to.
@MainActor
protocol KindPresenter {
    associatedtype Description: DialogDescription
    /// Builds the window and attaches it to `session`.
    static func present(_ session: DialogSession<Description>) throws
}

extension KindPresenter {
    /// Opens the display, then presents the session: what ``AdwBackend`` does for every kind.
    static func show(_ session: DialogSession<Description>) throws {
        try Runtime.initialize()
        try present(session)
    }
}
