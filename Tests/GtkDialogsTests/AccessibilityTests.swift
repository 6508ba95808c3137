import Foundation
import XCTest

/// Screen-reader view of every dialog kind, the CLI and the demo, checked through
/// AT-SPI by `Tests/Accessibility/check_accessibility.py` (pyatspi) on a private
/// D-Bus session: roles, names, and operation by AT-SPI actions and by keyboard alone.
final class AccessibilityTests: XCTestCase, @unchecked Sendable {
    func testDialogsThroughATSPI() throws {
        try DisplayServer.require()
        for tool in ["/usr/bin/dbus-run-session", "/usr/bin/python3"]
        where !FileManager.default.isExecutableFile(atPath: tool) {
            throw XCTSkip("\(tool) is missing; `make test` installs dbus, at-spi2-core and python3-pyatspi")
        }
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Accessibility/check_accessibility.py")
        let checker = try LaunchedProgram(
            URL(fileURLWithPath: "/usr/bin/dbus-run-session"),
            arguments: [
                "--", "/usr/bin/python3", script.path, try ProgramLocator.builtProduct("gtk-dialogs").path,
                try ProgramLocator.builtProduct("dialogs-demo").path,
            ])
        let status = checker.waitForExit(timeout: 180)
        XCTAssertEqual(status, 0, checker.output)
        XCTAssertTrue(checker.output.contains(", 0 failed"), checker.output)
    }
}
