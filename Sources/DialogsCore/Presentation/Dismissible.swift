/// Anything a dialog object can end from code: one session, whoever shows it.
@MainActor
package protocol Dismissible: AnyObject {
    func dismiss()
}

/// A session, whatever its kind: what shows it (a backend's window object, a scripted request),
/// and the changes code makes to every kind.
@MainActor
package protocol ShownSession: Dismissible {
    var shownBy: AnyObject? { get }
    /// Changes the shown dialog; ignored once it has ended.
    func update(_ update: DialogUpdate)
}
