/// Why GtkDialogs could not do what was asked.
///
/// ```swift
/// do { try Dialogs.initialize() } catch .noDisplay(let reason) { print(reason) }
/// ```
public enum DialogError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No display could be opened; the message names `DISPLAY` and `WAYLAND_DISPLAY`.
    case noDisplay(String)
    /// A file to show could not be opened: its path, and why (`No such file or directory`).
    case unreadableFile(path: String, reason: String)
    /// No backend is linked to show windows: the program imports DialogsCore without GtkDialogs.
    case noBackend
    /// Several backend modules are linked (their toolkits' names) and none was chosen with
    /// `Dialogs.use(_:)`.
    case severalBackends([String])

    /// The message to show the person who runs the program.
    public var description: String {
        switch self {
        case .noDisplay(let reason): return reason
        case .unreadableFile(let path, let reason): return "cannot read \"\(path)\": \(reason)"
        case .noBackend:
            return "no dialog backend is linked: depend on the GtkDialogs product and import GtkDialogs"
        case .severalBackends(let names):
            return "several dialog backends are linked (\(names.joined(separator: ", "))): choose one with "
                + "Dialogs.use(_:) before showing a dialog"
        }
    }
}
