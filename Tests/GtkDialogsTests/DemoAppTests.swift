import Foundation
import XCTest

/// The GTK 3 demo app driven as a person would: its window found by title (on the X server or on
/// sway), scenarios opened with their Alt shortcuts, dialogs answered with real keys. The demo
/// writes each answer to stdout as well as to its event log.
final class DemoAppTests: DemoAppTestCase, @unchecked Sendable {
    override class var product: String { "dialogs-demo" }

    func testConfirmLogsEachButtonsClosure() throws { try confirmLogsEachButtonsClosure() }
    func testDialogsAreTransientForTheMainWindow() throws { try dialogsAreTransientForTheMainWindow() }
    func testNameThenGreetingFromInsideTheHandler() throws { try nameThenGreetingFromInsideTheHandler() }
    func testPasswordIsNeverPrinted() throws { try passwordIsNeverPrinted() }
    func testContactFormSavesIntoTheWindow() throws { try contactFormSavesIntoTheWindow() }
    func testProjectSettingsSaveWhatChanged() throws { try projectSettingsSaveWhatChanged() }
    func testDestructiveConfirmKeepsFilesOnReturn() throws { try destructiveConfirmKeepsFilesOnReturn() }
    func testRememberedAnswersAskOnce() throws { try rememberedAnswersAskOnce() }
    func testCountdownAlert() throws { try countdownAlert() }
    func testWithoutADisplayTheDemoExplainsAndFails() throws { try withoutADisplayTheDemoExplainsAndFails() }
}

/// The libadwaita demo app (GTK 4, a process of its own on a session bus of the test's own), driven
/// by the same keys as the GTK 3 one: the same scenarios must answer the same way.
final class Gtk4DemoAppTests: DemoAppTestCase, @unchecked Sendable {
    override class var product: String { "gtk4-dialogs-demo" }
    private var bus: PrivateSessionBus?

    override func demoEnvironment() throws -> [String: String] {
        bus = try PrivateSessionBus(withDunst: false)
        return Gtk4Environment.on(bus!)
    }

    override func tearDown() {
        super.tearDown()
        bus?.stop()
    }

    func testConfirmLogsEachButtonsClosure() throws { try confirmLogsEachButtonsClosure() }
    func testDialogsAreTransientForTheMainWindow() throws { try dialogsAreTransientForTheMainWindow() }
    func testNameThenGreetingFromInsideTheHandler() throws { try nameThenGreetingFromInsideTheHandler() }
    func testPasswordIsNeverPrinted() throws { try passwordIsNeverPrinted() }
    func testContactFormSavesIntoTheWindow() throws { try contactFormSavesIntoTheWindow() }
    func testProjectSettingsSaveWhatChanged() throws { try projectSettingsSaveWhatChanged() }
    func testDestructiveConfirmKeepsFilesOnReturn() throws { try destructiveConfirmKeepsFilesOnReturn() }
    func testRememberedAnswersAskOnce() throws { try rememberedAnswersAskOnce() }
    func testCountdownAlert() throws { try countdownAlert() }
    func testWithoutADisplayTheDemoExplainsAndFails() throws { try withoutADisplayTheDemoExplainsAndFails() }
}

/// What both demos' tests do: start the demo on the display with a state folder of the test's own,
/// and the scenarios as a person plays them.
class DemoAppTestCase: XCTestCase, @unchecked Sendable {
    /// The demo's product name.
    class var product: String { "" }
    private var demo: LaunchedProgram!
    /// The demo's state folder (its remembered answers), the test's own.
    private var state = ""

    /// What the demo runs with beyond the test's own state folder.
    func demoEnvironment() throws -> [String: String] { [:] }

    override func setUpWithError() throws {
        try DisplayServer.require()
        state = FileManager.default.temporaryDirectory.appendingPathComponent("demo-state-\(UUID().uuidString)").path
        var environment = try demoEnvironment()
        environment["XDG_STATE_HOME"] = state
        demo = try LaunchedProgram(
            ProgramLocator.builtProduct(Self.product),
            environment: LaunchedProgram.environmentWithoutExitCodeOverrides(environment))
        _ = try window(titled: "GtkDialogs Demo")
    }

    override func tearDown() {
        demo?.stop()
        try? FileManager.default.removeItem(atPath: state)
    }

    /// Waits for the window titled `title` and names it: its X window id, or on Wayland its
    /// title, by which sway finds it.
    private func window(titled title: String) throws -> String {
        if DisplayServer.isWayland {
            return try Sway.waitForWindow("titled \(title)") { $0.title == title }.title
        }
        return try xdotool("search", "--sync", "--name", "^\(Self.regex(title))$")
    }

    private func focus(_ window: String) throws {
        if DisplayServer.isWayland { return try Sway.focusWindow(title: window) }
        try xdotool("windowfocus", "--sync", window)
    }

    /// Opens a scenario with its shortcut and returns its dialog, focused.
    private func open(_ shortcut: String, dialogTitled title: String) throws -> String {
        try answer(try window(titled: "GtkDialogs Demo"), keys: shortcut)
        let dialog = try window(titled: title)
        try focus(dialog)
        return dialog
    }

    private func answer(_ dialog: String, keys: String...) throws {
        try focus(dialog)
        try xdotool(["key", "--clearmodifiers"] + keys)
    }

    func confirmLogsEachButtonsClosure() throws {
        let first = try open("alt+c", dialogTitled: "Uh Oh")
        try answer(first, keys: "Return")
        try demo.waitForLine("Uh Oh → Onward")
        let second = try open("alt+c", dialogTitled: "Uh Oh")
        try answer(second, keys: "Escape")
        try demo.waitForLine("Uh Oh → Run away")
    }

