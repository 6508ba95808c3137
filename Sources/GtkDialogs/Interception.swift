// The seam DialogsTesting uses to answer dialogs without GTK. It is SPI: apps
// do not see it unless they `@_spi(DialogsTesting) import GtkDialogs`.
// With no responder installed it costs one `nil` check per dialog shown.

/// Receives every dialog the app shows while installed, instead of GTK.
///
/// ```swift
/// @_spi(DialogsTesting) import GtkDialogs
/// final class Recorder: DialogResponder {
///     func present(_ request: DialogRequest) { print(request.title) }
/// }
/// DialogInterception.responder = Recorder()
/// ```
@_spi(DialogsTesting)
@MainActor
public protocol DialogResponder: AnyObject {
    /// Called from inside `show`: answer later, never from here.
    func present(_ request: DialogRequest)
}

/// Where the responder is installed.
///
/// ```swift
/// DialogInterception.responder = scriptedUser
/// defer { DialogInterception.responder = nil }
/// ```
@_spi(DialogsTesting)
@MainActor
public enum DialogInterception {
    /// While set, no GTK window is created and no display is needed.
    public static var responder: (any DialogResponder)?

    static var unanswered: [WeakRequest] = []

    static func register(_ request: DialogRequest) {
        unanswered.removeAll { $0.request?.isAnswered ?? true }
        unanswered.append(WeakRequest(request))
    }

    static func dismissAll() {
        for request in unanswered.compactMap(\.request) { request.dismiss() }
        unanswered.removeAll()
    }
}

/// A dialog shown to a ``DialogResponder``: what a person would see, and the
/// way to answer it (exactly once; later answers are ignored).
///
/// ```swift
/// switch request {
/// case .alert(let alert): alert.respond(.button(0))
/// case .prompt(let prompt): prompt.respond(.submitted("Ada"))
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

    /// The dialog's title.
    public var title: String {
        switch self {
        case .alert(let request): request.title
        case .prompt(let request): request.title
        case .form(let request): request.title
        }
    }

    /// The `timeout` the app passed to `show`, if any.
    public var timeout: Duration? {
        switch self {
        case .alert(let request): request.timeout
        case .prompt(let request): request.timeout
        case .form(let request): request.timeout
        }
    }

    var isAnswered: Bool {
        switch self {
        case .alert(let request): request.isAnswered
        case .prompt(let request): request.isAnswered
        case .form(let request): request.isAnswered
        }
    }

    /// Ends the dialog as dismissed, if it has not been answered yet.
    public func dismiss() {
        switch self {
        case .alert(let request): request.dismiss()
        case .prompt(let request): request.dismiss()
        case .form(let request): request.dismiss()
        }
    }
}

/// One-shot delivery shared by the three request kinds.
@_spi(DialogsTesting)
@MainActor
public class ScriptedAnswer<Response>: Dismissible {
    private var handler: (@MainActor (Response) -> Void)?
    private let dismissed: Response
    /// The `timeout` the app passed to `show`, if any.
    public let timeout: Duration?

    init(timeout: Duration?, dismissed: Response, handler: @escaping @MainActor (Response) -> Void) {
        self.timeout = timeout
        self.dismissed = dismissed
        self.handler = handler
    }

    /// Whether an answer was delivered.
    public var isAnswered: Bool { handler == nil }

    /// Delivers `response` to the app's handler; only the first call counts.
    public func respond(_ response: Response) {
        guard let handler else { return }
        self.handler = nil
        handler(response)
    }

    /// Ends the dialog as dismissed, if it has not been answered yet.
    public func dismiss() {
        respond(dismissed)
    }
}

/// An alert shown to a ``DialogResponder``.
@_spi(DialogsTesting)
public final class AlertRequest: ScriptedAnswer<AlertResponse> {
    /// The title: the window's name and the heading.
    public let title: String
    /// The message under the title (markup source when the app used markup).
    public let message: String?
    /// The buttons' labels as a person reads them (mnemonic underscores removed).
    public let buttons: [String]
    /// The button Escape and the close button report.
    public let cancelButton: Int?
    /// The button Return activates.
    public let defaultButton: Int?

