/// GTK's own button labels, in the user's language, with their mnemonic underscore.
///
/// ```swift
/// let alert = Alert(title: "Quit?", buttons: [StandardButton.no.label, StandardButton.yes.label],
///                   cancelButton: 0, defaultButton: 1)
/// alert.usesMnemonics = true
/// ```
public enum StandardButton: CaseIterable, Sendable {
    /// "_OK"
    case ok
    /// "_Cancel"
    case cancel
    /// "_Yes"
    case yes
    /// "_No"
    case no
    /// "_Save"
    case save
    /// "_Close"
    case close

    /// The translated label from GTK's catalogue (domain `gtk30`), such as "_Abbrechen" under `LANGUAGE=de`.
    ///
    /// ```swift
    /// StandardButton.cancel.label   // "_Cancel"
    /// ```
    public var label: String {
        ButtonLabel.standard(messageID).mnemonicText
    }

    package var messageID: String {
        switch self {
        case .ok: "_OK"
        case .cancel: "_Cancel"
        case .yes: "_Yes"
        case .no: "_No"
        case .save: "_Save"
        case .close: "_Close"
        }
    }
}
