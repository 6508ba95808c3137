/// A dialog in a window of its own, with a title and window options: every kind but the desktop
/// notification, the file chooser (the desktop's own) and the about window (titled by its program).
/// Setting ``title`` while the dialog shows retitles the shown window.
///
/// ```swift
/// let chooser = ColorChooser(title: "Accent colour")
/// chooser.options.width = 480
/// chooser.show { print($0) }
/// chooser.title = "Accent colour (dark theme)"   // the shown window follows
/// ```
@MainActor
public class TitledDialog<Response>: Dialog<Response> {
    /// The window's title; alerts and prompts show it as their heading too.
    public var title: String {
        didSet { titleChanged(title) }
    }
    /// Window size, icon, and how a message wraps.
    public var options = DialogOptions()

    package init(title: String) {
        self.title = title
        super.init()
    }
}

/// A titled dialog with a message under its title, plain or as markup: alerts, prompts, forms,
/// lists, progress, scales, dates and step lists. Setting either while the dialog shows changes
/// the shown message.
///
/// ```swift
/// let progress = ProgressDialog(title: "Copying", message: "Starting…")
/// _ = progress.show { print($0) }
/// progress.message = "Copying 3 of 40"           // the shown message follows
/// progress.messageMarkup = Markup(escaping: "Copying <report.pdf>")
/// ```
@MainActor
public class MessageDialog<Response>: TitledDialog<Response> {
    /// The text under the title, plain: `<b>`, `&` and `%n` show exactly as typed.
    public var message: String? {
        didSet { messageChanged(message, markup: messageMarkup) }
    }
    /// The text under the title as markup; shown instead of ``message`` when set.
    public var messageMarkup: Markup? {
        didSet { messageChanged(message, markup: messageMarkup) }
    }

    package init(title: String, message: String?) {
        self.message = message
        super.init(title: title)
    }

    /// The message as the description carries it: markup when set, else the plain text.
    package var messageText: LabelText? {
        LabelText(message: message, markup: messageMarkup)
    }
}
