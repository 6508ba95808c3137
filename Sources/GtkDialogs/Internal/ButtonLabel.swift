import CGtk

/// A button label: the caller's text shown literally, or one of GTK's own
/// translated labels (with its mnemonic), such as `_OK` or `_Cancel`.
enum ButtonLabel: Equatable {
    case literal(String)
    case gtk(String)
    /// The caller's text with `_` marking the mnemonic, as GTK parses it.
    case mnemonic(String)

    static let ok = ButtonLabel.gtk(StandardButton.ok.messageID)
    static let cancel = ButtonLabel.gtk(StandardButton.cancel.messageID)
    static let save = ButtonLabel.gtk(StandardButton.save.messageID)
    /// GtkColorChooserDialog's own accept label.
    static let select = ButtonLabel.gtk("_Select")

    /// `nil` means GTK's translated `fallback`.
    init(_ text: String?, fallback: ButtonLabel) {
        self = text.map(ButtonLabel.literal) ?? fallback
    }

    /// A label from GTK's own catalogue (domain `gtk30`), so it follows `LANGUAGE`.
    static func translation(of messageID: String) -> String {
        messageID.withCString { String(cString: g_dgettext("gtk30", $0)) }
    }

    /// The label with its mnemonic underscore, as GTK takes it.
    var mnemonicText: String {
        switch self {
        case .literal(let text): return Mnemonics.escape(text)
        case .gtk(let messageID): return Self.translation(of: messageID)
        case .mnemonic(let text): return text
        }
    }

    /// The text a person reads, without mnemonic underscores.
    var displayText: String {
        switch self {
        case .literal(let text): return text
        case .gtk, .mnemonic: return Mnemonics.removing(from: mnemonicText)
        }
    }
}
