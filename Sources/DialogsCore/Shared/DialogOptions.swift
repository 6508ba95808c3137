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
    /// A themed icon shown beside an alert's or a prompt's text; an alert shows its style's icon without it.
    public var iconName: String?
    /// An image file shown beside an alert's or a prompt's text, scaled to the dialog icon size,
    /// in place of ``iconName``; one that cannot be read is reported on stderr and not shown.
    ///
    /// ```swift
    /// alert.options.iconFile = "/usr/share/pixmaps/debian-logo.png"
    /// ```
    public var iconFile: String?
    /// Whether an alert without an ``iconName`` or ``iconFile`` shows its style's icon (`dialog-question`…).
    ///
    /// The first themed icon loads the icon theme: about 1.6 MB of a one-alert process's peak
    /// memory and 1–2 ms of its start-up (measured on `gtk-dialogs --question`, which shows it as
    /// zenity does); a program that shows one alert and exits may leave it out.
    ///
    /// ```swift
    /// alert.options.showsStyleIcon = false
    /// ```
    public var showsStyleIcon = true
    /// Whether an alert's message can be selected and copied. It then takes a Tab stop after the
    /// last button, as zenity 3.44's does (`gtk-dialogs` sets it in zenity mode); GTK's message
    /// dialogs, and so alerts by default, go from button to button.
    ///
    /// ```swift
    /// alert.options.isMessageSelectable = true
    /// ```
    public var isMessageSelectable = false
    /// Whether an alert, a prompt or a form shows its title as its heading, above the message
    /// (GNOME's alerts do), or only as the window's title, as zenity 3.44 does (`gtk-dialogs` leaves
    /// it out in zenity mode). libadwaita's message dialogs always show it, as zenity 4's do.
    ///
    /// ```swift
    /// form.options.showsTitleAsHeading = false
    /// ```
    public var showsTitleAsHeading = true

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
