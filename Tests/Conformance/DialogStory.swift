import DialogsCore

/// What a person does to a shown dialog, in words every driver acts out: a toolkit's driver with
/// real keys and accessible actions at a real window, the scripted user with its steps.
package enum PersonAct: Sendable, CustomStringConvertible {
    /// Clicks the button a person reads as `label` (a toolkit: its accessible action).
    case press(button: String)
    /// Ticks the check box a person reads as `box`, then clicks the button read as `button`.
    case tick(box: String, thenPress: String)
    /// Does nothing: the dialog answers at once without showing (an answer remembered).
    case nothingAsItAnswersUnshown
    /// Waits until the button a person reads as `button` is sensitive (the work is done), then
    /// clicks it (the scripted user: `letFinish`).
    case pressOnceEnabled(button: String)
    /// Presses Return, which presses the button labelled `presses` (for a driver without keys).
    case pressReturn(presses: String)
    /// Presses Escape.
    case pressEscape
    /// Clicks the window's close button (the window manager's close request).
    case closeWindow
    /// Replaces the text in the focused field with `text` and presses Return (the scripted user:
    /// types it and presses OK, or in a form fills the field keyed `inField` and presses Save).
    case enterText(String, inField: String? = nil)
    /// Leaves the dialog alone until its timeout runs out.
    case waitOut
    /// Does nothing: the app ends it with `dismiss()`.
    case leaveForTheAppToDismiss
    /// Does nothing: something outside destroys its window (a scripted user has none, and the app
    /// gets the answer `dismiss()` gives).
    case leaveForItsWindowToBeDestroyed

    package var description: String {
        switch self {
        case .press(let label): "press \"\(label)\""
        case .tick(let box, let button): "tick \"\(box)\", press \"\(button)\""
        case .nothingAsItAnswersUnshown: "nothing: it answers unshown"
        case .pressOnceEnabled(let label): "press \"\(label)\" once it is sensitive"
        case .pressReturn(let label): "press Return (\"\(label)\")"
        case .pressEscape: "press Escape"
        case .closeWindow: "click the close button"
        case .enterText(let text, _): "enter \"\(text)\""
        case .waitOut: "wait out the timeout"
        case .leaveForTheAppToDismiss: "let the app dismiss it"
        case .leaveForItsWindowToBeDestroyed: "let its window be destroyed"
        }
    }
}

/// How a story ends.
package enum StoryOutcome: Equatable, Sendable {
    /// The handler got this answer (as `String(describing:)` writes it).
    case answer(String)
    /// The dialog refused what the person did, saying `reason`, and stayed open (OK insensitive).
    case refused(reason: String)
}

/// One thing a person does to one kind of dialog and what the app gets, written once and acted
/// out by every driver: ``ScriptedStoryDriver`` and each toolkit's.
package struct DialogStory: Sendable {
    /// The kind, as the library names it: "Alert", "TextPrompt"…
    package let kind: String
    /// What the story shows, as a test names it: "Return presses the default button".
    package let name: String
    /// The dialog's title: how every driver finds its window.
    package let title: String
    /// The timeout the dialog is shown with.
    package let timeout: Duration?
    package let act: PersonAct
    package let outcome: StoryOutcome
    /// Button labels a person reads: a toolkit's driver finds each as a push button by its
    /// accessible role and name, the scripted user among the shown dialog's buttons.
    package let reads: [String]
    /// Shows the dialog, reports its answer once, and returns how the app dismisses it.
    package let show:
        @MainActor @Sendable (
            _ title: String, _ timeout: Duration?, _ answered: @escaping @MainActor (String) -> Void
        ) -> @MainActor () -> Void
    /// A showing before this one, titled `title`, that the person answers with `act` first (the
    /// answer a story's dialog remembers); `show` shows it, and this one when it is answered.
    package var before: (title: String, act: PersonAct)? = nil
}

/// Who acts a story out: finds the dialog, does what the person does, and says what it saw.
@MainActor
package protocol StoryDriver {
    /// "scripted user", "GTK 3 on X"…
    var name: String { get }
    /// Starts the story: runs `show`, does the story's act, and returns once the dialog answered
    /// or refused; the driver ends a refused dialog itself. Returns what went wrong, if anything.
    func perform(_ story: DialogStory, answers: StoryAnswers) -> [String]
}

/// The answers a story's dialog delivered, and how the app dismisses it.
@MainActor
package final class StoryAnswers {
    package private(set) var all: [String] = []
    package var dismiss: () -> Void = {}

    package func record(_ answer: String) { all.append(answer) }
}

