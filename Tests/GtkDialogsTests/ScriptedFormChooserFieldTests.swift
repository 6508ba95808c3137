import Foundation
import XCTest

@testable import DialogsCore
@testable import DialogsTesting
@testable import GtkDialogs

/// A form's file and folder fields told to a scripted user (no display): `fill` takes a full path
/// to what the chooser could pick, a required one says "Choose a file", a typed form binds a path
/// property, and a remembered path is used while it is still there.
final class ScriptedFormChooserFieldTests: XCTestCase, @unchecked Sendable {
    private var answers: TestAnswerFolder?
    private var folder = ""

    override func setUpWithError() throws {
        folder =
            FileManager.default.temporaryDirectory.appendingPathComponent("scripted-chooser-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder + "/backups", withIntermediateDirectories: true)
        XCTAssertTrue(FileManager.default.createFile(atPath: folder + "/a.txt", contents: Data("x".utf8)))
        MainActor.assumeIsolated { answers = TestAnswerFolder(named: "scripted-chooser-answers") }
    }

    override func tearDown() {
        MainActor.assumeIsolated { answers?.restore() }
        try? FileManager.default.removeItem(atPath: folder)
    }

    @MainActor
    private func failures(_ script: (ScriptedUser) -> Void, run: () throws -> Void) async rethrows -> [String] {
        var messages: [String] = []
        let user = ScriptedUser(report: { message, _, _ in messages.append(message) })
        script(user)
        user.install()
        try run()
        await user.settle()
        user.uninstall()
        return messages
    }

    @MainActor
    private func upload() -> FormDialog {
        FormDialog(title: "Upload") {
            FormField(key: "doc", label: "Document", kind: .file, isRequired: true)
            FormField(key: "dir", label: "Back up to", kind: .folder)
        }
    }

    @MainActor
    func testFillTakesAFileAndAFolderThatAreThere() async throws {
        var response: FormResponse?
        let messages = await failures({
            $0.fill("Upload", with: ["doc": folder + "/a.txt", "dir": folder + "/backups"])
        }) {
            upload().show { response = $0 }
        }
        XCTAssertEqual(messages, [])
        XCTAssertEqual(
            response,
            .saved(values: ["doc": folder + "/a.txt", "dir": folder + "/backups"], changedKeys: ["doc", "dir"]))
    }

    @MainActor
    func testFillRefusesWhatTheChooserCouldNotPick() async throws {
        let refusals: [([String: String], String)] = [
            (
                ["dir": folder + "/backups"],
                "refuses \"\" in its field \"Document\": Choose a file for Document. (Save stays insensitive)"
            ),
            (
                ["doc": folder + "/gone.txt"],
                "has a file field \"Document\": its chooser picks a file that is there, not \"\(folder)/gone.txt\""
            ),
            (
                ["doc": folder + "/backups"],
                "has a file field \"Document\": its chooser picks a file that is there, not \"\(folder)/backups\""
            ),
            (["doc": "a.txt"], "has a file field \"Document\": its chooser picks a file that is there, not \"a.txt\""),
            (
                ["doc": folder + "/a.txt", "dir": folder + "/a.txt"],
                "has a folder field \"Back up to\": its chooser picks a folder that is there, not \"\(folder)/a.txt\""
            ),
        ]
        for (values, refusal) in refusals {
            var response: FormResponse?
            let messages = await failures({ $0.fill("Upload", with: values) }) { upload().show { response = $0 } }
            XCTAssertEqual(messages, ["The form \"Upload\" [Cancel, Save] " + refusal])
            XCTAssertEqual(response, .dismissed)
        }
    }

    @MainActor
    func testAPathThatIsNotFullIsAMistakeInTheForm() {
        XCTAssertThrowsError(
            try FormDialog(
                title: "Upload", fields: [FormField(key: "doc", label: "Document", value: "a.txt", kind: .file)])
        ) { error in
            XCTAssertEqual(error as? FormError, .notAFullPath(key: "doc", value: "a.txt"))
            XCTAssertTrue("\(error)".contains("is not a full path"), "\(error)")
        }
    }

    @MainActor
    func testATypedFormBindsAPathProperty() async {
        struct Backup { var name = "nightly"; var source = ""; var target = "" }
        let user = ScriptedUser()
        user.fill("Backup", with: ["Source": folder + "/a.txt", "Target": folder + "/backups"])
        user.install()
        let edited = await FormDialog.edit(
            Backup(), title: "Backup",
            fields: [.text("Name", \.name), .file("Source", \.source, isRequired: true), .folder("Target", \.target)])
        user.uninstall()
        XCTAssertEqual(edited?.value.source, folder + "/a.txt")
        XCTAssertEqual(edited?.value.target, folder + "/backups")
        XCTAssertEqual(edited?.changed, [\Backup.source, \Backup.target])
    }

    @MainActor
    func testARememberedPathIsUsedWhileItIsThere() async throws {
        let user = ScriptedUser()
        user.fill("Upload", with: ["doc": folder + "/a.txt", "dir": folder + "/backups"])
        user.choose("Save", inAlert: "Upload")
        user.choose("Save", inAlert: "Upload")
        user.install()
        func remembering() -> FormDialog {
            let form = upload()
            form.remembersAnswerAs = "upload"
            return form
        }
        _ = await remembering().response()
        let second = await remembering().response()
        XCTAssertEqual(
            second, .saved(values: ["doc": folder + "/a.txt", "dir": folder + "/backups"], changedKeys: []))
        try FileManager.default.removeItem(atPath: folder + "/backups")
        let third = await remembering().response()
        XCTAssertEqual(
            third, .saved(values: ["doc": folder + "/a.txt", "dir": ""], changedKeys: []),
            "a folder no longer there is not started from")
        user.uninstall()
    }
}