    func dialogsAreTransientForTheMainWindow() throws {
        let main = try window(titled: "GtkDialogs Demo")
        // No Wayland client can read another's parent: sway shows it holds the main window as the
        // dialog's by taking the main window out of fullscreen for it (Sway.fullscreenForItsDialog).
        var parent: Sway.Window?
        var undo = {}
        defer { undo() }
        if DisplayServer.isWayland {
            let found = try Sway.waitForWindow("titled \(main)") { $0.title == main }
            undo = try Sway.fullscreenForItsDialog(found)
            parent = try Sway.waitForWindow("\(main) fullscreen") { $0.id == found.id && $0.fullscreen }
        }
        // Not focused before the check: sway ends fullscreen for any window given the focus.
        try answer(main, keys: "alt+t")
        let dialog = try window(titled: "Warning!")
        if let parent {
            XCTAssertNoThrow(
                try Sway.waitForWindow("\(main) out of fullscreen for its dialog") {
                    $0.id == parent.id && !$0.fullscreen
                })
        } else {
            let transientFor = try runProgram("/usr/bin/xprop", ["-id", dialog, "WM_TRANSIENT_FOR"])
            XCTAssertTrue(transientFor.contains(String(Int(main)!, radix: 16)), transientFor)
        }
        try answer(dialog, keys: "Tab", "Return")
        try demo.waitForLine("Lengthy operation → Meh, maybe later: scheduled for later")
    }

    func nameThenGreetingFromInsideTheHandler() throws {
        let prompt = try open("alt+n", dialogTitled: "What's your name?")
        try xdotool("type", "--delay", "20", "Ada é")
        try answer(prompt, keys: "Return")
        try demo.waitForLine("Name → Ada é")
        let greeting = try window(titled: "Hello, Ada é!")
        try answer(greeting, keys: "Return")
        try demo.waitForLine("Greeting → closed")
    }

    func passwordIsNeverPrinted() throws {
        let prompt = try open("alt+p", dialogTitled: "Unlock the keyring")
        try xdotool("type", "--delay", "20", "correct horse")
        try answer(prompt, keys: "Return")
        try demo.waitForLine("Password → entered (13 characters)")
        XCTAssertFalse(demo.output.contains("correct horse"))
    }

    func contactFormSavesIntoTheWindow() throws {
        let form = try open("alt+f", dialogTitled: "Edit Contact")
        try answer(form, keys: "Return")  // Name → Phone
        try xdotool("type", "--delay", "20", "+44 20 7946 0958")
        // → Email → Birth year → Photo (a chooser button) → Newsletter → save
        try answer(form, keys: "Return", "Return", "Return", "Return", "Return")
        try demo.waitForLine("Contact → saved Ada Lovelace · +44 20 7946 0958 · born 1815 (changed: phone)")
    }

    /// The new field kinds as an app uses them: Return passes the chooser and picker buttons and the
    /// slider, Right moves the slider, Tab leaves the notes, the drop-down's entry takes typed text.
    func projectSettingsSaveWhatChanged() throws {
        let form = try open("alt+g", dialogTitled: "Project settings")
        // Folder → Build script → Accent colour → Editor font → Indent width, one step right → Notes
        try answer(form, keys: "Return", "Return", "Return", "Return", "Right", "Return")
        try xdotool("type", "--delay", "20", "Ship it")
        try answer(form, keys: "Tab", "ctrl+a")  // → Branch, its "main" selected
        try xdotool("type", "--delay", "20", "release-2")
        try answer(form, keys: "Return")
        try demo.waitForLine("Project → saved (changed: indent = 5, notes = Ship it, branch = release-2)")
    }

    func destructiveConfirmKeepsFilesOnReturn() throws {
        let dialog = try open("alt+d", dialogTitled: "Delete 3 files?")
        try answer(dialog, keys: "Return")
        try demo.waitForLine("Delete 3 files → kept")
    }

    /// The prompt starts with the host given last time; the confirm, once answered with its box
    /// ticked, is not shown again.
    func rememberedAnswersAskOnce() throws {
        let prompt = try open("alt+m", dialogTitled: "Deploy to")
        try xdotool("type", "--delay", "20", "build.example.org")
        try answer(prompt, keys: "Return")
        let confirm = try window(titled: "Deploy to build.example.org?")
        try answer(confirm, keys: "alt+d", "Return")
        try demo.waitForLine("Deploy to build.example.org → deployed")
        let again = try open("alt+m", dialogTitled: "Deploy to")
        try answer(again, keys: "Return")
        try demo.waitForLine("Deploy to build.example.org → deployed (remembered, not asked)")
        XCTAssertTrue(FileManager.default.fileExists(atPath: state + "/\(Self.product)/demo-deploy-confirm.json"))
    }

    func countdownAlert() throws {
        let dialog = try open("alt+o", dialogTitled: "Install updates?")
        try answer(dialog, keys: "Return")
        try demo.waitForLine("Updates → Install now")
    }

    func withoutADisplayTheDemoExplainsAndFails() throws {
        demo.stop()
        let process = Process()
        process.executableURL = try ProgramLocator.builtProduct(Self.product)
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = nil
        environment["WAYLAND_DISPLAY"] = nil
        process.environment = environment
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try LaunchedProgram.launching.withLock { try process.run() }
        process.waitUntilExit()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        XCTAssertEqual(process.terminationStatus, 2)
        XCTAssertTrue(message.hasPrefix("\(Self.product): cannot open a display"), message)
        XCTAssertTrue(message.contains("DISPLAY is not set"), message)
        XCTAssertEqual(message.filter { $0 == "\n" }.count, 1, "one line on stderr")
    }

    static func regex(_ text: String) -> String {
        var result = ""
        for character in text {
            if "[](){}.*+?^$|\\".contains(character) { result.append("\\") }
            result.append(character)
        }
        return result
    }
}
