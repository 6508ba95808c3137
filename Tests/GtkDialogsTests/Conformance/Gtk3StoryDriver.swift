import CGtk
import CGtkBridge
import DialogStories
import DialogsCore
import XCTest

@testable import GtkDialogs

/// Acts stories out at GTK 3's real windows as a person does: real keys (XTest, or the
/// compositor's keyboard under Wayland), the window manager's close request, and buttons found by
/// their accessible role and name and pressed by their accessible action.
@MainActor
struct Gtk3StoryDriver: StoryDriver {
    let test: GUITestCase

    var name: String { DisplayServer.isWayland ? "GTK 3 on Wayland" : "GTK 3 on X" }

    func perform(_ story: DialogStory, answers: StoryAnswers) -> [String] {
        var failures: [String] = []
        answers.dismiss = story.show(story.title, story.timeout) { answers.record($0) }
        if let before = story.before {
            guard let earlier = test.window(titled: before.title) else {
                return ["no window titled \"\(before.title)\""]
            }
            failures += act(before.act, at: earlier, answers: answers)
        }
        if case .nothingAsItAnswersUnshown = story.act {
            test.spin(until: { !answers.all.isEmpty }, "the answer to \"\(story.title)\"")
            let shown = GUITestCase.toplevels().filter {
                gtk_window_get_title(gd_window($0)).map { String(cString: $0) } == story.title
            }
            return failures + (shown.isEmpty ? [] : ["a window titled \"\(story.title)\" was made"])
        }
        guard let window = test.window(titled: story.title) else { return ["no window titled \"\(story.title)\""] }
        let windowName = atk_object_get_name(gtk_widget_get_accessible(window)).map { String(cString: $0) }
        if windowName != story.title { failures.append("the window's accessible name is \(windowName ?? "none")") }
        let buttons = Self.pushButtons(in: window)
        for label in story.reads where buttons[label] == nil {
            failures.append("no push button is named \"\(label)\" (it has \(buttons.keys.sorted()))")
        }
        failures += act(story.act, at: window, answers: answers)
        if case .refused(let reason) = story.outcome {
            test.drainEvents()
            if !answers.all.isEmpty { failures.append("answered although refused") }
            // The accept button is the last a person reads (Cancel, OK; Cancel, Save).
            if let label = story.reads.last, let accept = buttons[label], gtk_widget_get_sensitive(accept) != 0 {
                failures.append("\"\(label)\" stays sensitive")
            }
            let shown = GUITestCase.labels(in: window).filter { gtk_widget_get_mapped($0) != 0 }
                .map(GUITestCase.labelText)
            if !shown.contains(where: { $0.contains(reason) }) {
                failures.append("\"\(reason)\" is not shown: \(shown)")
            }
            answers.dismiss()
        }
        test.spin(until: { !answers.all.isEmpty }, "the answer to \"\(story.title)\"")
        return failures
    }

    /// Does what the person does at `window`: presses a button by its accessible action, keys, the
    /// window manager's close request.
    private func act(_ act: PersonAct, at window: UnsafeMutablePointer<GtkWidget>, answers: StoryAnswers) -> [String] {
        switch act {
        case .press(let label):
            guard let button = Self.pushButtons(in: window)[label] else { return ["no button \"\(label)\" to press"] }
            let action = OpaquePointer(gtk_widget_get_accessible(button))
            if atk_action_do_action(action, 0) == 0 { return ["\"\(label)\" has no click action"] }
        case .tick(let box, let button):
            guard let check = Self.widgets(in: window, role: ATK_ROLE_CHECK_BOX)[box] else {
                return ["no check box \"\(box)\" to tick"]
            }
            atk_action_do_action(OpaquePointer(gtk_widget_get_accessible(check)), 0)
            return self.act(.press(button: button), at: window, answers: answers)
        case .nothingAsItAnswersUnshown: break
        case .pressOnceEnabled(let label):
            guard let button = Self.pushButtons(in: window)[label] else { return ["no button \"\(label)\" to press"] }
            test.spin(until: { gtk_widget_get_sensitive(button) != 0 }, "\"\(label)\" made sensitive")
            return self.act(.press(button: label), at: window, answers: answers)
        case .pressReturn: test.press("Return", in: window)
        case .pressEscape: test.press("Escape", in: window)
        case .closeWindow: test.closeLikeWindowManager(window)
        case .enterText(let text, _):
            test.press("ctrl+a", in: window)
            if text.isEmpty { test.press("BackSpace", in: window) } else { test.type(text, in: window) }
            test.press("Return", in: window)
        case .waitOut: break
        case .leaveForTheAppToDismiss: answers.dismiss()
        case .leaveForItsWindowToBeDestroyed: gtk_widget_destroy(window)
        }
        return []
    }

    /// The window's mapped push buttons, by accessible name (ATK: what a screen reader reads).
    static func pushButtons(in window: UnsafeMutablePointer<GtkWidget>) -> [String: UnsafeMutablePointer<GtkWidget>] {
        widgets(in: window, role: ATK_ROLE_PUSH_BUTTON)
    }

    /// The window's mapped widgets with this accessible role, by accessible name.
    static func widgets(
        in window: UnsafeMutablePointer<GtkWidget>, role: AtkRole
    ) -> [String: UnsafeMutablePointer<GtkWidget>] {
        var found: [String: UnsafeMutablePointer<GtkWidget>] = [:]
        for widget in GUITestCase.descendants(of: window) where gtk_widget_get_mapped(widget) != 0 {
            guard let accessible = gtk_widget_get_accessible(widget),
                atk_object_get_role(accessible) == role,
                let name = atk_object_get_name(accessible)
            else { continue }
            found[String(cString: name)] = found[String(cString: name)] ?? widget
        }
        return found
    }
}
