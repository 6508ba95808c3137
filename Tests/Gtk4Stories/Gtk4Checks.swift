import AdwDialogs
import CAdw
import Foundation

/// What GTK 4's windows show beyond a story's answer (a scripted user has no window to show it
/// on): each check shows a dialog, reads or drives it with real keys, and returns what differed.
@MainActor
struct Gtk4Check {
    let name: String
    let run: @MainActor () -> [String]

    /// `--checks`: runs every check and prints one line per failure and the count.
    static func runAll(on driver: Gtk4StoryDriver) -> Int32 {
        var failures: [String] = []
        for check in all {
            failures += check.run().map { "\(check.name) (\(driver.name)): \($0)" }
        }
        _ = Loop.spin(until: { Dialogs.liveCallbackBoxes == 0 }, seconds: 5)  // windows go in idle time
        for failure in failures { print("FAILED: \(failure)") }
        print("checks (\(driver.name)): \(all.count)")
        print("live callback boxes: \(Dialogs.liveCallbackBoxes)")
        return failures.isEmpty ? 0 : 1
    }

    static var all: [Gtk4Check] { countdowns }
}

// MARK: Countdowns

extension Gtk4Check {
    /// An alert, a prompt and a form with a timeout and `showsCountdown` show the seconds left on
    /// the default button, as GTK 3's do, and count them down.
    static var countdowns: [Gtk4Check] {
        [
            countdown("an alert's default button counts down", reads: "Discard") { title in
                let alert = Alert(
                    title: title, buttons: ["Keep editing", "Discard"], cancelButton: 0, defaultButton: 1)
                alert.showsCountdown = true
                return alert
            },
            countdown("a prompt's OK counts down", reads: "OK") { title in
                let prompt = TextPrompt(title: title, text: "draft")
                prompt.showsCountdown = true
                return prompt
            },
            countdown("a form's Save counts down", reads: "Save") { title in
                let form = FormDialog(title: title) { FormField(key: "name", label: "Name", value: "Ada") }
                form.showsCountdown = true
                return form
            },
        ]
    }

    /// Shows `make`'s dialog for 30 seconds: its button reads "`label` (30)", then "`label` (29)".
    private static func countdown<Response>(
        _ name: String, reads label: String, make: @escaping @MainActor (String) -> Dialog<Response>
    ) -> Gtk4Check {
        Gtk4Check(name: name) {
            let title = "Countdown: \(name)"
            let dialog = make(title)
            var answered = false
            dialog.show(timeout: .seconds(30)) { _ in answered = true }
            defer {
                dialog.dismiss()
                _ = Loop.spin(until: { answered })
            }
            guard let window = Loop.window(titled: title) else { return ["no window titled \"\(title)\""] }
            var failures: [String] = []
            for seconds in [30, 29] {
                let counted = "\(label) (\(seconds))"
                if !Loop.spin(until: { Widgets.buttons(in: window)[counted] != nil }, seconds: 5) {
                    failures.append(
                        "no button reads \"\(counted)\" (it has \(Widgets.buttons(in: window).keys.sorted()))")
                }
            }
            return failures
        }
    }
}
