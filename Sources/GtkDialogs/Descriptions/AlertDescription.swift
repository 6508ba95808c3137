/// An alert resolved for showing: the one description its GTK window and its
/// scripted request are both built from. It holds no GTK type.
struct AlertDescription {
    var title: String
    var message: LabelText?
    /// Left to right; an alert always has at least one.
    var buttons: [ButtonLabel]
    var style: AlertStyle
    /// Return activates it; a single button is the default one.
    var defaultButton: Int?
    /// Escape and the close button report it.
    var cancelButton: Int?
    var destructiveButton: Int?
    /// Has the focus when the alert opens: the default button, or else the cancel
    /// button beside a destructive one, so that Return never destroys.
    var focusedButton: Int?
    var showsCountdown: Bool
    var options: DialogOptions

    /// The answer for an ending, for the window and the scripted user alike.
    func response(for ending: DialogEnding) -> AlertResponse {
        Alert.response(for: ending, cancelButton: cancelButton)
    }
}