    init(
        title: String, message: String?, buttons: [String], cancelButton: Int?, defaultButton: Int?,
        timeout: Duration?, handler: @escaping @MainActor (AlertResponse) -> Void
    ) {
        self.title = title
        self.message = message
        self.buttons = buttons
        self.cancelButton = cancelButton
        self.defaultButton = defaultButton
        super.init(timeout: timeout, dismissed: .dismissed, handler: handler)
    }
}

/// A text prompt shown to a ``DialogResponder``.
@_spi(DialogsTesting)
public final class PromptRequest: ScriptedAnswer<PromptResponse> {
    /// The title: the window's name and the heading.
    public let title: String
    /// The message under the title (markup source when the app used markup).
    public let message: String?
    /// The entry's initial text.
    public let text: String
    /// The values offered beside the entry (none for a secret prompt).
    public let suggestions: [String]
    /// Whether the text is hidden.
    public let isSecret: Bool
    /// The rule the text must pass before OK can be pressed.
    public let validator: Validator
    /// The OK button's label, as shown.
    public let okTitle: String
    /// The cancel button's label, as shown.
    public let cancelTitle: String
    /// The extra buttons' labels.
    public let extraButtons: [String]

    init(
        title: String, message: String?, text: String, suggestions: [String], isSecret: Bool, validator: Validator,
        okTitle: String, cancelTitle: String, extraButtons: [String], timeout: Duration?,
        handler: @escaping @MainActor (PromptResponse) -> Void
    ) {
        self.title = title
        self.message = message
        self.text = text
        self.suggestions = suggestions
        self.isSecret = isSecret
        self.validator = validator
        self.okTitle = okTitle
        self.cancelTitle = cancelTitle
        self.extraButtons = extraButtons
        super.init(timeout: timeout, dismissed: .dismissed, handler: handler)
    }
}

/// A form shown to a ``DialogResponder``.
@_spi(DialogsTesting)
public final class FormRequest: ScriptedAnswer<FormResponse> {
    /// The title: the window's name and the heading.
    public let title: String
    /// The message under the title (markup source when the app used markup).
    public let message: String?
    /// The fields, top to bottom, with their initial values and rules.
    public let fields: [FormField]
    /// The save button's label, as shown.
    public let saveTitle: String
    /// The cancel button's label, as shown.
    public let cancelTitle: String
    /// The extra buttons' labels.
    public let extraButtons: [String]

    init(
        title: String, message: String?, fields: [FormField], saveTitle: String, cancelTitle: String,
        extraButtons: [String], timeout: Duration?, handler: @escaping @MainActor (FormResponse) -> Void
    ) {
        self.title = title
        self.message = message
        self.fields = fields
        self.saveTitle = saveTitle
        self.cancelTitle = cancelTitle
        self.extraButtons = extraButtons
        super.init(timeout: timeout, dismissed: .dismissed, handler: handler)
    }
}

struct WeakRequest {
    private weak var alert: AlertRequest?
    private weak var prompt: PromptRequest?
    private weak var form: FormRequest?

    @MainActor
    init(_ request: DialogRequest) {
        switch request {
        case .alert(let request): alert = request
        case .prompt(let request): prompt = request
        case .form(let request): form = request
        }
    }

    @MainActor
    var request: DialogRequest? {
        alert.map(DialogRequest.alert) ?? prompt.map(DialogRequest.prompt) ?? form.map(DialogRequest.form)
    }
}

/// Hands a request to the installed responder, as `show` does with GTK.
@MainActor
enum Scripting {
    static func present(
        _ request: DialogRequest, _ answer: any Dismissible, presented: inout PresentedSessions
    ) -> any Dismissible {
        DialogInterception.register(request)
        presented.add(answer)
        DialogInterception.responder?.present(request)
        return answer
    }
}
