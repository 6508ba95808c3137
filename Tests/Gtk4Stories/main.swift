import AdwDialogs
import DialogStories
import Foundation

// The conformance suite's stories acted out at GTK 4's windows, in a process of their own (GTK 3
// and GTK 4 cannot share one: the XCTest bundle links GTK 3). Prints one line per failure and
// the count per kind; exits 1 when a story failed, 2 when GTK 4 cannot start.

/// The kinds the GTK 4 backend shows so far (issue 41 adds the rest).
let kindsShown: Set<String> = [
    "Alert", "Alert without a cancel button", "TextPrompt", "ScaleDialog", "DateDialog", "ProgressDialog", "StepList",
    "TextViewer", "FormDialog", "ColorChooser", "AboutDialog", "FileChooser", "ListDialog", "FontChooser",
    "ListDialog of several choices",
]

@MainActor
func runStories() -> Int32 {
    do { try Dialogs.initialize() } catch {
        FileHandle.standardError.write(Data("gtk4-stories: \(error)\n".utf8))
        return 2
    }
    let driver = Gtk4StoryDriver()
    var failures: [String] = []
    var counts: [String] = []
    for (kind, stories) in DialogStory.byKind {
        let shown = stories.filter { kindsShown.contains($0.kind) }
        guard !shown.isEmpty else { continue }
        failures += StoryRunner.run(shown, on: driver)
        counts.append("\(kind) \(shown.count)")
    }
    for failure in failures { print("FAILED: \(failure)") }
    print("conformance (\(driver.name)): \(counts.joined(separator: ", "))")
    print("live callback boxes: \(Dialogs.liveCallbackBoxes)")
    return failures.isEmpty ? 0 : 1
}

/// `--look KIND`: shows a dialog of that kind (alert, warning, countdown, prompt, suggestions, scale, date, progress, steps, text, form,
/// fields, list, color, about) and prints "shown" once it is mapped,
/// for a screenshot (`import -window root`); ends a minute later, or when it is answered.
@MainActor
func showForALook(_ kind: String) -> Int32 {
    do { try Dialogs.initialize() } catch { return 2 }
    var answered = false
    let title: String
    switch kind {
    case "alert":
        title = "Discard the draft?"
        let alert = Alert(
            title: title, message: "Its changes are lost for good.", buttons: ["Keep editing", "Discard"],
            cancelButton: 0, defaultButton: 1, destructiveButton: 1)
        alert.dontAskAgain = "look-discard"
        alert.show { _ in answered = true }
    case "warning":
        title = "Low disk space"
        Alert(title: title, message: "Only 200 MB are left on Home.", buttons: ["OK"], style: .warning).show { _ in
            answered = true
        }
    case "countdown":
        title = "Log out?"
        let alert = Alert(
            title: title, message: "You will be logged out automatically.", buttons: ["Cancel", "Log out"],
            cancelButton: 0, defaultButton: 1)
        alert.showsCountdown = true
        alert.show(timeout: .seconds(60)) { _ in answered = true }
    case "prompt":
        title = "Rename"
        let pin = Validator { $0.hasSuffix(".txt") ? .valid : .invalid(reason: "The name ends in .txt.") }
        TextPrompt(title: title, message: "A new name for the file:", text: "notes.md", validator: pin).show { _ in
            answered = true
        }
    case "suggestions":
        title = "Branch"
        let prompt = TextPrompt(title: title, message: "Check out which branch?", text: "develop")
        prompt.suggestions = ["main", "develop", "release/2.0"]
        prompt.show { _ in answered = true }
    case "scale":
        title = "Volume"
        ScaleDialog(title: title, message: "Set the speaker's volume:", range: 0...100, value: 40).show { _ in
            answered = true
        }
    case "date":
        title = "Due date"
        let dialog = DateDialog(
            title: title, message: "When is the report due?", date: try! CalendarDate(year: 2024, month: 3, day: 12))
        dialog.earliest = try! CalendarDate(year: 2024, month: 3, day: 1)
        dialog.show { _ in answered = true }
    case "progress":
        title = "Copying files"
        let progress = ProgressDialog(title: title, message: "Copying 3 of 8: photos.tar…")
        progress.showsTimeRemaining = true
        progress.show { _ in answered = true }.report(percent: 40)
    case "steps":
        title = "Installing"
        let steps = StepList(
            title: title, message: "Setting up the printer.", steps: ["Download", "Install", "Test page"])
        steps.show { _ in answered = true }
        steps.setStatus(.done, ofStep: 0)
        steps.setStatus(.working, detail: "Unpacking 12 MB", ofStep: 1)
    case "text":
        title = "License"
        let terms = (1...30).map { "\($0). The licensee may read <this> & that; see www.example.org/terms." }
        let viewer = TextViewer(title: title, source: .text(terms.joined(separator: "\n")))
        viewer.checkboxLabel = "I read and accept the terms"
        viewer.fontName = "Serif 11"
        viewer.show { _ in answered = true }
    case "form":
        title = "New contact"
        let form = try! FormDialog(
            title: title, message: "Who should we add?",
            fields: [
                FormField(key: "name", label: "Name", value: "", isRequired: true),
                FormField(key: "email", label: "Email", value: "ada@", kind: .email),
                FormField(key: "team", label: "Team", value: "Design", kind: .choice(["Design", "Research", "Sales"])),
                FormField(key: "notes", label: "Notes", value: "Met at the fair.", kind: .multilineText),
                FormField(key: "photo", label: "Photo", kind: .file),
                FormField(key: "news", label: "Send the newsletter", value: "true", kind: .boolean),
            ])
        form.show { _ in answered = true }
    case "fields":
        title = "Project settings"
        FormDialog(title: title) {
            FormField(key: "about", label: "Where the project lives and what builds it:", kind: .label)
            FormField(key: "folder", label: "Folder", kind: .folder)
            FormField(key: "script", label: "Build script", kind: .file)
            FormField(key: "line-looks", label: "", kind: .separator)
            FormField(key: "accent", label: "Accent colour", value: "rgb(53,132,228)", kind: .color)
            FormField(key: "font", label: "Editor font", value: "Sans 11", kind: .font)
            FormField(key: "indent", label: "Indent width", value: "4", kind: .slider(1...8))
            FormField(key: "line-work", label: "", kind: .separator)
            FormField(key: "notes", label: "Notes", value: "Run make test before a release.", kind: .multilineText)
            FormField(key: "branch", label: "Branch", value: "main", kind: .editableChoice(["main", "develop"]))
        }
        .show { _ in answered = true }
    case "list":
        title = "Pair a device"
        let devices = [
            ("Headphones", "Bluetooth", "-52 dBm"), ("Keyboard", "Bluetooth", "-60 dBm"),
            ("Printer", "Wi-Fi", "-71 dBm"),
        ]
        let list = ListDialog(
            title: title, message: "Choose the devices to pair.", rows: devices,
            columns: [ListColumn("Device", \.0), ListColumn("Link", \.1), ListColumn("Signal", \.2)], choice: .checklist
        )
        list.isChecked = { $0.0 == "Keyboard" }
        list.checkColumnTitle = "Pair"
        list.show { _ in answered = true }
    case "color":
        title = "Highlight color"
        ColorChooser(title: title, color: RGBAColor(red: 0.2, green: 0.5, blue: 0.9)).show { _ in answered = true }
    case "about":
        let about = AboutDialog(programName: "Notes", version: "2.1")
        about.comments = "Keeps your notes."
        about.website = "https://example.org/notes"
        about.license = .mit
        title = "About Notes"
        about.show { _ in answered = true }
    default:
        FileHandle.standardError.write(
            Data(
                "gtk4-stories: --look alert|warning|countdown|prompt|suggestions|scale|date|progress|steps|text|form|fields|list|color|about\n"
                    .utf8))
        return 2
    }
    guard Loop.window(titled: title) != nil else { return 1 }
    print("shown")
    fflush(nil)  // the reader waits for the line
    _ = Loop.spin(until: { answered }, seconds: 60)
    return 0
}

