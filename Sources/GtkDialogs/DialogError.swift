/// Why GtkDialogs could not do what was asked.
///
/// ```swift
/// do { try Dialogs.initialize() } catch .noDisplay(let reason) { print(reason) }
/// ```
public enum DialogError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No display could be opened; the message names `DISPLAY` and `WAYLAND_DISPLAY`.
    case noDisplay(String)

    /// The message to show the person who runs the program.
    public var description: String {
        switch self {
        case .noDisplay(let reason): return reason
        }
    }
}
