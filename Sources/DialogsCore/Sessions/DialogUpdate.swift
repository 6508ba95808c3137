/// What code changes on a shown dialog of any kind: its title, its message, a button's label or
/// sensitivity. A kind's own content (a list's rows, a prompt's text) changes through its
/// description's `Change`.
package enum DialogUpdate: Equatable, Sendable {
    case title(String)
    case message(LabelText?)
    /// The button with this response id shows this label.
    case buttonLabel(Int32, ButtonLabel)
    /// The button with this response id can (or cannot) be pressed.
    case buttonEnabled(Int32, Bool)
}

/// A button of a shown dialog, as code names it to change it.
///
/// ```swift
/// prompt.setButton(.accept, isEnabled: false)   // OK, until the app says otherwise
/// alert.setButton(.index(2), isEnabled: false)  // an alert's third button
/// ```
public enum DialogButton: Hashable, Sendable {
    /// The button that answers: OK, Save, Select, Open (an alert's default button).
    case accept
    /// The cancel button (an alert's cancel button).
    case cancel
    /// An alert's button, or an extra button of a prompt, form or list, by index from 0.
    case index(Int)

    /// The response id of the button in dialogs whose buttons are cancel, accept, then extras.
    package var actionResponseID: Int32 {
        switch self {
        case .accept: ResponseID.accept
        case .cancel: ResponseID.cancel
        case .index(let index): ResponseID.extra(index)
        }
    }
}
