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
    /// A colour field takes opacity, in its button and its chooser.
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
                return driving(form, titled: title) { window, answers in
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
                    if !answers.isEmpty { return ["Return on the slider, the first field, saved: \(answers.all)"] }
                    if !movedOn { return ["Return on the slider did not move on to Name"] }
                    Keys.press("Return", in: window)
                    guard Loop.spin(until: { !answers.isEmpty }) else { return ["no answer"] }
                    let expected = ["name": "Ada", "volume": "100"]
                    return answers.all == [expected] ? [] : ["answered \(answers.all), expected [\(expected)]"]
                }
            },
            Gtk4Check(name: "a colour field keeps a translucent colour, and its chooser offers the opacity") {
                translucentColour()
            },
            Gtk4Check(name: "Down picks an editable drop-down's options in its entry, and Return saves from it") {
                let title = "Form editable drop-down"
                let form = FormDialog(title: title) {
                    FormField(key: "name", label: "Name", value: "Ada")
                    FormField(
                        key: "branch", label: "Branch", value: "feature/x",
                        kind: .editableChoice(["main", "develop", "release/2.0"]))
                }
                return driving(form, titled: title) { window, answers in
                    for key in ["Return", "Down", "Down", "Return"] { Keys.press(key, in: window) }
                    guard Loop.spin(until: { !answers.isEmpty }) else { return ["no answer"] }
                    let expected = ["name": "Ada", "branch": "develop"]
                    return answers.all == [expected] ? [] : ["answered \(answers.all), expected [\(expected)]"]
                }
            },
        ]
    }

    /// As GTK 3's (FormPickerFieldTests.testAColourFieldHonoursTheOpacity): the button and the
    /// chooser Space opens from it take opacity, the chooser starts at the translucent colour, and
    /// the form answers it with its alpha.
    private static func translucentColour() -> [String] {
        let title = "Form colour: tint"
        let form = FormDialog(title: title) {
            FormField(key: "glass", label: "Glass", value: "rgba(255,0,0,0.5)", kind: .color)
        }
        return driving(form, titled: title) { window, answers in
            let button = Widgets.descendants(of: window).first {
                g_type_check_instance_is_a(
                    UnsafeMutablePointer<GTypeInstance>(OpaquePointer($0)), gtk_color_button_get_type())
                    != 0
            }
            guard let button else { return ["no GtkColorButton"] }
            var failures: [String] = []
            if gtk_color_chooser_get_use_alpha(ad_color_chooser(button)) == 0 {
                failures.append("the button is opaque only")
            }
            Keys.press("space", in: window)
            guard let chooser = Loop.window(titled: "Glass") else { return failures + ["no chooser titled \"Glass\""] }
            if gtk_color_chooser_get_use_alpha(ad_color_chooser(chooser)) == 0 {
                failures.append("the chooser is opaque only")
            }
            var shown = GdkRGBA()
            gtk_color_chooser_get_rgba(ad_color_chooser(chooser), &shown)
            if abs(shown.alpha - 0.5) > 0.01 { failures.append("the chooser starts at alpha \(shown.alpha), not 0.5") }
            Keys.press("Escape", in: chooser)
            if !Loop.spin(until: { Widgets.toplevel(titled: "Glass").map { gtk_widget_get_visible($0) == 0 } ?? true })
            {
                return failures + ["the chooser stays"]
            }
            Keys.press("Return", in: window)
            guard Loop.spin(until: { !answers.isEmpty }) else { return failures + ["no answer"] }
            let expected = ["glass": "rgba(255,0,0,0.5)"]
            return failures + (answers.all == [expected] ? [] : ["answered \(answers.all), expected [\(expected)]"])
        }
    }

    private static func pickTheNextFile(in folder: String) -> [String] {
        let title = "Form chooser: pick"
        let form = FormDialog(title: title) {
            FormField(key: "name", label: "Name", value: "Ada")
            FormField(key: "doc", label: "Document", value: folder + "/a.txt", kind: .file)
        }
        return driving(form, titled: title) { window, answers in
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
            if !Loop.spin(until: {
                Widgets.toplevel(titled: "Document").map { gtk_widget_get_visible($0) == 0 } ?? true
            }) {
                return ["the chooser stays"]
            }
            if !Loop.spin(until: { Widgets.mappedLabels(in: window).contains("b.txt") }) {
                return ["the button does not show b.txt: \(Widgets.mappedLabels(in: window))"]
            }
            Keys.press("Return", in: window)
            guard Loop.spin(until: { !answers.isEmpty }) else { return ["no answer"] }
            let expected = ["name": "Ada", "doc": folder + "/b.txt"]
            return answers.all == [expected] ? [] : ["answered \(answers.all), expected [\(expected)]"]
        }
    }

    /// Shows `form`, hands `drive` its window and the answers its closure records, and dismisses
    /// it after (waiting for its ending, so the next check starts with no window of this one's).
    private static func driving(
        _ form: FormDialog, titled title: String,
        _ drive: (UnsafeMutablePointer<GtkWidget>, RecordedAnswers) -> [String]
    ) -> [String] {
        let answers = RecordedAnswers()
        form.show { answers.all.append($0.values) }
        defer {
            form.dismiss()
            _ = Loop.spin(until: { !answers.all.isEmpty })
        }
        guard let window = Loop.window(titled: title) else { return ["no window titled \"\(title)\""] }
        return drive(window, answers)
    }
}

/// A shown form's answers, as its closure records them: the saved values, nil for another ending.
@MainActor
private final class RecordedAnswers {
    var all: [[String: String]?] = []
    var isEmpty: Bool { all.isEmpty }
}
