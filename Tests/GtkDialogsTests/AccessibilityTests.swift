import Foundation
import XCTest

/// Screen-reader view of every dialog kind, the CLI and the demo, checked through
/// AT-SPI by `Tests/Accessibility/check_accessibility.py` (pyatspi) on a session bus of its own
/// where only the AT-SPI bus starts by itself (no portal, whose document store would mount
/// itself in the runtime folder): roles, names, and operation by AT-SPI actions and by keyboard alone.
final class AccessibilityTests: XCTestCase, @unchecked Sendable {
    func testDialogsThroughATSPI() throws {
        let output = try check("check_accessibility.py", ["gtk-dialogs", "dialogs-demo"]) { $0.environment }
        XCTAssertTrue(output.contains(", 0 failed"), output)
    }

    /// The same view of gtk4-dialogs and the libadwaita demo, on GTK 4's own AT-SPI backend
    /// (`Tests/Accessibility/check_accessibility_gtk4.py`): windows, fields and lists named once,
    /// buttons found by their labels, operated by actions and by keys.
    func testGtk4DialogsThroughATSPI() throws {
        let output = try check("check_accessibility_gtk4.py", ["gtk4-dialogs", "gtk4-dialogs-demo"]) {
            Gtk4Environment.on($0)
        }
        XCTAssertTrue(output.contains("accessibility: 31 passed, 0 failed"), output)
    }

    /// Runs `script` (in Tests/Accessibility) on `products` on a bus of its own where the AT-SPI bus
    /// starts, and returns what it printed; its exit status must be 0.
    private func check(
        _ script: String, _ products: [String], environment: (PrivateSessionBus) -> [String: String]
    ) throws -> String {
        try DisplayServer.require()
        for tool in ["/usr/bin/dbus-daemon", "/usr/bin/python3", "/usr/share/dbus-1/services/org.a11y.Bus.service"]
        where !FileManager.default.fileExists(atPath: tool) {
            throw XCTSkip("\(tool) is missing; `make test` installs dbus, at-spi2-core and python3-pyatspi")
        }
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Accessibility/\(script)")
        let bus = try PrivateSessionBus(withDunst: false, activatable: ["org.a11y.Bus"])
        defer { bus.stop() }
        let checker = try LaunchedProgram(
            URL(fileURLWithPath: "/usr/bin/python3"),
            arguments: [path.path] + (try products.map { try ProgramLocator.builtProduct($0).path }),
            environment: environment(bus))
        XCTAssertEqual(checker.waitForExit(timeout: 180), 0, checker.output)
        return checker.output
    }
}
