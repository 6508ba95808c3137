import AdwDialogs
import CAdw
import DialogsGLib
import Foundation

// MARK: Form fields

extension Gtk4Check {
    /// A form's file field is a button showing the file's name that Space opens GTK's chooser
    /// from, titled by the field's label and starting at the field's file; Down and Return there
    /// pick the next file, which the button then shows, and Return on the form saves it, as on
    /// GTK 3 (FormChooserFieldTests.testSpaceOpensTheChooserWhereAnotherFileIsPicked).
    /// A slider field is moved by the arrows by its step, inside its range, and Return on it moves
    /// on to the next field, as on GTK 3 (FormSliderFieldTests; the stories' Return saves from one).
    static var formFields: [Gtk4Check] {
        [
            Gtk4Check(name: "Space opens a file field's chooser, where Down and Return pick the next file") {
                let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
                    "gtk4-form-chooser-\(UUID().uuidString)"
                ).path
                try? FileManager.default.createDirectory(atPath: folder + "/backups", withIntermediateDirectories: true)
                for name in ["a.txt", "b.txt"] {
                    _ = FileManager.default.createFile(atPath: "\(folder)/\(name)", contents: Data("x".utf8))
                }
                defer { try? FileManager.default.removeItem(atPath: folder) }
                return pickTheNextFile(in: folder)
            },
            Gtk4Check(name: "the arrows move a slider field by its step, and Return on it goes on") {
                let title = "Form slider"
                let form = FormDialog(title: title) {
                    FormField(key: "volume", label: "Volume", value: "90", kind: .slider(0...100, step: 5))
                    FormField(key: "name", label: "Name", value: "Ada")
                }
                var answers: [[String: String]?] = []
                form.show { answers.append($0.values) }
                defer {
                    form.dismiss()
                    _ = Loop.spin(until: { !answers.isEmpty })
                }
                guard let window = Loop.window(titled: title) else { return ["no window titled \"\(title)\""] }
                for key in ["Left", "Right", "Right", "Right", "Return"] { Keys.press(key, in: window) }
                let entry = Widgets.descendants(of: window).first {
                    let instance = UnsafeMutablePointer<GTypeInstance>(OpaquePointer($0))
                    return g_type_check_instance_is_a(instance, gtk_entry_get_type()) != 0
                }
                let movedOn = Loop.spin(until: {
                    guard answers.isEmpty else { return true }
                    let focus = gtk_root_get_focus(OpaquePointer(window))
                    return focus != nil && entry != nil && gtk_widget_is_ancestor(focus, entry) != 0
                })
                if !answers.isEmpty { return ["Return on the slider, the first field, saved: \(answers)"] }
                if !movedOn { return ["Return on the slider did not move on to Name"] }
                Keys.press("Return", in: window)
                guard Loop.spin(until: { !answers.isEmpty }) else { return ["no answer"] }
                let expected = ["name": "Ada", "volume": "100"]
                return answers == [expected] ? [] : ["answered \(answers), expected [\(expected)]"]
            },
            Gtk4Check(name: "Down picks an editable drop-down's options in its entry, and Return saves from it") {
                let title = "Form editable drop-down"
                let form = FormDialog(title: title) {
                    FormField(key: "name", label: "Name", value: "Ada")
                    FormField(
                        key: "branch", label: "Branch", value: "feature/x",
                        kind: .editableChoice(["main", "develop", "release/2.0"]))
                }
                var answers: [[String: String]?] = []
                form.show { answers.append($0.values) }
                defer {
                    form.dismiss()
                    _ = Loop.spin(until: { !answers.isEmpty })
                }
                guard let window = Loop.window(titled: title) else { return ["no window titled \"\(title)\""] }
                for key in ["Return", "Down", "Down", "Return"] { Keys.press(key, in: window) }
                guard Loop.spin(until: { !answers.isEmpty }) else { return ["no answer"] }
                let expected = ["name": "Ada", "branch": "develop"]
                return answers == [expected] ? [] : ["answered \(answers), expected [\(expected)]"]
            },
        ]
    }

    private static func pickTheNextFile(in folder: String) -> [String] {
        let title = "Form chooser: pick"
        let form = FormDialog(title: title) {
            FormField(key: "name", label: "Name", value: "Ada")
            FormField(key: "doc", label: "Document", value: folder + "/a.txt", kind: .file)
        }
        var answers: [[String: String]?] = []
        form.show { answers.append($0.values) }
        defer {
            form.dismiss()
            _ = Loop.spin(until: { !answers.isEmpty })
        }
        guard let window = Loop.window(titled: title) else { return ["no window titled \"\(title)\""] }
        if !Widgets.mappedLabels(in: window).contains("a.txt") { return ["the button does not show a.txt"] }
        Keys.press("Return", in: window)
        Keys.press("space", in: window)
        guard let chooser = Loop.window(titled: "Document") else { return ["no chooser titled \"Document\""] }
        let picked = { () -> String in
            guard let file = gtk_file_chooser_get_file(ad_file_chooser(chooser)) else { return "" }
            defer { g_object_unref(UnsafeMutableRawPointer(file)) }
            return CStrings.takeOwnership(g_file_get_path(file))
        }
        // The folder is read asynchronously: Down moves once its rows are listed.
        let listed = Loop.spin(until: {
            picked() == folder + "/a.txt"
                && Widgets.descendants(of: chooser).contains { widget in
                    // GTK 4.8's chooser lists files in a GtkTreeView (a column view from 4.10).
                    g_type_check_instance_is_a(
                        UnsafeMutablePointer<GTypeInstance>(OpaquePointer(widget)), gtk_tree_view_get_type()) != 0
                        && gtk_tree_view_get_model(UnsafeMutablePointer<GtkTreeView>(OpaquePointer(widget))).map {
                            gtk_tree_model_iter_n_children($0, nil) >= 3
                        } ?? false
                }
        })
        if !listed { return ["the chooser did not list the folder with a.txt chosen (\(picked()))"] }
        Keys.press("Down", in: chooser)
        if !Loop.spin(until: { picked() == folder + "/b.txt" }) { return ["Down chose \(picked()), not b.txt"] }
        Keys.press("Return", in: chooser)
        if !Loop.spin(until: { Widgets.toplevel(titled: "Document").map { gtk_widget_get_visible($0) == 0 } ?? true }) {
            return ["the chooser stays"]
        }
        if !Loop.spin(until: { Widgets.mappedLabels(in: window).contains("b.txt") }) {
            return ["the button does not show b.txt: \(Widgets.mappedLabels(in: window))"]
        }
        Keys.press("Return", in: window)
        guard Loop.spin(until: { !answers.isEmpty }) else { return ["no answer"] }
        let expected = ["name": "Ada", "doc": folder + "/b.txt"]
        return answers == [expected] ? [] : ["answered \(answers), expected [\(expected)]"]
    }
}
