import Foundation
import XCTest

/// `gtk4-dialogs`: the same CLI (DialogsCLI) on GTK 4 and libadwaita, driven by real keys in a
/// process of its own (this bundle links GTK 3), on a session bus of the test's own.
final class Gtk4CommandLineTests: XCTestCase, @unchecked Sendable {
    private var bus: PrivateSessionBus?

    override func setUpWithError() throws {
        try DisplayServer.require()
        bus = try PrivateSessionBus(withDunst: false)
    }

    override func tearDown() {
        bus?.stop()
        super.tearDown()
    }

    private func ours() throws -> URL { try ProgramLocator.builtProduct("gtk4-dialogs") }

    private var environment: [String: String] {
        bus.map(Gtk4Environment.on) ?? [:]
    }

    func testNativeAndZenityModesAnswerRealKeysAtLibadwaitasDialogs() throws {
        let (confirmed, _) = try runCommand(
            ours(), ["confirm", "--title", "Proceed", "--text", "Really?", "--json"], keys: ["Return"],
            title: "Proceed", environment: environment)
        XCTAssertEqual(confirmed, CommandOutcome(status: 0, output: "{\"ending\":\"confirmed\"}\n"))

        let (refused, _) = try runCommand(
            ours(), ["--question", "--title", "Sure", "--text", "Really?"], keys: ["Escape"], title: "Sure",
            environment: environment)
        XCTAssertEqual(refused.status, 1)

        let (picked, _) = try runCommand(
            ours(), ["--list", "--title", "Fruit", "--column", "Name"], lines: "Apples\nPears\n", closesInput: true,
            keys: ["Down", "Return"], title: "Fruit", environment: environment)
        XCTAssertEqual(picked, CommandOutcome(status: 0, output: "Pears\n"))
    }

    func testItNamesItselfAndSaysWhyWithoutADisplay() throws {
        let version = try LaunchedProgram(ours(), arguments: ["--version"])
        XCTAssertEqual(version.waitForExit(), 0)
        XCTAssertEqual(version.output, "gtk4-dialogs \(try versionNumber()) (zenity 3.44 compatible)\n")
        let help = try LaunchedProgram(ours(), arguments: ["--help"])
        XCTAssertEqual(help.waitForExit(), 0)
        XCTAssertTrue(help.output.contains("native mode:  gtk4-dialogs alert|confirm|"), help.output)
        XCTAssertFalse(help.output.contains("gtk-dialogs"), help.output)

        var noDisplay = LaunchedProgram.environmentWithoutExitCodeOverrides()
        noDisplay["DISPLAY"] = nil
        noDisplay["WAYLAND_DISPLAY"] = nil
        let alert = try LaunchedProgram(ours(), arguments: ["alert", "--text", "Hi"], environment: noDisplay)
        XCTAssertNotEqual(alert.waitForExit(), 0)
        XCTAssertTrue(alert.errors.contains("cannot open a display"), alert.errors)
    }

    /// The version gtk-dialogs prints: both are one package.
    private func versionNumber() throws -> String {
        let version = try LaunchedProgram(try ProgramLocator.builtProduct("gtk-dialogs"), arguments: ["--version"])
        _ = version.waitForExit()
        return String(version.output.split(separator: " ")[1])
    }
}
