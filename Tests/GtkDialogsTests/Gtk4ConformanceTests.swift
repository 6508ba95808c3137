import Foundation
import XCTest

/// The conformance suite's stories at GTK 4's windows (Tests/Gtk4Stories), run by `gtk4-stories`
/// in a process of its own, since this bundle links GTK 3 (``Gtk4Environment``).
final class Gtk4ConformanceTests: XCTestCase {
    func testEveryStoryAtGtk4sWindows() throws {
        try DisplayServer.require()
        let bus = try PrivateSessionBus(withDunst: false)
        defer { bus.stop() }
        var environment = Gtk4Environment.on(bus)
        let answers = FileManager.default.temporaryDirectory.appendingPathComponent("gtk4-stories-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: answers) }
        environment["XDG_STATE_HOME"] = answers.path  // remembered answers in a folder of the test's own
        let stories = try LaunchedProgram(try ProgramLocator.builtProduct("gtk4-stories"), environment: environment)
        let status = stories.waitForExit(timeout: 120)
        let failures = stories.output.split(separator: "\n").filter { $0.hasPrefix("FAILED") }
        XCTAssertEqual(failures, [], stories.errors)
        XCTAssertEqual(status, 0, stories.output + stories.errors)
        // Every kind (a notification has no window), each with as many stories as against GTK 3.
        let counts =
            "Alert 16, TextPrompt 11, ScaleDialog 9, DateDialog 9, ProgressDialog 7, ColorChooser 9, TextViewer 6, "
            + "FormDialog 18, ListDialog 17, FontChooser 9, StepList 7, AboutDialog 5, FileChooser 6, remembered answers 3"
        let server = DisplayServer.isWayland ? "Wayland" : "X"
        XCTAssertTrue(stories.output.contains("conformance (GTK 4 on \(server)): \(counts)"), stories.output)
        XCTAssertTrue(stories.output.contains("live callback boxes: 0"), stories.output)
    }

    /// What GTK 4's windows show beyond the stories' answers, as GTK 3's do (`gtk4-stories --checks`,
    /// Tests/Gtk4Stories/Gtk4Checks.swift): countdowns on the default button, a 100 MB text with its
    /// links and a hand over them, a list searched as a person types, a prompt's suggestions, an
    /// alert's icons and a window's icon and size, a form's file picked in GTK's chooser, its slider
    /// moved, its translucent colour kept, its editable drop-down picked from.
    func testGtk4sWindowsShowWhatGtk3sShow() throws {
        try DisplayServer.require()
        let bus = try PrivateSessionBus(withDunst: false)
        defer { bus.stop() }
        let checks = try LaunchedProgram(
            try ProgramLocator.builtProduct("gtk4-stories"), arguments: ["--checks"],
            environment: Gtk4Environment.on(bus))
        let status = checks.waitForExit(timeout: 120)
        XCTAssertEqual(checks.output.split(separator: "\n").filter { $0.hasPrefix("FAILED") }, [], checks.errors)
        XCTAssertEqual(status, 0, checks.output + checks.errors)
        let server = DisplayServer.isWayland ? "Wayland" : "X"
        XCTAssertTrue(checks.output.contains("checks (GTK 4 on \(server)): 22"), checks.output)
        XCTAssertTrue(checks.output.contains("live callback boxes: 0"), checks.output)
    }

    /// Dialogs that come and go leave nothing behind: every closure box GLib held is released.
    /// (`gtk4-stories --churn 10000` also prints the resident memory, for a measured run.)
    func testAlertsShownAndDismissedLeaveNoBoxAlive() throws {
        try DisplayServer.require()
        let bus = try PrivateSessionBus(withDunst: false)
        defer { bus.stop() }
        let environment = Gtk4Environment.on(bus)
        let churn = try LaunchedProgram(
            try ProgramLocator.builtProduct("gtk4-stories"), arguments: ["--churn", "300"], environment: environment)
        XCTAssertEqual(churn.waitForExit(timeout: 120), 0, churn.output + churn.errors)
        XCTAssertTrue(churn.output.contains("churn: 300 alerts, live callback boxes 0,"), churn.output)
    }
}
