import AdwDialogs
import CAdw
import Foundation

/// What GTK 4's windows show beyond a story's answer (a scripted user has no window to show it
/// on): each check shows a dialog, reads or drives it with real keys, and returns what differed.
@MainActor
struct Gtk4Check {
    let name: String
    let run: @MainActor () -> [String]

    /// `--checks [WORDS]`: runs every check (whose name contains `WORDS`, when given) and prints one
    /// line per failure and the count.
    static func run(matching words: String?, on driver: Gtk4StoryDriver) -> Int32 {
        var failures: [String] = []
        let chosen = all.filter { words == nil || $0.name.contains(words!) }
        for check in chosen {
            failures += check.run().map { "\(check.name) (\(driver.name)): \($0)" }
        }
        _ = Loop.spin(until: { Dialogs.liveCallbackBoxes == 0 }, seconds: 5)  // windows go in idle time
        for failure in failures { print("FAILED: \(failure)") }
        print("checks (\(driver.name)): \(chosen.count)")
        print("live callback boxes: \(Dialogs.liveCallbackBoxes)")
        return failures.isEmpty ? 0 : 1
    }

    static var all: [Gtk4Check] {
        countdowns + [aHundredMegabyteFileLoadsWithItsLinks, theHandPointsAtAnAddress] + listSearches
            + promptSuggestions + windowOptions + formFields
    }
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

// MARK: Text viewer

extension Gtk4Check {
    /// A 100 MB file of 80-character lines, an address every 100th line, loads to its last line,
    /// whose address is a link (tagged) and the words before it not: the links are found chunk by
    /// chunk as the file is read, not by reading the whole text again.
    static var aHundredMegabyteFileLoadsWithItsLinks: Gtk4Check {
        Gtk4Check(name: "a 100 MB file loads with its links") {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
                "gtk4-check-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: folder) }
            let path = folder.appendingPathComponent("big.txt").path
            let lastLine = "the last line: see https://example.org/last\n"
            do {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                try writeBigFile(at: path, megabytes: 100, lastLine: lastLine)
            } catch { return ["cannot write the file: \(error)"] }
            let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
            let title = "A hundred megabytes"
            let viewer: TextViewer
            do { viewer = TextViewer(title: title, source: try .file(path)) } catch { return ["\(error)"] }
            var answered = false
            viewer.show { _ in answered = true }
            defer {
                viewer.dismiss()
                _ = Loop.spin(until: { answered })
            }
            guard let window = Loop.window(titled: title, drains: false) else {
                return ["no window titled \"\(title)\""]
            }
            guard let view = Widgets.descendants(of: window).first(where: { Widgets.isTextView($0) }) else {
                return ["no text view"]
            }
            let buffer = gtk_text_view_get_buffer(ad_text_view(view))!
            // Every character is one byte: the whole file is in once the buffer holds as many.
            guard Loop.spin(until: { Int(gtk_text_buffer_get_char_count(buffer)) == size }, seconds: 60) else {
                return ["the buffer holds \(gtk_text_buffer_get_char_count(buffer)) of \(size) characters"]
            }
            let address = Int32(
                size - lastLine.count
                    + lastLine.distance(
                        from: lastLine.startIndex, to: lastLine.range(of: "https")!.lowerBound))
            var failures: [String] = []
            for (offset, isLink) in [(address - 2, false), (address, true), (address + 20, true)] {
                var iter = GtkTextIter()
                gtk_text_buffer_get_iter_at_offset(buffer, &iter, offset)
                let tags = gtk_text_iter_get_tags(&iter)
                defer { g_slist_free(tags) }
                if (tags != nil) != isLink {
                    failures.append("character \(offset) of \(size) is \(isLink ? "not " : "")tagged as a link")
                }
            }
            return failures
        }
    }

    /// The pointer over an address is a hand, and over plain words the text cursor again, as on
    /// GTK 3: the real pointer moved onto the middle of a view full of one address, then of words.
    static var theHandPointsAtAnAddress: Gtk4Check {
        Gtk4Check(name: "the pointer is a hand over an address") {
            var failures: [String] = []
            for (text, cursor) in [
                ("https://example.org/" + String(repeating: "linked", count: 700), "pointer"),
                (String(repeating: "plain words ", count: 600), "text"),
            ] {
                let title = "Pointer: \(cursor)"
                let viewer = TextViewer(title: title, source: .text(text))
                var answered = false
                viewer.show { _ in answered = true }
                defer {
                    viewer.dismiss()
                    _ = Loop.spin(until: { answered })
                }
                guard let window = Loop.window(titled: title),
                    let view = Widgets.descendants(of: window).first(where: { Widgets.isTextView($0) })
                else { return ["no text view titled \"\(title)\""] }
                Keys.press("Tab", in: window)  // the window focused, so the pointer moves inside it
                // From a corner first: a motion to the middle is then a motion.
                Keys.movePointer(to: (2, 2), in: view)
                let middle = (Double(gtk_widget_get_width(view)) / 2, Double(gtk_widget_get_height(view)) / 2)
                Keys.movePointer(to: middle, in: view)
                let shown = {
                    gtk_widget_get_cursor(view).flatMap { gdk_cursor_get_name($0) }.map { String(cString: $0) }
                        ?? "none"
                }
                if !Loop.spin(until: { shown() == cursor }, seconds: 5) {
                    failures.append("over \(text.prefix(12))… the pointer is \(shown()), not \(cursor)")
                }
            }
            return failures
        }
    }

