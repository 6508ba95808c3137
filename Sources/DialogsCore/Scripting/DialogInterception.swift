// The seam DialogsTesting answers dialogs through, without a backend. With no responder installed
// it costs one `nil` check per dialog shown.

/// Receives every dialog the app shows while installed, instead of the backend's windows.
@MainActor
package protocol DialogResponder: AnyObject {
    /// Called from inside `show`: answer later, never from here.
    func present(_ request: any ScriptedDialog)
    /// Where the dialogs shown now remember their answers: never the user's own files.
    var answerStore: any AnswerStore { get }
}

extension DialogResponder {
    /// A responder that keeps no answers gives each dialog a memory of its own.
    package var answerStore: any AnswerStore { InMemoryAnswers() }
}

/// Where the responder is installed; while it is, no window is made and no display is needed.
@MainActor
package enum DialogInterception {
    package static var responder: (any DialogResponder)? {
        didSet {
            unanswered.removeAll { $0.request?.isAnswered ?? true }
            AnswerStores.scripted = responder?.answerStore
        }
    }

    private struct Entry {
        weak var request: (any ScriptedDialog)?
    }

    /// The requests not answered yet, for `Dialogs.quit()`.
    private static var unanswered: [Entry] = []

    /// Hands `request` to the responder, remembering it until it is answered.
    static func hand(_ request: any ScriptedDialog, to responder: any DialogResponder) {
        unanswered.removeAll { $0.request?.isAnswered ?? true }
        unanswered.append(Entry(request: request))
        responder.present(request)
    }

    static func dismissAll() {
        for request in unanswered.compactMap(\.request) { request.dismiss() }
        unanswered.removeAll()
    }
}
