/// How an alert ended.
///
/// ```swift
/// switch await alert.response() {
/// case .button(1): performLengthyOperation()
/// case .button, .closed, .timedOut, .dismissed: break
/// }
/// ```
public enum AlertResponse: Equatable, Sendable {
    /// A button, by its index in `buttons`: clicked, or activated with Return.
    /// Escape and the window's close button report the cancel button when one is named.
    case button(Int)
    /// Escape or the window's close button, when no cancel button was named.
    case closed
    /// The `timeout` passed to `show` ran out.
    case timedOut
    /// Ended from code: `dismiss()`, `Dialogs.quit()`, or the window destroyed by
    /// someone else (its parent closing, say).
    case dismissed
}

/// The kind of message, as in GTK's message types: screen readers and themes read it,
/// and the alert shows the style's themed icon beside its text, as zenity 3.44 does
/// (`dialog-information`, `dialog-warning`, `dialog-error`, `dialog-question`).
/// ``DialogOptions/iconName`` shows another icon instead.
///
/// ```swift
/// Alert(title: "Disk full", style: .error)
/// ```
public enum AlertStyle: Sendable {
    /// `GTK_MESSAGE_INFO`.
    case info
    /// `GTK_MESSAGE_WARNING`.
    case warning
    /// `GTK_MESSAGE_ERROR`.
    case error
    /// `GTK_MESSAGE_QUESTION`.
    case question

    /// The icon zenity shows for the style (3.44 beside the message, 4.0 above its buttons), from
    /// the icon theme: GTK shows none for a message type.
    package var iconName: String {
        switch self {
        case .info: "dialog-information"
        case .warning: "dialog-warning"
        case .error: "dialog-error"
        case .question: "dialog-question"
        }
    }
}