    /// Lines of 80 characters, an address on every 100th, then `lastLine`: a megabyte of them
    /// written again and again.
    private static func writeBigFile(at path: String, megabytes: Int, lastLine: String) throws {
        guard FileManager.default.createFile(atPath: path, contents: nil) else { throw CocoaError(.fileWriteUnknown) }
        let file = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        defer { try? file.close() }
        let lines = (0..<100).map { index in
            let tail = index == 0 ? "see https://example.org/\(index)" : "and runs away into the forest"
            return "\(index) the quick brown fox jumps over the lazy dog \(tail)".padding(
                toLength: 79, withPad: " ", startingAt: 0) + "\n"
        }
        let hundred = Data(lines.joined().utf8)
        var megabyte = Data()
        for _ in 0..<(1_048_576 / hundred.count) { megabyte.append(hundred) }
        for _ in 0..<megabytes { try file.write(contentsOf: megabyte) }
        try file.write(contentsOf: Data(lastLine.utf8))
    }
}

// MARK: List search

extension Gtk4Check {
    /// Typing in a list selects the first row whose search column starts with the text (contains
    /// it, searching within text), and Return answers it, as GTK 3's GtkTreeView search does
    /// (ListDialogTests.testSearchAsYouTypeFindsARowAndMidSearchFindsItInside). The rows are
    /// many, so the one found is off screen.
    static var listSearches: [Gtk4Check] {
        let programs = ["Firefox", "Chromium", "Epiphany"] + (1...200).map { "Zapp \($0)" } + ["Zebra"]
        return [
            listSearch("typing a row's start and Return answers it", types: "chr", answers: "Chromium", in: programs),
            listSearch("typing past the rows on screen finds one below", types: "zeb", answers: "Zebra", in: programs),
            listSearch(
                "searching within text finds a row by its middle", types: "pipha", answers: "Epiphany", in: programs,
                within: true),
        ]
    }

    private static func listSearch(
        _ name: String, types text: String, answers expected: String, in rows: [String], within: Bool = false
    ) -> Gtk4Check {
        Gtk4Check(name: name) {
            let title = "Search: \(name)"
            let list = ListDialog(title: title, items: rows)
            list.searchesWithinText = within
            var answers: [String] = []
            list.show(onChoose: { answers.append("\($0)") }, onCancel: { answers.append("cancelled") })
            defer {
                list.dismiss()
                _ = Loop.spin(until: { !answers.isEmpty })
            }
            guard let window = Loop.window(titled: title) else { return ["no window titled \"\(title)\""] }
            Keys.type(text, in: window)
            Keys.press("Return", in: window)
            guard Loop.spin(until: { !answers.isEmpty }) else { return ["no answer"] }
            return answers == ["\([expected])"] ? [] : ["answered \(answers), expected [\([expected])]"]
        }
    }
}

// MARK: Prompt suggestions

extension Gtk4Check {
    /// A prompt's suggestions are picked with the arrow keys in its entry, and one the rule refuses
    /// is not answered, as on GTK 3 (TextPromptTests.testSuggestionsArePickedWithTheArrowKeys,
    /// testTypedTextAndTheRuleApplyBesideSuggestions).
    static var promptSuggestions: [Gtk4Check] {
        [
            suggestion("Down picks the suggestions in turn", keys: ["Down", "Down", "Return"], answers: "develop"),
            suggestion("Up goes back a suggestion", keys: ["Down", "Down", "Up", "Return"], answers: "main"),
            suggestion(
                "a refused suggestion is not answered", keys: ["Down", "Return", "Down", "Return"], answers: "develop",
                refusing: "main"),
        ]
    }

