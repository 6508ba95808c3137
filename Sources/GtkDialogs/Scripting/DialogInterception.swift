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
