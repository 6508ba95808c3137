/// An alert resolved for showing: the one description its GTK window and its
/// scripted request are both built from. It holds no GTK type.
package struct AlertDescription: DialogDescription {
    package var title: String
    package var message: LabelText?
    /// Left to right; an alert always has at least one.
    package var buttons: [ButtonLabel]
    package var style: AlertStyle
    /// Return activates it; a single button is the default one.
    package var defaultButton: Int?
    /// Escape and the close button report it.
    package var cancelButton: Int?
    package var destructiveButton: Int?
    /// Has the focus when the alert opens: the default button, or else the cancel
    /// button beside a destructive one, so that Return never destroys.
    package var focusedButton: Int?
    package var showsCountdown: Bool
    package var options: DialogOptions
    /// The label of the "Don't ask again" check box under the message; nil for none.
    package var dontAskAgain: ButtonLabel?

    /// An alert's window reports whether its "Don't ask again" box is ticked: at first it is not.
    package var initialState: Bool { false }
}
