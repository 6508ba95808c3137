/// One showing of a dialog, whatever its kind, from shown to its one ending: what shows it (a
/// backend's presenter, a scripted request), and what code does to every kind (dismiss, update).
@MainActor
package protocol Session: AnyObject {
    /// What shows it: the backend's presenter, or nil while a scripted user answers it.
    var shownBy: AnyObject? { get }
    /// Ends it as dismissed; ignored once it has ended.
    func dismiss()
    /// Changes the shown dialog; ignored once it has ended.
    func update(_ update: DialogUpdate)
}
