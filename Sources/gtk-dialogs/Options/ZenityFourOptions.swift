import GtkDialogs

/// zenity 4's spellings, accepted beside zenity 3.44's: scripts written for either run on both.
/// zenity 4 deprecated `--window-icon` and `--icon-name` (both now `--icon`), `--confirm-overwrite`
/// (GTK 4 always confirms), `--attach` and `--hint`; the first three keep their 3.44 meaning here.
extension ParsedOptions {
    /// Resolves `--icon` for `kind` and says on stderr which options are ignored.
    mutating func resolveZenityFour(for kind: ZenityMode.Kind) {
        if let icon = common.icon {
            if kind.isMessage {
                // An image file when one is there (or the value is a path), else a themed icon's name.
                if icon.contains("/") || ThisProcess.isFile(icon) {
                    message.iconFile = icon
                } else {
                    message.iconName = icon
                }
            } else {
                common.windowIcon = common.windowIcon ?? icon
            }
        }
    }
}
