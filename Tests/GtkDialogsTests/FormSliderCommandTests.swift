import Foundation
import XCTest

/// `--field key:Label:slider=MIN..MAX[/STEP][:value]` in both programs with real keys (X and
/// Wayland): the number in the JSON answer, remembered by `--remember`, a bad range a usage error.
final class FormSliderCommandTests: XCTestCase, @unchecked Sendable {
    private var folder = ""
    private var bus: PrivateSessionBus?

    override func setUpWithError() throws {
        try DisplayServer.require()
        folder =
            FileManager.default.temporaryDirectory.appendingPathComponent("form-slider-cli-\(UUID().uuidString)")
            .path
        bus = try PrivateSessionBus(withDunst: false)
    }

    override func tearDown() {
        bus?.stop()
        try? FileManager.default.removeItem(atPath: folder)
    }

    /// Each program, with what it needs to run here: gtk4-dialogs on the test's own bus.
    private func programs() throws -> [(URL, [String: String])] {
        let state = ["XDG_STATE_HOME": folder]
        return [
            (try ProgramLocator.builtProduct("gtk-dialogs"), state),
            (
                try ProgramLocator.builtProduct("gtk4-dialogs"),
                (bus.map(Gtk4Environment.on) ?? [:]).merging(state) { $1 }
            ),
        ]
    }

    func testTheArrowsMoveItByItsStepAndTheNumberIsTheJSONAnswer() throws {
        for (program, environment) in try programs() {
            let (answered, _) = try runCommand(
                program, ["form", "--title", "Sound", "--json", "--field", "volume:Volume:slider=0..100/5:40"],
                keys: ["Right", "Right", "Left", "Right", "Return"], title: "Sound", environment: environment)
            XCTAssertEqual(answered.status, 0, program.lastPathComponent)
            let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(answered.output.utf8)) as? NSDictionary)
            XCTAssertEqual(
                object, ["ending": "saved", "values": ["volume": "50"], "changed": ["volume"]],
                program.lastPathComponent)
        }
    }

    func testARememberedNumberStartsTheNextForm() throws {
        for (program, environment) in try programs() {
            let arguments = ["form", "--title", "Sound", "--remember", "sound-\(program.lastPathComponent)"]
            let (first, _) = try runCommand(
                program, arguments + ["--field", "volume:Volume:slider=0..10:3"], keys: ["Left", "Return"],
                title: "Sound", environment: environment)
            XCTAssertEqual(first, CommandOutcome(status: 0, output: "volume=2\n"), program.lastPathComponent)
            let (second, _) = try runCommand(
                program, arguments + ["--field", "volume:Volume:slider=0..10:9"], keys: ["Return"], title: "Sound",
                environment: environment)
            XCTAssertEqual(second, CommandOutcome(status: 0, output: "volume=2\n"), program.lastPathComponent)
        }
    }

    func testABadRangeIsAUsageErrorThatSaysHowToWriteIt() throws {
        for (program, environment) in try programs() {
            for kind in ["slider=10..0", "slider=0-10", "slider=0..10/0", "slider=a..b"] {
                let refused = try LaunchedProgram(
                    program, arguments: ["form", "--field", "v:Volume:\(kind)"],
                    environment: LaunchedProgram.environmentWithoutExitCodeOverrides(environment))
                XCTAssertEqual(refused.waitForExit(), 64, kind)
                XCTAssertTrue(
                    refused.errors.contains(
                        "--field \"v:Volume:\(kind)\": write a slider as slider=MIN..MAX or slider=MIN..MAX/STEP"),
                    refused.errors)
            }
            let outside = try LaunchedProgram(
                program, arguments: ["form", "--field", "v:Volume:slider=0..10:11"],
                environment: LaunchedProgram.environmentWithoutExitCodeOverrides(environment))
            XCTAssertEqual(outside.waitForExit(), 64)
            XCTAssertTrue(outside.errors.contains("is not a whole number from 0 to 10"), outside.errors)
        }
    }
}
