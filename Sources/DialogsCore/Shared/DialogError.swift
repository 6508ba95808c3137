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

extension DialogError {
    /// `noDisplay` for this process: what `DISPLAY` and `WAYLAND_DISPLAY` are, and what to do.
    package static var noDisplayInThisSession: DialogError {
        func variable(_ name: String) -> String {
            // Translators: %s is an environment variable's name (DISPLAY, WAYLAND_DISPLAY).
            guard let value = Platform.environment(name) else {
                return TextDomain.library.format("%s is not set", name)
            }
            return "\(name)=\(value)"
        }
        // Translators: the first %s says what DISPLAY is, the second what WAYLAND_DISPLAY is.
        return .noDisplay(
            TextDomain.library.format(
                "cannot open a display (%1$s, %2$s); run inside a desktop session, or set DISPLAY to a running X "
                    + "server (e.g. Xvfb)", variable("DISPLAY"), variable("WAYLAND_DISPLAY")))
    }
}
