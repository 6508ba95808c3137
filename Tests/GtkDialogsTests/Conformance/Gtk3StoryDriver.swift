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
        guard let window = test.window(titled: story.title) else { return ["no window titled \"\(story.title)\""] }
        let buttons = Self.pushButtons(in: window)
        for label in story.reads where buttons[label] == nil {
            failures.append("no push button is named \"\(label)\" (it has \(buttons.keys.sorted()))")
        }
        switch story.act {
        case .press(let label):
            guard let button = buttons[label] else { break }
            let action = OpaquePointer(gtk_widget_get_accessible(button))
            if atk_action_do_action(action, 0) == 0 { failures.append("\"\(label)\" has no click action") }
        case .pressReturn: test.press("Return", in: window)
        case .pressEscape: test.press("Escape", in: window)
        case .closeWindow: test.closeLikeWindowManager(window)
        case .enterText(let text):
            test.press("ctrl+a", in: window)
            test.type(text, in: window)
            test.press("Return", in: window)
        case .waitOut: break
        case .leaveForTheAppToDismiss: answers.dismiss()
        case .leaveForItsWindowToBeDestroyed: gtk_widget_destroy(window)
        }
        if case .refused(let reason) = story.outcome {
            test.drainEvents()
            if !answers.all.isEmpty { failures.append("answered although refused") }
            if let ok = buttons["OK"], gtk_widget_get_sensitive(ok) != 0 { failures.append("OK stays sensitive") }
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

    /// The window's mapped push buttons, by accessible name (ATK: what a screen reader reads).
    static func pushButtons(in window: UnsafeMutablePointer<GtkWidget>) -> [String: UnsafeMutablePointer<GtkWidget>] {
        var found: [String: UnsafeMutablePointer<GtkWidget>] = [:]
        for widget in GUITestCase.descendants(of: window) where gtk_widget_get_mapped(widget) != 0 {
            guard let accessible = gtk_widget_get_accessible(widget),
                atk_object_get_role(accessible) == ATK_ROLE_PUSH_BUTTON,
                let name = atk_object_get_name(accessible)
            else { continue }
            found[String(cString: name)] = found[String(cString: name)] ?? widget
        }
        return found
    }
}
