/// Anything a dialog object can end from code: a GTK session or a scripted request.
@MainActor
protocol Dismissible: AnyObject {
    func dismiss()
}
