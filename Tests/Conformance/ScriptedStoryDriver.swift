import DialogsCore
import DialogsTesting

/// Acts stories out with DialogsTesting's `ScriptedUser`: no window, each act one of its steps.
@MainActor
package struct ScriptedStoryDriver: StoryDriver {
    package init() {}

    package var name: String { "scripted user" }

    package func perform(_ story: DialogStory, answers: StoryAnswers) -> [String] {
        var failures: [String] = []
        let user = ScriptedUser(report: { message, _, _ in failures.append(message) })
        let title = story.title
        switch story.act {
        case .press(let label), .pressReturn(let label): user.choose(label, inAlert: title)
        case .pressEscape, .closeWindow: user.close(title)
        case .enterText(let text): user.type(text, into: title)
        case .waitOut: user.waitOut(title)
        case .leaveForTheAppToDismiss, .leaveForItsWindowToBeDestroyed: user.leaveOpen(title)
        }
        user.install()
        answers.dismiss = story.show(title, story.timeout) { answers.record($0) }
        user.settleNow()
        switch story.act {
        case .leaveForTheAppToDismiss, .leaveForItsWindowToBeDestroyed: answers.dismiss()
        default: break
        }
        user.uninstall()
        let shown = user.shown.first { $0.title == title }
        if shown == nil { failures.append("no dialog titled \"\(title)\" was shown") }
        for label in story.reads where !(shown?.buttons.contains(label) ?? false) {
            failures.append("no button reads \"\(label)\" (it shows \(shown?.buttons ?? []))")
        }
        if case .refused(let reason) = story.outcome {
            // The refusal is the one failure the script reports, and it ends the dialog as dismissed.
            let refusal = failures.firstIndex { $0.contains("refuses") && $0.contains(reason) }
            if let refusal { failures.remove(at: refusal) } else { failures.append("not refused with \"\(reason)\"") }
        }
        return failures
    }
}
