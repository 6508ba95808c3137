// A small app the tests run as a separate process, with or without a display:
// each argument names a scenario that must end (never hang) and print what happened.
import CGtk
import CGtkBridge
import Foundation
import GtkDialogs

/// One line on stdout, unbuffered: a crash or a kill must not lose what came before.
func say(_ line: String) {
    _ = (line + "\n").withCString { write(STDOUT_FILENO, $0, strlen($0)) }
}

@MainActor
func scenario(_ name: String) {
    switch name {
    case "inform-quit":
        // The user's report: the handler ran inside `show`, its quit was lost, `run()` waited.
        Alert.inform(title: "Bye", timeout: .milliseconds(50)) { response in
            say("handler \(response)")
            Dialogs.quit()
        }
        say("show returned")
        Dialogs.run()
        say("run returned")
    case "file-open", "file-save", "file-folder", "file-several":
        // The file chooser, for tests that drive GTK's own chooser dialog with real keys;
        // what it shows meanwhile is said by ChooserWatcher (`listed 3`, `asked`).
        let actions: [String: FileChooser.Action] = [
            "file-open": .open, "file-save": .save, "file-folder": .selectFolder, "file-several": .openMultiple,
        ]
        let chooser = FileChooser(
            title: "Probe chooser", action: actions[name]!,
            filters: [FileFilter("Text", patterns: ["*.txt"]), FileFilter("Images", mimeTypes: ["image/png"])])
        let environment = ProcessInfo.processInfo.environment
        chooser.folder = environment["PROBE_FOLDER"]
        chooser.suggestedName = environment["PROBE_NAME"]
        ChooserWatcher.start(say: say)
        chooser.show { response in
            switch response {
            case .chosen(let selection): say("chosen \(selection.paths) \(selection.filter?.name ?? "-")")
            default: say("ended \(response)")
            }
            Dialogs.quit()
        }
        Dialogs.run()
    case "quit-before-run":
        Dialogs.quit()
        Dialogs.run()
        say("run returned")
    case "failed-initialize":
        do {
            try Dialogs.initialize()
            say("initialized")
        } catch {
            say("initialize threw")
        }
        Dialogs.run()
        say("run returned")
    case "two-toolkits", "two-toolkits-chosen":
        // Two backend modules linked and none chosen: a clear error, never a crash, until one is.
        DialogBackends.offer(
            DialogToolkit(
                name: "Second toolkit", backend: { GtkBackend() }, translateLabel: { $0 },
                answers: { InMemoryAnswers() }))
        if name == "two-toolkits-chosen" { Dialogs.use(.gtk3) }
        do {
            try Dialogs.initialize()
            say("initialized")
        } catch {
            say("initialize threw: \(error)")
        }
        Alert.inform(title: "Which toolkit", timeout: .milliseconds(50)) { response in
            say("handler \(response)")
            Dialogs.quit()
        }
        Dialogs.run()
        say("run returned")
    case "duplicate-role":
        _ = Alert(title: "Twice") {
            AlertButton("No", role: .cancel)
            AlertButton("Never", role: .cancel)
        }
        say("described")
    case "look":
        // For screenshots: an alert of buttons with roles, then a typed form.
        Alert(title: "Delete 2 files?", message: "They cannot be restored.", style: .warning) {
            AlertButton("Delete", role: .destructive)
            AlertButton("Keep", role: .cancel)
        }
        .show { _ in
            FormDialog.edit(
                Member(), title: "Member",
                fields: [
                    .text("Name", \.name, isRequired: true), .text("Email", \.email, kind: .email),
                    .number("Born", \.born), .toggle("Newsletter", \.subscribed),
                ], onSave: { say("saved \($0.value)") }, onCancel: { Dialogs.quit() })
        }
        Dialogs.run()
    default:
        say("unknown scenario \(name)")
        exit(64)
    }
}

struct Member {
    var name = "Ada Lovelace"
    var email = ""
    var born = 1815
    var subscribed = false
}

MainActor.assumeIsolated {
    for name in CommandLine.arguments.dropFirst() { scenario(name) }
}
