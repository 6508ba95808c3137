/// A button label: the caller's text shown literally, or one of the toolkit's own translated
/// labels (with its mnemonic), such as `_OK` or `_Cancel`.
package enum ButtonLabel: Equatable, Sendable {
    case literal(String)
    /// A label from the toolkit's catalogue by its message id (`_OK`), so it follows `LANGUAGE`.
    case standard(String)
    /// The caller's text with `_` marking the mnemonic, as GTK parses it.
    case mnemonic(String)

    package static let ok = ButtonLabel.standard(StandardButton.ok.messageID)
    package static let cancel = ButtonLabel.standard(StandardButton.cancel.messageID)
    package static let save = ButtonLabel.standard(StandardButton.save.messageID)
    /// GtkColorChooserDialog's own accept label.
    package static let select = ButtonLabel.standard("_Select")

    /// `nil` means the toolkit's translated `fallback`.
    package init(_ text: String?, fallback: ButtonLabel) {
        self = text.map(ButtonLabel.literal) ?? fallback
    }

    /// The label with its mnemonic underscore, as GTK takes it.
    package var mnemonicText: String {
        switch self {
        case .literal(let text): return Mnemonics.escape(text)
        case .standard(let messageID): return ToolkitLabels.translate?(messageID) ?? messageID
        case .mnemonic(let text): return text
        }
    }

    /// The text a person reads, without mnemonic underscores.
    package var displayText: String {
        switch self {
        case .literal(let text): return text
        case .standard, .mnemonic: return Mnemonics.removing(from: mnemonicText)
        }
    }
}
