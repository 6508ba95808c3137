// The seam DialogsTesting uses to answer dialogs without GTK. It is SPI: apps
// do not see it unless they `@_spi(DialogsTesting) import GtkDialogs`.
// With no responder installed it costs one `nil` check per dialog shown.

/// Receives every dialog the app shows while installed, instead of GTK.
///
/// ```swift
/// @_spi(DialogsTesting) import GtkDialogs
/// final class Recorder: DialogResponder {
///     func present(_ request: DialogRequest) { print(request.title) }
/// }
/// DialogInterception.responder = Recorder()
/// ```
@_spi(DialogsTesting)
@MainActor
public protocol DialogResponder: AnyObject {
    /// Called from inside `show`: answer later, never from here.
    func present(_ request: DialogRequest)
}
