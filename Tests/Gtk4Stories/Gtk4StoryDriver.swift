import AdwDialogs
import CAdw
import DialogStories
import DialogsGLib
import Foundation

/// Acts stories out at GTK 4's real windows as a person does: real keys (xdotool on X, the
/// compositor's keyboard on Wayland) to the focused window, the window manager's close request, and buttons found by their accessible
/// role (GTK_ACCESSIBLE_ROLE_BUTTON) and label and pressed as a screen reader's click does
/// (`gtk_widget_activate`).
@MainActor
struct Gtk4StoryDriver: StoryDriver {
    var name: String { Keys.isWayland ? "GTK 4 on Wayland" : "GTK 4 on X" }

    func perform(_ story: DialogStory, answers: StoryAnswers) -> [String] {
        var failures: [String] = []
        answers.dismiss = story.show(story.title, story.timeout) { answers.record($0) }
        if let before = story.before {
            guard let earlier = Loop.window(titled: before.title) else {
                return ["no window titled \"\(before.title)\""]
            }
            failures += act(before.act, at: earlier, answers: answers)
        }
        if case .nothingAsItAnswersUnshown = story.act {
            guard Loop.spin(until: { !answers.all.isEmpty }) else { return failures + ["no answer"] }
            return failures + (Widgets.toplevel(titled: story.title) == nil ? [] : ["a window was made"])
        }
        guard let window = Loop.window(titled: story.title) else {
            return failures + ["no window titled \"\(story.title)\""]
        }
        let buttons = Widgets.buttons(in: window)
        for label in story.reads where buttons[label] == nil {
            failures.append("no button is labelled \"\(label)\" (it has \(buttons.keys.sorted()))")
        }
        failures += act(story.act, at: window, answers: answers)
        if case .refused(let reason) = story.outcome {
            Loop.drain()
            if !answers.all.isEmpty { failures.append("answered although refused") }
            if let label = story.reads.last, let accept = Widgets.buttons(in: window)[label],
                gtk_widget_get_sensitive(accept) != 0
            {
                failures.append("\"\(label)\" stays sensitive")
            }
            let shown = Widgets.mappedLabels(in: window)
            if !shown.contains(where: { $0.contains(reason) }) {
                failures.append("\"\(reason)\" is not shown: \(shown)")
            }
            answers.dismiss()
        }
        if !Loop.spin(until: { !answers.all.isEmpty }) { failures.append("no answer") }
        return failures
    }

    private func act(_ act: PersonAct, at window: UnsafeMutablePointer<GtkWidget>, answers: StoryAnswers) -> [String] {
        switch act {
        case .press(let label):
            guard let button = Widgets.buttons(in: window)[label] else { return ["no button \"\(label)\" to press"] }
            if gtk_widget_get_sensitive(button) == 0 { return ["\"\(label)\" is insensitive"] }
            gtk_widget_activate(button)
        case .pressOnceEnabled(let label):
            guard let button = Widgets.buttons(in: window)[label] else { return ["no button \"\(label)\" to press"] }
            guard Loop.spin(until: { gtk_widget_get_sensitive(button) != 0 }) else {
                return ["\"\(label)\" stays insensitive"]
            }
            gtk_widget_activate(button)
        case .tick(let box, let button):
            guard let check = Widgets.checkButtons(in: window)[box] else { return ["no check box \"\(box)\" to tick"] }
            gtk_widget_activate(check)
            return self.act(.press(button: button), at: window, answers: answers)
        case .pressReturn: Keys.press("Return", in: window)
        case .pressEscape: Keys.press("Escape", in: window)
        case .closeWindow: Keys.closeLikeWindowManager(window)
        case .enterText(let text, _):
            Keys.press("ctrl+a", in: window)
            if text.isEmpty { Keys.press("BackSpace", in: window) } else { Keys.type(text, in: window) }
            Keys.press("Return", in: window)
        case .waitOut, .nothingAsItAnswersUnshown: break
        case .leaveForTheAppToDismiss: answers.dismiss()
        case .leaveForItsWindowToBeDestroyed: gtk_window_destroy(ad_window(window))
        }
        return []
    }
}
