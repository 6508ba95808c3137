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

/// The response of a kind with an accept button (OK, Select, Save) and Cancel: the cases its
/// endings other than the accept button and the timeout share with every such kind.
package protocol AcceptOrCancelResponse {
    /// The Cancel button.
    static var cancelled: Self { get }
    /// Escape, the window's close button, or a button that is neither accept nor Cancel.
    static var closed: Self { get }
    /// Ended from code, or the window destroyed.
    static var dismissed: Self { get }
}

extension DialogEnding {
    /// The response of a kind with an accept button and Cancel: `accepted` for that button (or
    /// the kind's own control, such as Return), `timedOut` for the timeout, an extra button's
    /// `extraButton` when the kind has them, and the kind's `cancelled`, `closed` and `dismissed`
    /// for the rest.
    ///
    /// ```swift
    /// let response: DateResponse = ending.response(accepted: .chosen(day), timedOut: .timedOut(day))
    /// ```
    package func response<Response: AcceptOrCancelResponse>(
        accepted: @autoclosure () -> Response, timedOut: @autoclosure () -> Response,
        extraButton: ((Int) -> Response)? = nil
    ) -> Response {
        switch self {
        case .response(ResponseID.accept), .submitted(ResponseID.accept): accepted()
        case .response(ResponseID.cancel): .cancelled
        case .response(let id), .submitted(let id): ResponseID.extraIndex(id).flatMap { extraButton?($0) } ?? .closed
        case .timedOut: timedOut()
        case .dismissed, .destroyed: .dismissed
        }
    }
}
