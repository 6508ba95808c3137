/// Window and text options every dialog kind accepts.
///
/// ```swift
/// let alert = Alert(title: "Backup", message: longReport)
/// alert.options = DialogOptions(width: 480, windowIcon: .named("drive-harddisk"))
/// alert.show()
/// ```
public struct DialogOptions: Equatable, Sendable {
    /// The window's default width in pixels (`gtk_window_set_default_size`); nil leaves it to GTK.
    public var width: Int?
    /// The window's default height in pixels; nil leaves it to GTK.
    public var height: Int?
    /// The icon window lists and task bars show for the dialog.
    public var windowIcon: WindowIcon?
    /// Whether the message wraps at the window's width (otherwise it stays on one line per paragraph).
    public var wrapsMessage: Bool
    /// Whether a message too wide for the window ends in "…" instead of wrapping.
    public var ellipsizesMessage: Bool
    /// A themed icon shown beside an alert's or a prompt's text (GTK 3 shows none by default).
    public var iconName: String?

    /// Options; the defaults leave everything to GTK and wrap the message.
    ///
    /// ```swift
    /// DialogOptions(width: 400, wrapsMessage: false, iconName: "dialog-warning")
    /// ```
    public init(
        width: Int? = nil, height: Int? = nil, windowIcon: WindowIcon? = nil, wrapsMessage: Bool = true,
        ellipsizesMessage: Bool = false, iconName: String? = nil
    ) {
        self.width = width
        self.height = height
        self.windowIcon = windowIcon
        self.wrapsMessage = wrapsMessage
        self.ellipsizesMessage = ellipsizesMessage
        self.iconName = iconName
    }
}

/// A window icon: a name from the icon theme, or an image file.
///
/// ```swift
/// DialogOptions(windowIcon: .named("dialog-password"))
/// DialogOptions(windowIcon: .file("/usr/share/pixmaps/debian-logo.png"))
/// ```
public enum WindowIcon: Equatable, Sendable {
    /// An icon theme name (`gtk_window_set_icon_name`).
    case named(String)
    /// An image file (`gtk_window_set_icon_from_file`); one that cannot be read is reported on stderr.
    case file(String)
}
