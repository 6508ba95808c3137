import Foundation
import XCTest

/// zenity 4's spellings beside zenity 3.44's: `--icon` (a name or an image file), `--password
/// --text`, and the options zenity 4 deprecated, which keep working (`--attach`, honoured as `--parent x11:…`).
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
            tool(), ["--entry", "--attach", "4242", "--window-icon", "info", "--text", "Name"],
            keys: ["x", "Return"])
        XCTAssertEqual(outcome, CommandOutcome(status: 0, output: "x\n"))
        // --attach is honoured: a window that is not there is one line, in the display's words
        // (WaylandTests pins both).
        XCTAssertTrue(errors.hasPrefix("GtkDialogs: ") && errors.contains("x11:0x1092"), errors)
        XCTAssertEqual(errors.split(separator: "\n").count, 1, errors)
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

    /// `--help` lists every dialog zenity 3.44's does, in its order (those not here yet say so), and
    /// `--help-misc` has `--about` and `--version`, as zenity's.
    func testHelpListsEveryKindZenityHas() throws {
        func dialogOptions(_ program: URL, _ arguments: [String]) throws -> [String] {
            let process = try LaunchedProgram(program, arguments: arguments)
            XCTAssertEqual(process.waitForExit(), 0)
            return process.output.split(separator: "\n").compactMap { line in
                let words = line.split(separator: " ")
                guard let option = words.first, option.hasPrefix("--"), words.dropFirst().first == "Display" else {
                    return nil
                }
                return String(option)
            }
        }
        let zenity = URL(fileURLWithPath: "/usr/bin/zenity")
        guard FileManager.default.isExecutableFile(atPath: zenity.path) else {
            throw XCTSkip("zenity is not installed")
        }
        let theirs = try dialogOptions(zenity, ["--help"])
        XCTAssertEqual(theirs.count, 15, "\(theirs)")
        XCTAssertEqual(try dialogOptions(tool(), ["--help"]), theirs)
        let misc = try LaunchedProgram(tool(), arguments: ["--help-misc"])
        XCTAssertEqual(misc.waitForExit(), 0)
        XCTAssertTrue(misc.output.contains("--about "), misc.output)
        XCTAssertTrue(misc.output.contains("--version "), misc.output)
        let (outcome, errors) = try runCommand(tool(), ["--about", "--info"])
        XCTAssertEqual(outcome, CommandOutcome(status: 255, output: ""))
        XCTAssertTrue(errors.contains("Two or more dialog options specified"), errors)
    }
}
