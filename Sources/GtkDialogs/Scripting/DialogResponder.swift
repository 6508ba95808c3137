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

/// A request remembered without being kept alive.
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
