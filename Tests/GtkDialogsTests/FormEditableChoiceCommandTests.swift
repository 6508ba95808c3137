import Foundation
import XCTest

/// `--field key:Label:editable=A|B|…[:value]` in both programs with real keys (X and Wayland): an
/// option picked or any text, in the JSON answer, and remembered by `--remember`.
final class FormEditableChoiceCommandTests: XCTestCase, @unchecked Sendable {
    private var folder = ""
    private var bus: PrivateSessionBus?

    override func setUpWithError() throws {
        try DisplayServer.require()
        folder =
            FileManager.default.temporaryDirectory.appendingPathComponent("form-editable-\(UUID().uuidString)")
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

    func testAnOptionPickedOrAnyTextIsTheAnswerAndIsRemembered() throws {
        for (program, environment) in try programs() {
            let arguments = [
                "form", "--title", "Checkout", "--json", "--remember", "checkout-\(program.lastPathComponent)",
                "--field", "branch:Branch:editable=main|develop|release/2.0",
            ]
            let (picked, _) = try runCommand(
                program, arguments, keys: ["Down", "Down", "Return"], title: "Checkout", environment: environment)
            XCTAssertEqual(picked.status, 0, program.lastPathComponent)
            let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(picked.output.utf8)) as? NSDictionary)
            XCTAssertEqual(
                object, ["ending": "saved", "values": ["branch": "develop"], "changed": ["branch"]],
                program.lastPathComponent)
            // Letters by key (wl-keys sends a letter's key without Shift): any text, not an option.
            let (typed, _) = try runCommand(
                program, arguments, keys: ["ctrl+a", "w", "i", "p", "Return"], title: "Checkout",
                environment: environment)
            XCTAssertTrue(typed.output.contains(#""values":{"branch":"wip"}"#), typed.output)
            let (again, _) = try runCommand(
                program, arguments, keys: ["Return"], title: "Checkout", environment: environment)
            XCTAssertTrue(again.output.contains(#""values":{"branch":"wip"}"#), "remembered: " + again.output)
        }
    }
}
