import DialogsCore
import DialogsTesting

/// Acts stories out with DialogsTesting's `ScriptedUser`: no window, each act one of its steps.
@MainActor
package struct ScriptedStoryDriver: StoryDriver {
    /// Runs the main loop until the condition holds: answers that the app's own code delivers
    /// later (a progress reporter's) arrive as the main actor runs.
    private let waitUntil: @MainActor (_ condition: () -> Bool) -> Void

    package init(waitUntil: @escaping @MainActor (_ condition: () -> Bool) -> Void) {
        self.waitUntil = waitUntil
    }

    package var name: String { "scripted user" }

    package func perform(_ story: DialogStory, answers: StoryAnswers) -> [String] {
        var failures: [String] = []
        let user = ScriptedUser(report: { message, _, _ in failures.append(message) })
        let title = story.title
        if let before = story.before { Self.addStep(for: before.act, at: before.title, to: user) }
        Self.addStep(for: story.act, at: title, to: user)
        user.install()
        answers.dismiss = story.show(title, story.timeout) { answers.record($0) }
        user.settleNow()
        switch story.act {
        case .leaveForTheAppToDismiss, .leaveForItsWindowToBeDestroyed: answers.dismiss()
        default: break
        }
        if answers.all.isEmpty { waitUntil { !answers.all.isEmpty } }
        user.uninstall()
        let shown = user.shown.first { $0.title == title }
        if case .nothingAsItAnswersUnshown = story.act {
            if shown != nil { failures.append("\"\(title)\" was shown") }
        } else if shown == nil {
            failures.append("no dialog titled \"\(title)\" was shown")
        }
        // What a person read: the buttons as shown, and the labels code gave them while shown.
        let relabelled = user.changes(of: title).filter { $0.name == "button label" }.compactMap {
            $0.values.last ?? nil
        }
        let read = (shown?.buttons ?? []) + relabelled
        for label in story.reads where !read.contains(label) {
            failures.append("no button reads \"\(label)\" (it shows \(read))")
        }
        if case .refused(let reason) = story.outcome {
            // The refusal is the one failure the script reports, and it ends the dialog as dismissed.
            let refusal = failures.firstIndex { $0.contains("refuses") && $0.contains(reason) }
            if let refusal { failures.remove(at: refusal) } else { failures.append("not refused with \"\(reason)\"") }
        }
        return failures
    }

    /// The scripted user's step for what the person does at the dialog titled `title`.
    private static func addStep(for act: PersonAct, at title: String, to user: ScriptedUser) {
        switch act {
        case .press(let label), .pressReturn(let label): user.choose(label, inAlert: title)
        case .pressEscape: user.pressEscape(title)
        case .closeWindow: user.close(title)
        case .enterText(let text, nil): user.type(text, into: title)
        case .enterText(let text, let key?): user.fill(title, with: [key: text])
        case .tick(_, let button): user.choose(button, inAlert: title, dontAskAgain: true)
        case .nothingAsItAnswersUnshown: break
        case .pressOnceEnabled: user.letFinish(title)
        case .waitOut: user.waitOut(title)
        case .leaveForTheAppToDismiss, .leaveForItsWindowToBeDestroyed: user.leaveOpen(title)
        }
    }
}
