import DialogsCore

/// zenity 3.44's words for its buttons, from our catalog, which takes them from zenity's own
/// (`scripts/start-translation`). They are not GTK's in many languages: German "Ok", Russian "ОК"
/// and "Отменить", Italian "_Si", Japanese "OK" with no mnemonic. (Arabic keeps GTK's words:
/// zenity's catalog has none of these, so zenity shows them in English.)
enum ZenityWords {
    /// Which words a zenity dialog's OK and Cancel take.
    enum Buttons {
        /// zenity.ui's plain "OK" and "Cancel" (messages, entry, forms, list, calendar, scale,
        /// progress, text): ``ZenityMode`` gives them to every kind as `--ok-label` and `--cancel-label`.
        case builder
        /// "_OK" and "_Cancel", with mnemonics, where zenity adds its buttons in code (password,
        /// file selection): the kind uses ``mnemonicOK`` and ``mnemonicCancel``.
        case code
        /// The dialog's own (a question's Yes and No, the colour chooser's GTK buttons).
        case own
    }

    static var ok: String { TextDomain.tool("OK") }
    static var cancel: String { TextDomain.tool("Cancel") }
    static var mnemonicOK: String { TextDomain.tool("_OK") }
    static var mnemonicCancel: String { TextDomain.tool("_Cancel") }
    static var yes: String { TextDomain.tool("_Yes") }
    static var no: String { TextDomain.tool("_No") }
}