/// Runs stories against a driver and says, per story, what differed from the story.
@MainActor
package enum StoryRunner {
    /// The failures, one line each: `Alert — Escape answers the cancel button (GTK 3 on X): …`.
    package static func run(_ stories: [DialogStory], on driver: any StoryDriver) -> [String] {
        var failures: [String] = []
        for story in stories {
            let answers = StoryAnswers()
            let problems = driver.perform(story, answers: answers)
            var found = problems
            switch story.outcome {
            case .answer(let expected):
                if answers.all != [expected] { found.append("answered \(answers.all), expected [\(expected)]") }
            case .refused:
                // The driver checked the refusal and then ended the dialog: one answer, dismissed.
                if answers.all.count != 1 { found.append("answered \(answers.all) after the refusal") }
            }
            failures += found.map { "\(story.kind) — \(story.name) (\(driver.name)): \($0)" }
        }
        return failures
    }
}

extension DialogStory {
    /// A story of a change code makes to a kind's own content while it shows (`change`, right
    /// after `show`), then what the person does: `show` shows the dialog, reports its answer, and
    /// returns the change and how the app dismisses it.
    @MainActor
    static func changedWhileShown(
        of kind: String, _ name: String, reads: [String], act: PersonAct, answer: String,
        show:
            @escaping @MainActor @Sendable (
                _ title: String, _ answered: @escaping @MainActor (String) -> Void
            ) -> (change: @MainActor () -> Void, dismiss: @MainActor () -> Void)
    ) -> DialogStory {
        DialogStory(
            kind: kind, name: name, title: "\(kind): \(name)", timeout: nil, act: act, outcome: .answer(answer),
            reads: reads,
            show: { title, _, answered in
                let shown = show(title, answered)
                shown.change()
                return shown.dismiss
            })
    }
}

extension DialogStory {
    /// The stories of the endings a kind shares with every other: its accept and cancel buttons,
    /// Return, Escape, the close button, the timeout, `dismiss()` and the window destroyed; and
    /// the accept button relabelled while shown (a live change), then pressed.
    ///
    /// - Parameters:
    ///   - make: the dialog, titled as given.
    ///   - accept: what Return answers, and the label of the button it presses.
    ///   - buttons: every button the kind has, with what pressing it answers.
    ///   - escape: what Escape answers, and the close button unless `closeButton` says otherwise.
    ///   - timedOut: what the timeout answers.
    ///   - windowTitle: the window's title for the title `make` is given (an about window's "About …").
    @MainActor
    static func endings<Response>(
        of kind: String, reads: [String],
        make: @escaping @MainActor @Sendable (String) -> Dialog<Response>,
        returnPresses accept: (label: String, answer: Response)?,
        buttons: [(label: String, answer: Response)],
        escape: Response, closeButton: Response? = nil, timedOut: Response, dismissed: Response,
        windowTitle: @escaping @Sendable (String) -> String = { $0 }
    ) -> [DialogStory] {
        func story(_ name: String, _ act: PersonAct, _ answer: Response, timeout: Duration? = nil) -> DialogStory {
            let given = "\(kind): \(name)"
            return DialogStory(
                kind: kind, name: name, title: windowTitle(given), timeout: timeout, act: act,
                outcome: .answer(String(describing: answer)), reads: reads,
                show: { _, timeout, answered in
                    let dialog = make(given)
                    dialog.show(timeout: timeout) { answered(String(describing: $0)) }
                    return { dialog.dismiss() }
                })
        }
        var stories = buttons.map { story("the \($0.label) button", .press(button: $0.label), $0.answer) }
        if let accept {
            stories.append(story("Return", .pressReturn(presses: accept.label), accept.answer))
            // A live change: the accept button relabelled while shown is the button a person presses.
            let given = "\(kind): the accept button relabelled while shown"
            stories.append(
                DialogStory(
                    kind: kind, name: "the accept button relabelled while shown", title: windowTitle(given),
                    timeout: nil, act: .press(button: "Apply now"), outcome: .answer(String(describing: accept.answer)),
                    reads: reads.map { $0 == accept.label ? "Apply now" : $0 },
                    show: { _, timeout, answered in
                        let dialog = make(given)
                        dialog.show(timeout: timeout) { answered(String(describing: $0)) }
                        dialog.buttonTitleChanged("Apply now", fallback: .ok, of: .accept)
                        return { dialog.dismiss() }
                    }))
        }
        stories += [
            story("Escape", .pressEscape, escape),
            story("the close button", .closeWindow, closeButton ?? escape),
            story("the timeout", .waitOut, timedOut, timeout: .milliseconds(300)),
            story("dismiss()", .leaveForTheAppToDismiss, dismissed),
            story("the window destroyed", .leaveForItsWindowToBeDestroyed, dismissed),
        ]
        return stories
    }
}
