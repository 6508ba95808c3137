import CGtk
import CGtkBridge
import Foundation
import XCTest

@testable import GtkDialogs

/// File choosers driven with real X keys: outside a sandbox `GtkFileChooserNative` shows
/// GTK's own GtkFileChooserDialog. Choosing a file runs in the probe process: inside this
/// test process GTK's chooser never accepts (its asynchronous file checks do not finish
/// here, and the dialog stops every accepting response while it waits); the other endings
/// are tested in process.
final class FileChooserTests: GUITestCase, @unchecked Sendable {
    private var folder = ""

    override func setUpWithError() throws {
        try super.setUpWithError()
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("chooser-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for name in ["a.txt", "b.txt", "old.txt", "photo.png"] {
            _ = FileManager.default.createFile(atPath: "\(folder)/\(name)", contents: Data("x".utf8))
        }
    }

    override func tearDown() {
        super.tearDown()
        try? FileManager.default.removeItem(atPath: folder)
    }

    /// Runs the probe's chooser scenario, sends `keys` (xdotool commands) to it, and returns its line.
    /// A step `["await", LINE]` waits for the probe to print LINE ("listed 3": the file list holds
    /// three rows; "asked": the overwrite question is shown).
    private func probe(
        _ scenario: String, name: String? = nil, _ keys: [[String]], file: StaticString = #filePath,
        line: UInt = #line
    ) throws -> String {
        var environment = ProcessInfo.processInfo.environment
        environment["PROBE_FOLDER"] = folder
        environment["PROBE_NAME"] = name
        let program = try LaunchedProgram(
            ProgramLocator.builtProduct("dialogs-probe"), arguments: [scenario], environment: environment)
        try program.focusWindow(titled: "Probe chooser")
        for step in keys {
            if step.first == "await" {
                try program.waitForLine(step[1], file: file, lineNumber: line)
            } else {
                _ = try GtkDialogsTests.xdotool(step)
            }
        }
        XCTAssertEqual(program.waitForExit(file: file, line: line), 0, file: file, line: line)
        return program.output.split(separator: "\n").last { !$0.hasPrefix("listed ") && $0 != "asked" }
            .map(String.init) ?? ""
    }

    /// ctrl+L, the path typed into the location field, Return.
    private func location(_ path: String) -> [[String]] {
        [["key", "ctrl+l"], ["type", "--delay", "20", path], ["key", "Return"]]
    }

    func testOpenAnswersTheTypedPath() throws {
        XCTAssertEqual(try probe("file-open", location("\(folder)/a.txt")), "chosen [\"\(folder)/a.txt\"] Text")
        XCTAssertEqual(try probe("file-open", [["key", "Escape"]]), "ended closed")
    }

    func testSaveKeepsTheFilterExtensionAndAsksBeforeReplacing() throws {
        XCTAssertEqual(
            try probe("file-save", name: "notes", [["key", "Return"]]), "chosen [\"\(folder)/notes.txt\"] Text",
            "the filter's extension is added to a name typed without one")
        XCTAssertEqual(
            try probe("file-save", name: "notes.md", [["key", "Return"]]), "chosen [\"\(folder)/notes.md\"] Text")
        // An existing name: GTK asks first; alt+R is its "Replace".
        XCTAssertEqual(
            try probe("file-save", name: "old.txt", [["key", "Return"], ["await", "asked"], ["key", "alt+r"]]),
            "chosen [\"\(folder)/old.txt\"] Text")
    }

    func testFolderAndSeveralFiles() throws {
        XCTAssertEqual(
            try probe("file-folder", location(folder + "/") + [["key", "Return"]]), "chosen [\"\(folder)\"] Text")
        let several = try probe("file-several", [["await", "listed 3"], ["key", "ctrl+a"], ["key", "Return"]])
        XCTAssertEqual(
            several, "chosen \(["a.txt", "b.txt", "old.txt"].map { "\(folder)/\($0)" }) Text",
            "the image is filtered out")
    }

    func testEveryOtherEndingIsNamedOnce() {
        onMain {
            let answers = Answers<FileChooserResponse>()
            FileChooser(title: "Escape me").show { answers.record($0) }
            guard let escape = window(titled: "Escape me") else { return }
            press("Escape", in: escape)
            spin(until: { answers.all.count == 1 }, "the escape")

            FileChooser(title: "Time out", action: .save).show(timeout: .milliseconds(300)) { answers.record($0) }
            spin(until: { answers.all.count == 2 }, "the timeout")

            let dismissed = FileChooser(title: "Dismiss me")
            dismissed.show { answers.record($0) }
            _ = window(titled: "Dismiss me")
            dismissed.dismiss()
            dismissed.dismiss()

            FileChooser(title: "Quit me", action: .selectFolder).show { answers.record($0) }
            _ = window(titled: "Quit me")
            Dialogs.quit()
            Runtime.discardPendingQuit()
            drainEvents()
            XCTAssertEqual(answers.all, [.closed, .timedOut, .dismissed, .dismissed])
            XCTAssertTrue(Self.toplevels().allSatisfy { gtk_widget_get_mapped($0) == 0 }, "every chooser is gone")
        }
    }

    func testAsyncCallerIsResumedWhenItsTaskIsCancelled() {
        onMain {
            let result = Answers<FileChooserResponse>()
            let task = Task { @MainActor in result.record(await FileChooser(title: "Awaited").response()) }
            guard window(titled: "Awaited") != nil else { return }
            task.cancel()
            spin(until: { !result.all.isEmpty }, "the resumed caller")
            XCTAssertEqual(result.all, [.dismissed])
        }
    }
}
