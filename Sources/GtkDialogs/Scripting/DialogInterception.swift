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
        unanswered.removeAll { $0.dialog?.isAnswered ?? true }
        unanswered.append(WeakRequest(request))
    }

    static func dismissAll() {
        for dialog in unanswered.compactMap(\.dialog) { dialog.dismiss() }
        unanswered.removeAll()
    }
}

/// A request remembered without being kept alive.
struct WeakRequest {
    weak var dialog: (any ScriptedDialog)?

    @MainActor
    init(_ request: DialogRequest) {
        dialog = request.dialog
    }
}
