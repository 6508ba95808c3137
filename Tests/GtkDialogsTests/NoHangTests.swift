import Foundation
import XCTest

/// An app never hangs: `run()` returns when GTK cannot start, a `quit()` before
/// `run()` makes `run()` return at once, and no handler runs before `show` returns —
/// each checked in a separate process (`dialogs-probe`), with and without a display.
final class NoHangTests: XCTestCase {
    private struct Outcome {
        var status: Int32
        var signalled: Bool
        var output: [String]
        var errors: String
    }

    /// Runs the probe's scenarios; fails (and kills it) if it has not ended within 20 s.
    private func probe(
        _ scenarios: String..., display: Bool, file: StaticString = #filePath, line: UInt = #line
    ) throws -> Outcome {
        let process = Process()
        process.executableURL = try ProgramLocator.builtProduct("dialogs-probe")
        process.arguments = scenarios
        var environment = ProcessInfo.processInfo.environment
        if !display {
            environment["DISPLAY"] = nil
            environment["WAYLAND_DISPLAY"] = nil
        } else {
            try DisplayServer.require()
        }
        process.environment = environment
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let out = directory.appendingPathComponent("out")
        let err = directory.appendingPathComponent("err")
        _ = FileManager.default.createFile(atPath: out.path, contents: nil)
        _ = FileManager.default.createFile(atPath: err.path, contents: nil)
        process.standardOutput = try FileHandle(forWritingTo: out)
        process.standardError = try FileHandle(forWritingTo: err)
        let finished = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in finished.signal() }
        try LaunchedProgram.launching.withLock { try process.run() }
        if finished.wait(timeout: .now() + 20) == .timedOut {
            kill(process.processIdentifier, SIGKILL)
            finished.wait()
            XCTFail("dialogs-probe \(scenarios) hung (killed after 20 s)", file: file, line: line)
        }
        let output = try String(contentsOf: out, encoding: .utf8)
        let errors = try String(contentsOf: err, encoding: .utf8)
        GLibCriticals.record(
            GLibCriticals.lines(in: errors, programIsOurs: true),
            from: "dialogs-probe \(scenarios.joined(separator: " "))")
        GLibCriticals.failOnRecorded(file: file, line: line)
        return Outcome(
            status: process.terminationStatus, signalled: process.terminationReason == .uncaughtSignal,
            output: output.split(separator: "\n").map(String.init),
            errors: errors)
    }

    func testWithoutADisplayAQuitInTheHandlerEndsRun() throws {
        let ending = try probe("inform-quit", display: false)
        XCTAssertEqual(ending.output, ["show returned", "handler dismissed", "run returned"])
        XCTAssertEqual(ending.status, 0)
        XCTAssertTrue(ending.errors.contains("cannot open a display"), ending.errors)
    }

    func testWithADisplayTheHandlerRunsAfterShowReturns() throws {
        let ending = try probe("inform-quit", display: true)
        XCTAssertEqual(ending.output, ["show returned", "handler timedOut", "run returned"])
    }

    func testRunReturnsAfterAFailedInitialize() throws {
        let ending = try probe("failed-initialize", display: false)
        XCTAssertEqual(ending.output, ["initialize threw", "run returned"])
        XCTAssertEqual(ending.status, 0)
    }

    func testTwoLinkedToolkitsAndNoneChosenIsAClearErrorNotACrash() throws {
        let ending = try probe("two-toolkits", display: true)
        let refusal =
            "several dialog backends are linked (GTK 3, Second toolkit): choose one with Dialogs.use(_:) "
            + "before showing a dialog"
        XCTAssertEqual(ending.output, ["initialize threw: \(refusal)", "handler dismissed", "run returned"])
        XCTAssertTrue(ending.errors.contains(refusal), ending.errors)
        XCTAssertFalse(ending.errors.contains("no dialog backend is linked"), ending.errors)
        XCTAssertEqual(ending.status, 0)
        XCTAssertFalse(ending.signalled)
    }

    func testDialogsUseChoosesOneOfTwoLinkedToolkits() throws {
        let ending = try probe("two-toolkits-chosen", display: true)
        XCTAssertEqual(ending.output, ["initialized", "handler timedOut", "run returned"])
    }

    func testQuitBeforeRunMakesRunReturnAtOnce() throws {
        XCTAssertEqual(try probe("quit-before-run", display: true).output, ["run returned"])
        XCTAssertEqual(try probe("quit-before-run", display: false).output, ["run returned"])
    }

    func testAQuitBeforeRunIsUsedOnce() throws {
        // The second run() has no quit waiting: it runs until the alert's handler quits.
        let ending = try probe("quit-before-run", "inform-quit", display: true)
        XCTAssertEqual(ending.output, ["run returned", "show returned", "handler timedOut", "run returned"])
    }

    func testADuplicateRoleStopsADebugBuild() throws {
        let ending = try probe("duplicate-role", display: false)
        #if DEBUG
            XCTAssertTrue(ending.signalled, "status \(ending.status), output \(ending.output)")
            XCTAssertEqual(ending.output, [])
        #else
            XCTAssertEqual(ending.output, ["described"])
        #endif
        XCTAssertTrue(
            ending.errors.contains("alert \"Twice\" has 2 buttons with the role cancel; only the first keeps it"),
            ending.errors)
    }
}
