import Foundation
import XCTest

/// Screen-reader view of every dialog kind, the CLI and the demo, checked through
/// AT-SPI by `Tests/Accessibility/check_accessibility.py` (pyatspi) on a session bus of its own
/// where only the AT-SPI bus starts by itself (no portal, whose document store would mount
/// itself in the runtime folder): roles, names, and operation by AT-SPI actions and by keyboard alone.
final class AccessibilityTests: XCTestCase, @unchecked Sendable {
    func testDialogsThroughATSPI() throws {
        try DisplayServer.require()
        for tool in ["/usr/bin/dbus-daemon", "/usr/bin/python3", "/usr/share/dbus-1/services/org.a11y.Bus.service"]
        where !FileManager.default.fileExists(atPath: tool) {
            throw XCTSkip("\(tool) is missing; `make test` installs dbus, at-spi2-core and python3-pyatspi")
        }
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Accessibility/check_accessibility.py")
        let bus = try PrivateSessionBus(withDunst: false, activatable: ["org.a11y.Bus"])
        defer { bus.stop() }
        let checker = try LaunchedProgram(
            URL(fileURLWithPath: "/usr/bin/python3"),
            arguments: [
                script.path, try ProgramLocator.builtProduct("gtk-dialogs").path,
                try ProgramLocator.builtProduct("dialogs-demo").path,
            ], environment: bus.environment)
        let status = checker.waitForExit(timeout: 180)
        XCTAssertEqual(status, 0, checker.output)
        XCTAssertTrue(checker.output.contains(", 0 failed"), checker.output)
    }

    /// The same view of gtk4-dialogs and the libadwaita demo, on GTK 4's own AT-SPI backend
    /// (`Tests/Accessibility/check_accessibility_gtk4.py`): windows, fields and lists named once,
    /// buttons found by their labels, operated by actions and by keys.
    func testGtk4DialogsThroughATSPI() throws {
        try DisplayServer.require()
        for tool in ["/usr/bin/dbus-daemon", "/usr/bin/python3", "/usr/share/dbus-1/services/org.a11y.Bus.service"]
        where !FileManager.default.fileExists(atPath: tool) {
            throw XCTSkip("\(tool) is missing; `make test` installs dbus, at-spi2-core and python3-pyatspi")
        }
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Accessibility/check_accessibility_gtk4.py")
        let bus = try PrivateSessionBus(withDunst: false, activatable: ["org.a11y.Bus"])
        defer { bus.stop() }
        let checker = try LaunchedProgram(
            URL(fileURLWithPath: "/usr/bin/python3"),
            arguments: [
                script.path, try ProgramLocator.builtProduct("gtk4-dialogs").path,
                try ProgramLocator.builtProduct("gtk4-dialogs-demo").path,
            ], environment: Gtk4Environment.on(bus))
        let status = checker.waitForExit(timeout: 180)
        XCTAssertEqual(status, 0, checker.output)
        XCTAssertTrue(checker.output.contains("accessibility: 20 passed, 0 failed"), checker.output)
    }
}
