import Foundation
import XCTest

/// The demo app driven as a person would: its window found by title (on the X server or
/// on sway), scenarios opened with their Alt shortcuts, dialogs answered with real keys.
/// The demo writes each answer to stdout as well as to its event log.
final class DemoAppTests: XCTestCase, @unchecked Sendable {
    private var demo: LaunchedProgram!
    /// The demo's state folder (its remembered answers), the test's own.
    private var state = ""

    override func setUpWithError() throws {
        try DisplayServer.require()
        state = FileManager.default.temporaryDirectory.appendingPathComponent("demo-state-\(UUID().uuidString)").path
        demo = try LaunchedProgram(
            ProgramLocator.builtProduct("dialogs-demo"),
            environment: LaunchedProgram.environmentWithoutExitCodeOverrides(["XDG_STATE_HOME": state]))
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

    func testConfirmLogsEachButtonsClosure() throws {
        let first = try open("alt+c", dialogTitled: "Uh Oh")
        try answer(first, keys: "Return")
        try demo.waitForLine("Uh Oh → Onward")
        let second = try open("alt+c", dialogTitled: "Uh Oh")
        try answer(second, keys: "Escape")
        try demo.waitForLine("Uh Oh → Run away")
    }

    func testDialogsAreTransientForTheMainWindow() throws {
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

    func testNameThenGreetingFromInsideTheHandler() throws {
        let prompt = try open("alt+n", dialogTitled: "What's your name?")
        try xdotool("type", "--delay", "20", "Ada é")
        try answer(prompt, keys: "Return")
        try demo.waitForLine("Name → Ada é")
        let greeting = try window(titled: "Hello, Ada é!")
        try answer(greeting, keys: "Return")
        try demo.waitForLine("Greeting → closed")
    }

    func testPasswordIsNeverPrinted() throws {
        let prompt = try open("alt+p", dialogTitled: "Unlock the keyring")
        try xdotool("type", "--delay", "20", "correct horse")
        try answer(prompt, keys: "Return")
        try demo.waitForLine("Password → entered (13 characters)")
        XCTAssertFalse(demo.output.contains("correct horse"))
    }

    func testContactFormSavesIntoTheWindow() throws {
        let form = try open("alt+f", dialogTitled: "Edit Contact")
        try answer(form, keys: "Return")  // Name → Phone
        try xdotool("type", "--delay", "20", "+44 20 7946 0958")
        try answer(form, keys: "Return", "Return", "Return", "Return")  // → Email → Birth year → Newsletter → save
        try demo.waitForLine("Contact → saved Ada Lovelace · +44 20 7946 0958 · born 1815 (changed: phone)")
    }

    func testDestructiveConfirmKeepsFilesOnReturn() throws {
        let dialog = try open("alt+d", dialogTitled: "Delete 3 files?")
        try answer(dialog, keys: "Return")
        try demo.waitForLine("Delete 3 files → kept")
    }

    /// The prompt starts with the host given last time; the confirm, once answered with its box
    /// ticked, is not shown again.
    func testRememberedAnswersAskOnce() throws {
        let prompt = try open("alt+m", dialogTitled: "Deploy to")
        try xdotool("type", "--delay", "20", "build.example.org")
        try answer(prompt, keys: "Return")
        let confirm = try window(titled: "Deploy to build.example.org?")
        try answer(confirm, keys: "alt+d", "Return")
        try demo.waitForLine("Deploy to build.example.org → deployed")
        let again = try open("alt+m", dialogTitled: "Deploy to")
        try answer(again, keys: "Return")
        try demo.waitForLine("Deploy to build.example.org → deployed (remembered, not asked)")
        XCTAssertTrue(FileManager.default.fileExists(atPath: state + "/dialogs-demo/demo-deploy-confirm.json"))
    }

    func testCountdownAlert() throws {
        let dialog = try open("alt+o", dialogTitled: "Install updates?")
        try answer(dialog, keys: "Return")
        try demo.waitForLine("Updates → Install now")
    }

    func testWithoutADisplayTheDemoExplainsAndFails() throws {
        demo.stop()
        let process = Process()
        process.executableURL = try ProgramLocator.builtProduct("dialogs-demo")
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
        XCTAssertTrue(message.hasPrefix("dialogs-demo: cannot open a display"), message)
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
