import CGtk
import Foundation
import XCTest

/// GLib's critical messages (`Gtk-CRITICAL`, `GLib-CRITICAL`, `GLib-GObject-CRITICAL`,
/// `Pango-CRITICAL`, `Gdk-CRITICAL`, any domain's) are programmer errors: a test fails, naming
/// each message, when one was logged by the test process itself (GTK runs in-process in
/// `GUITestCase` tests) or printed by a program of ours the test launched (`gtk-dialogs`,
/// `dialogs-demo`, `dialogs-probe`: products built beside the tests, also when a shell or
/// a script runs them). zenity's and other programs' messages are not ours.
///
/// Checked at the end of every test (a teardown block added by a test observer), when a launched
/// program has exited (`LaunchedProgram.waitForExit`), and in `GUITestCase.tearDown`. A message
/// is reported once, by the first check after it was printed.
enum GLibCriticals {
    /// Starts watching, once: GLib's log writer of this process, and the check after every test.
    static func watch() {
        _ = installed
    }

    private static let installed: Bool = {
        g_log_set_writer_func(writer, nil, nil)
        XCTestObservationCenter.shared.addTestObserver(CheckAfterEveryTest())
        return true
    }()

    /// Whether `executable` is one of ours (built beside the tests).
    static func isOurs(_ executable: URL) -> Bool {
        let directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let ours = [directory.path, directory.deletingLastPathComponent().path]
        return ours.contains(executable.deletingLastPathComponent().standardizedFileURL.path)
    }

    /// The critical lines in `errors` (a launched program's stderr): all of them when the program
    /// is ours, else those a program of ours printed through it (GLib starts them `(name:pid): `).
    static func lines(in errors: String, programIsOurs: Bool) -> [String] {
        errors.split(separator: "\n").map(String.init).filter { line in
            line.contains("-CRITICAL **")
                && (programIsOurs || ourNames.contains { line.hasPrefix("(\($0):") || line.contains(" (\($0):") })
        }
    }

    private static let ourNames = ["gtk-dialogs", "dialogs-demo", "dialogs-probe", "leak-check"]

    /// Records critical lines found in what `program` printed, for the next check.
    static func record(_ lines: [String], from program: String) {
        guard !lines.isEmpty else { return }
        State.shared.withLock { $0.recorded += lines.map { "\(program): \($0)" } }
    }

    /// Programs a check reads the stderr of until they have ended.
    static func track(_ program: LaunchedProgram) {
        State.shared.withLock { $0.programs.append(program) }
    }

    /// Fails the running test with every critical message recorded since the last check.
    static func failOnRecorded(file: StaticString = #filePath, line: UInt = #line) {
        let programs = State.shared.withLock { state in
            defer { state.programs.removeAll() }
            return state.programs
        }
        var running: [LaunchedProgram] = []
        for program in programs {
            if program.scanForCriticals() == false { running.append(program) }
        }
        let messages = State.shared.withLock { state in
            defer { state.recorded.removeAll() }
            state.programs.append(contentsOf: running)
            return state.recorded
        }
        guard !messages.isEmpty else { return }
        XCTFail(
            "GLib reported \(messages.count) critical message(s) from our code:\n"
                + messages.joined(separator: "\n"), file: file, line: line)
    }

    private final class State: @unchecked Sendable {
        static let shared = State()
        private let lock = NSLock()
        var recorded: [String] = []
        var programs: [LaunchedProgram] = []

        func withLock<T>(_ body: (State) -> T) -> T {
            lock.lock()
            defer { lock.unlock() }
            return body(self)
        }
    }

    private final class CheckAfterEveryTest: NSObject, XCTestObservation {
        func testCaseWillStart(_ testCase: XCTestCase) {
            testCase.addTeardownBlock { GLibCriticals.failOnRecorded() }
        }
    }

    /// GLib's writer for this process: records criticals, then writes every message as GLib would.
    private static let writer: GLogWriterFunc = { level, fields, count, data in
        if level.rawValue & G_LOG_LEVEL_CRITICAL.rawValue != 0, let fields {
            var domain = ""
            var message = ""
            for field in UnsafeBufferPointer(start: fields, count: Int(count)) {
                guard let value = field.value, field.length == -1 else { continue }
                let text = String(cString: value.assumingMemoryBound(to: CChar.self))
                switch String(cString: field.key) {
                case "GLIB_DOMAIN": domain = text
                case "MESSAGE": message = text
                default: break
                }
            }
            record(["\(domain.isEmpty ? "" : domain + "-")CRITICAL **: \(message)"], from: "the test process")
        }
        return g_log_writer_default(level, fields, count, data)
    }
}
