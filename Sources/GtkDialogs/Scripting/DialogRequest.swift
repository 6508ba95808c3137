/// A dialog shown to a ``DialogResponder``: what a person would see, and the
/// way to answer it (exactly once; later answers are ignored).
///
/// ```swift
/// switch request {
/// case .alert(let alert): alert.respond(.button(0))
/// case .prompt(let prompt): try prompt.submit("Ada")
/// case .form(let form): form.respond(.cancelled)
/// }
/// ```
@_spi(DialogsTesting)
@MainActor
public enum DialogRequest {
    /// An ``Alert`` (a confirm and an inform are alerts too).
    case alert(AlertRequest)
    /// A ``TextPrompt``.
    case prompt(PromptRequest)
    /// A ``FormDialog``.
    case form(FormRequest)
    /// A ``ProgressDialog``.
    case progress(ProgressRequest)
    /// A ``FileChooser``.
    case fileChooser(FileChooserRequest)
    /// A ``TextViewer``.
    case textViewer(TextViewerRequest)
    /// A ``ListDialog``.
    case list(ListRequest)
    /// A ``ScaleDialog``.
    case scale(ScaleRequest)
    /// A ``DateDialog``.
    case date(DateRequest)
    /// An ``AboutDialog``.
    case about(AboutRequest)
    /// A ``ColorChooser``.
    case color(ColorRequest)
    /// A ``DesktopNotification``.
    case notification(NotificationRequest)

    /// What every kind of request can do, answered by the dialog's own rules.
    ///
    /// ```swift
    /// try request.dialog.choose("Cancel")
    /// ```
    public var dialog: any ScriptedDialog {
        switch self {
        case .alert(let request): request
        case .prompt(let request): request
        case .form(let request): request
        case .progress(let request): request
        case .fileChooser(let request): request
        case .textViewer(let request): request
        case .list(let request): request
        case .scale(let request): request
        case .date(let request): request
        case .about(let request): request
        case .color(let request): request
        case .notification(let request): request
        }
    }

    /// Every request is a ``ScriptedAnswer``, which is what `dismiss()` and cancelled callers reach.
    var answer: any Dismissible {
        guard let answer = dialog as? any Dismissible else { preconditionFailure("\(dialog) is not a ScriptedAnswer") }
        return answer
    }

    /// The dialog's title.
    public var title: String { dialog.title }

    /// The `timeout` the app passed to `show`, if any.
    public var timeout: Duration? { dialog.timeout }

    var isAnswered: Bool { dialog.isAnswered }

    /// Ends the dialog as dismissed, if it has not been answered yet.
    public func dismiss() {
        dialog.dismiss()
    }
}
