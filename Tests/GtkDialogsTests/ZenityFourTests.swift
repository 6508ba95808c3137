import Foundation
import XCTest

/// zenity 4's spellings beside zenity 3.44's: `--icon` (a name or an image file), `--password
/// --text`, and the options zenity 4 deprecated, which keep working (`--attach`, ignored, says so).
final class ZenityFourTests: XCTestCase, @unchecked Sendable {
    override func setUpWithError() throws {
        try DisplayServer.require()
    }

    private func tool() throws -> URL { try ProgramLocator.builtProduct("gtk-dialogs") }

    func testIconTakesAFileForAMessageAndIsTheWindowIconElsewhere() throws {
        var (outcome, errors) = try runCommand(
            tool(), ["--info", "--text", "Done", "--icon", "/nonexistent/done.png"], keys: ["Return"])
        XCTAssertEqual(outcome, CommandOutcome(status: 0, output: ""))
        XCTAssertTrue(errors.contains("cannot show \"/nonexistent/done.png\" as the dialog's icon"), errors)
        (outcome, errors) = try runCommand(
            tool(), ["--entry", "--icon", "/nonexistent/done.png"], keys: ["a", "Return"])
        XCTAssertEqual(outcome, CommandOutcome(status: 0, output: "a\n"))
        XCTAssertTrue(errors.contains("cannot use \"/nonexistent/done.png\" as the window icon"), errors)
        (outcome, errors) = try runCommand(
            tool(), ["--question", "--icon", "audio-input-microphone", "--icon-name", "dialog-warning"],
            keys: ["Return"])
        XCTAssertEqual(outcome, CommandOutcome(status: 0, output: ""))
        XCTAssertEqual(errors, "")
    }

    func testDeprecatedSpellingsKeepWorking() throws {
        var (outcome, errors) = try runCommand(
            tool(), ["--entry", "--attach", "4194307", "--window-icon", "info", "--text", "Name"],
            keys: ["x", "Return"])
        XCTAssertEqual(outcome, CommandOutcome(status: 0, output: "x\n"))
        XCTAssertEqual(
            errors, "gtk-dialogs: --attach is ignored: gtk-dialogs does not attach to another program's window\n")
        (outcome, errors) = try runCommand(
            tool(), ["--info", "--icon-name", "dialog-warning", "--modal"], keys: ["Return"])
        XCTAssertEqual(outcome, CommandOutcome(status: 0, output: ""))
        XCTAssertEqual(errors, "")
    }

    func testPasswordTakesText() throws {
        let (outcome, errors) = try runCommand(
            tool(), ["--password", "--text", "Unlock the disk"], keys: ["s", "3", "Return"])
        XCTAssertEqual(outcome, CommandOutcome(status: 0, output: "s3\n"))
        XCTAssertEqual(errors, "")
    }
}
