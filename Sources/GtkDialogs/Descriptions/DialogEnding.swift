/// How a dialog ended, before each dialog kind maps it to its public response.
enum DialogEnding: Equatable {
    /// The `response` signal: a button, or `GTK_RESPONSE_DELETE_EVENT` for Escape and the close button.
    case response(Int32)
    /// Ended by a kind's own control (Return in a valid entry, say) with this response id.
    case submitted(Int32)
    case timedOut
    case dismissed
    /// The widget was destroyed by someone else (its parent, or code outside the library).
    case destroyed

    /// Escape or the window's close button: GTK's `GTK_RESPONSE_DELETE_EVENT`.
    static let closed = DialogEnding.response(-4)
}