    private static func suggestion(
        _ name: String, keys: [String], answers expected: String, refusing refused: String? = nil
    ) -> Gtk4Check {
        Gtk4Check(name: name) {
            let title = "Suggestions: \(name)"
            let rule = Validator { $0 == refused ? .invalid(reason: "\($0) is protected.") : .valid }
            let prompt = TextPrompt(title: title, validator: .nonEmpty.and(rule))
            prompt.suggestions = ["main", "develop", "release/2.0"]
            var answers: [String] = []
            prompt.show { answers.append("\($0)") }
            defer {
                prompt.dismiss()
                _ = Loop.spin(until: { !answers.isEmpty })
            }
            guard let window = Loop.window(titled: title) else { return ["no window titled \"\(title)\""] }
            for key in keys { Keys.press(key, in: window) }
            guard Loop.spin(until: { !answers.isEmpty }) else { return ["no answer"] }
            return answers == [expected] ? [] : ["answered \(answers), expected [\(expected)]"]
        }
    }
}

// MARK: Window options

extension Gtk4Check {
    /// An alert shows its style's icon, or the app's named icon or image file instead, 48 pixels
    /// (GTK 3 beside the message, zenity 4.0 above the buttons), none when asked not to; the
    /// window's icon and size come from the options, as on GTK 3.
    static var windowOptions: [Gtk4Check] {
        [
            alertOptions("a warning shows dialog-warning", style: .warning) { _, window in
                expectIcon(named: "dialog-warning", in: window)
            },
            alertOptions("no style icon when asked for none", change: { options, _ in options.showsStyleIcon = false })
            { _, window in
                images(in: window).isEmpty ? [] : ["an image shows: \(images(in: window).map(iconName))"]
            },
            alertOptions(
                "the app's named icon replaces the style's", change: { options, _ in options.iconName = "face-smile" }
            ) {
                _, window in expectIcon(named: "face-smile", in: window)
            },
            alertOptions("the app's image file is the icon", change: { $0.iconFile = $1 }) { _, window in
                let shown = images(in: window)
                let isPicture =
                    shown.count == 1 && gtk_image_get_storage_type(ad_image(shown[0])) == GTK_IMAGE_PAINTABLE
                return isPicture ? [] : ["images \(shown.map(iconName)), not the file's picture"]
            },
            alertOptions(
                "the window's icon by name", change: { options, _ in options.windowIcon = .named("face-smile") }
            ) { _, window in
                let name = gtk_window_get_icon_name(ad_window(window)).map { String(cString: $0) }
                return name == "face-smile" ? [] : ["the window's icon is \(name ?? "none")"]
            },
            alertOptions("the window's icon from a file", change: { $0.windowIcon = .file($1) }) { _, window in
                let name = gtk_window_get_icon_name(ad_window(window)).map { String(cString: $0) }
                return name == "gtk4-check-icon" ? [] : ["the window's icon is \(name ?? "none")"]
            },
            alertOptions(
                "the window takes the width and height",
                change: { options, _ in
                    options.width = 640
                    options.height = 420
                }
            ) { _, window in
                let size = (gtk_widget_get_width(window), gtk_widget_get_height(window))
                return size.0 >= 640 && size.1 >= 420 ? [] : ["the window is \(size.0) × \(size.1)"]
            },
        ]
    }

    /// Shows an alert with `change` made to its options (given a PNG file's path) and checks its
    /// window with `check`.
    private static func alertOptions(
        _ name: String, style: AlertStyle = .info,
        change: @escaping @MainActor (inout DialogOptions, String) -> Void = { _, _ in },
        check: @escaping @MainActor (Alert, UnsafeMutablePointer<GtkWidget>) -> [String]
    ) -> Gtk4Check {
        Gtk4Check(name: name) {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
                "gtk4-check-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: folder) }
            let png = folder.appendingPathComponent("gtk4-check-icon.png")
            do {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                try Data(base64Encoded: onePixelPNG)!.write(to: png)
            } catch { return ["cannot write the image: \(error)"] }
            let title = "Options: \(name)"
            let alert = Alert(title: title, message: "Look at me.", buttons: ["OK"], style: style)
            change(&alert.options, png.path)
            var answered = false
            alert.show { _ in answered = true }
            defer {
                alert.dismiss()
                _ = Loop.spin(until: { answered })
            }
            guard let window = Loop.window(titled: title) else { return ["no window titled \"\(title)\""] }
            return check(alert, window)
        }
    }

    private static let onePixelPNG =
        "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg=="

    private static func images(in window: UnsafeMutablePointer<GtkWidget>) -> [UnsafeMutablePointer<GtkWidget>] {
        Widgets.descendants(of: window).filter { Widgets.isImage($0) && Widgets.isShowing($0) }
    }

    private static func iconName(_ image: UnsafeMutablePointer<GtkWidget>) -> String {
        gtk_image_get_icon_name(ad_image(image)).map { String(cString: $0) } ?? "(no name)"
    }

    private static func expectIcon(named name: String, in window: UnsafeMutablePointer<GtkWidget>) -> [String] {
        let shown = images(in: window)
        guard shown.count == 1, iconName(shown[0]) == name else {
            return ["images \(shown.map(iconName)), not \(name)"]
        }
        let size = gtk_image_get_pixel_size(ad_image(shown[0]))
        return size == 48 ? [] : ["\(name) is \(size) pixels"]
    }
}
