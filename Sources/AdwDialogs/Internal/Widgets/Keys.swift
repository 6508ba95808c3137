import CAdw

/// The key values the GTK 4 windows answer themselves.
enum Keys {
    /// Return, as the main keyboard, the keypad and ISO keyboards send it.
    static let returns = Set([GDK_KEY_Return, GDK_KEY_KP_Enter, GDK_KEY_ISO_Enter].map { UInt32($0) })
}
