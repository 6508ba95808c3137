import Foundation
import XCTest

@testable import DialogsCLI

/// `--field key:Label:file[:path]` and `folder`, in both programs with real keys (X and Wayland):
/// the path in the plain answer and the JSON, in a `--spec` file, remembered by `--remember`, a
/// relative path read from the working folder, and a required one refused until there is a file.
final class FormChooserCommandTests: XCTestCase, @unchecked Sendable {
    private var folder = ""
    private var bus: PrivateSessionBus?

    override func setUpWithError() throws {
        try DisplayServer.require()
        folder =
            FileManager.default.temporaryDirectory.appendingPathComponent("form-chooser-cli-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder + "/backups", withIntermediateDirectories: true)
        XCTAssertTrue(FileManager.default.createFile(atPath: folder + "/a.txt", contents: Data("x".utf8)))
        bus = try PrivateSessionBus(withDunst: false)
    }

    override func tearDown() {
        bus?.stop()
        try? FileManager.default.removeItem(atPath: folder)
    }

    /// Each program, with what it needs to run here: gtk4-dialogs on the test's own bus.
    private func programs() throws -> [(URL, [String: String])] {
        let state = ["XDG_STATE_HOME": folder + "/state"]
        return [
            (try ProgramLocator.builtProduct("gtk-dialogs"), state),
            (
                try ProgramLocator.builtProduct("gtk4-dialogs"),
                (bus.map(Gtk4Environment.on) ?? [:]).merging(state) { $1 }
            ),
        ]
    }

    private func json(_ text: String) throws -> NSDictionary {
        try XCTUnwrap(JSONSerialization.jsonObject(with: Data(text.utf8)) as? NSDictionary)
    }

    func testThePathsAreTheAnswerInPlainTextAndJSON() throws {
        for (program, environment) in try programs() {
            let fields = [
                "--field", "doc:Document:file:\(folder)/a.txt", "--field", "dir:Back up to:folder:\(folder)/backups",
            ]
            let (plain, _) = try runCommand(
                program, ["form", "--title", "Attach"] + fields, keys: ["Return", "Return"], title: "Attach",
                environment: environment)
            XCTAssertEqual(
                plain, CommandOutcome(status: 0, output: "doc=\(folder)/a.txt\ndir=\(folder)/backups\n"),
                program.lastPathComponent)
            let (answered, _) = try runCommand(
                program, ["form", "--title", "Attach", "--json"] + fields, keys: ["Return", "Return"], title: "Attach",
                environment: environment)
            XCTAssertEqual(answered.status, 0)
            XCTAssertEqual(
                try json(answered.output),
                [
                    "ending": "saved", "values": ["doc": folder + "/a.txt", "dir": folder + "/backups"],
                    "changed": [String](),
                ], program.lastPathComponent)
        }
    }

    func testARequiredFileFieldRefusesReturnAndASpecFileGivesTheFields() throws {
        let spec = folder + "/upload.json"
        let text = #"{"title": "Upload", "field": ["doc:Document:file"], "required": ["doc"]}"#
        XCTAssertTrue(FileManager.default.createFile(atPath: spec, contents: Data(text.utf8)))
        for (program, environment) in try programs() {
            // Return on the last field saves nothing without a file; Escape then closes the form (2).
            let (refused, _) = try runCommand(
                program, ["form", "--spec", spec], keys: ["Return", "Escape"], title: "Upload", environment: environment
            )
            XCTAssertEqual(refused, CommandOutcome(status: 2, output: ""), program.lastPathComponent)
        }
    }

    func testARememberedPathStartsTheNextForm() throws {
        for (program, environment) in try programs() {
            let key = "upload-\(program.lastPathComponent)"
            let (first, _) = try runCommand(
                program,
                ["form", "--title", "Upload", "--remember", key, "--field", "doc:Document:file:\(folder)/a.txt"],
                keys: ["Return"], title: "Upload", environment: environment)
            XCTAssertEqual(first, CommandOutcome(status: 0, output: "doc=\(folder)/a.txt\n"))
            let (second, _) = try runCommand(
                program, ["form", "--title", "Upload", "--remember", key, "--field", "doc:Document:file"],
                keys: ["Return"], title: "Upload", environment: environment)
            XCTAssertEqual(
                second, CommandOutcome(status: 0, output: "doc=\(folder)/a.txt\n"), program.lastPathComponent)
        }
    }

    func testARelativePathIsReadFromTheWorkingFolder() throws {
        let field = try FieldSpec.parse("doc:Document:file:notes/a.txt")
        XCTAssertEqual(field.kind, .file)
        XCTAssertEqual(field.value, FileManager.default.currentDirectoryPath + "/notes/a.txt")
        XCTAssertEqual(try FieldSpec.parse("dir:Folder:folder:/srv").value, "/srv")
        XCTAssertEqual(try FieldSpec.parse("dir:Folder:folder").value, "")
    }
}