/// `--churn N`: shows and dismisses N alerts in this process, one at a time as a person's would
/// come and go, and prints the callback boxes left alive and the resident memory after the first
/// tenth and at the end (read from /proc: a measure for `make bench`'s kind of run, not a test).
@MainActor
func churn(_ rounds: Int) -> Int32 {
    do { try Dialogs.initialize() } catch { return 2 }
    func residentKB() -> Int {
        let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
        let line = status.split(separator: "\n").first { $0.hasPrefix("VmRSS:") } ?? ""
        return Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
    }
    var warm = 0
    for round in 0..<rounds {
        var answered = false
        let alert = Alert(title: "Round \(round)", message: "Churn", buttons: ["Cancel", "OK"], cancelButton: 0)
        alert.show { _ in answered = true }
        Loop.drain()
        alert.dismiss()
        _ = Loop.spin(until: { answered })
        Loop.drain()
        if round + 1 == max(rounds / 10, 1) { warm = residentKB() }
    }
    _ = Loop.spin(until: { Dialogs.liveCallbackBoxes == 0 }, seconds: 5)
    print(
        "churn: \(rounds) alerts, live callback boxes \(Dialogs.liveCallbackBoxes), RSS \(warm) kB after the first tenth, \(residentKB()) kB at the end"
    )
    return Dialogs.liveCallbackBoxes == 0 ? 0 : 1
}

let arguments = CommandLine.arguments
exit(
    MainActor.assumeIsolated {
        if let index = arguments.firstIndex(of: "--churn") {
            return churn(arguments.indices.contains(index + 1) ? Int(arguments[index + 1]) ?? 1000 : 1000)
        }
        if let index = arguments.firstIndex(of: "--rounds") {
            let rounds = arguments.indices.contains(index + 1) ? Int(arguments[index + 1]) ?? 100 : 100
            return leakRounds(rounds, leakOnPurpose: arguments.contains("--leak-on-purpose"))
        }
        if let checks = arguments.firstIndex(of: "--checks") {
            do { try Dialogs.initialize() } catch { return 2 }
            let words = arguments.indices.contains(checks + 1) ? arguments[checks + 1] : nil
            return Gtk4Check.run(matching: words, on: Gtk4StoryDriver())
        }
        if let look = arguments.firstIndex(of: "--look") {
            return showForALook(arguments.indices.contains(look + 1) ? arguments[look + 1] : "")
        }
        return runStories()
    })
