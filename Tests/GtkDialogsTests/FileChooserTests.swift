import CGtk
import CGtkBridge
import Foundation
import XCTest

@testable import DialogsCore
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

    /// A step of a person at the chooser: keys (xdotool's `key` or `type` arguments), or
    /// waiting for what the probe says the chooser shows (`listed 3`, `asked`).
    private enum Step {
        case keys([String])
        case shown(String)
    }

    /// Runs the probe's chooser scenario, takes `steps` in it, and returns its answer line.
    private func probe(
        _ scenario: String, name: String? = nil, _ steps: [Step], file: StaticString = #filePath, line: UInt = #line
    ) throws -> String {
        var environment = ProcessInfo.processInfo.environment
        environment["PROBE_FOLDER"] = folder
        environment["PROBE_NAME"] = name
        let program = try LaunchedProgram(
            ProgramLocator.builtProduct("dialogs-probe"), arguments: [scenario], environment: environment)
        defer { program.stop() }
        try program.focusWindow(titled: "Probe chooser")
        for step in steps {
            switch step {
            case .keys(let keys): try GtkDialogsTests.xdotool(keys)
            case .shown(let what): try program.waitForLine(what, file: file, lineNumber: line)
            }
        }
        XCTAssertEqual(program.waitForExit(file: file, line: line), 0, file: file, line: line)
        let answer = program.output.split(separator: "\n").last { $0.hasPrefix("chosen") || $0.hasPrefix("ended") }
        return answer.map(String.init) ?? program.output
    }

    /// ctrl+L, the path typed into the location field once it can take keys, Return.
    private func location(_ path: String) -> [Step] {
        [
            .keys(["key", "ctrl+l"]), .shown("typing"), .keys(["type", "--delay", "20", path]),
            .keys(["key", "Return"]),
        ]
    }

    func testOpenAnswersTheTypedPath() throws {
        XCTAssertEqual(try probe("file-open", location("\(folder)/a.txt")), "chosen [\"\(folder)/a.txt\"] Text")
        XCTAssertEqual(try probe("file-open", [.keys(["key", "Escape"])]), "ended closed")
    }

    func testSaveKeepsTheFilterExtensionAndAsksBeforeReplacing() throws {
        XCTAssertEqual(
            try probe("file-save", name: "notes", [.keys(["key", "Return"])]),
            "chosen [\"\(folder)/notes.txt\"] Text", "the filter's extension is added to a name typed without one")
        XCTAssertEqual(
            try probe("file-save", name: "notes.md", [.keys(["key", "Return"])]),
            "chosen [\"\(folder)/notes.md\"] Text")
        // An existing name: GTK asks first; alt+R is its "Replace".
        XCTAssertEqual(
            try probe(
                "file-save", name: "old.txt", [.keys(["key", "Return"]), .shown("asked"), .keys(["key", "alt+r"])]),
            "chosen [\"\(folder)/old.txt\"] Text")
    }

    func testFolderAndSeveralFiles() throws {
        XCTAssertEqual(
            try probe("file-folder", location(folder + "/") + [.keys(["key", "Return"])]),
            "chosen [\"\(folder)\"] Text")
        // The folder is read asynchronously: ctrl+A once its three text files are listed.
        let several = try probe(
            "file-several", [.shown("listed 3"), .keys(["key", "ctrl+a"]), .keys(["key", "Return"])])
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
            Dialogs.discardPendingQuit()
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

    /// GTK's save name label, "Name:" as translated, names the field as every other field is named.
    func testTheNameFieldIsNamedByItsLabelWithoutTheColon() {
        XCTAssertEqual(
            ["Name:", "Nom :", "名前：", "Name"].map(ChooserFieldNames.withoutColon), ["Name", "Nom", "名前", "Name"])
    }
}
