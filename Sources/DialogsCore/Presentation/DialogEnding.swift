/// How a dialog ended, before its kind turns it into the public answer.
package enum DialogEnding: Equatable, Sendable {
    /// A button's response id, or ``closed`` for Escape and the window's close button.
    case response(Int32)
    /// Ended by a kind's own control (Return in a valid entry, say) with this response id.
    case submitted(Int32)
    case timedOut
    case dismissed
    /// The window was destroyed by someone else (its parent, or code outside the library).
    case destroyed

    /// Escape or the window's close button (GTK's `GTK_RESPONSE_DELETE_EVENT`).
    package static let closed = DialogEnding.response(-4)

    /// The accept button (OK, Save, Select…), clicked or activated: the answer a dialog remembers.
    package var accepts: Bool {
        self == .response(ResponseID.accept) || self == .submitted(ResponseID.accept)
    }

    /// The button's response id of an ending by a button or a kind's own control.
    package var responseID: Int32? {
        switch self {
        case .response(let id), .submitted(let id): id
        case .timedOut, .dismissed, .destroyed: nil
        }
    }
}
