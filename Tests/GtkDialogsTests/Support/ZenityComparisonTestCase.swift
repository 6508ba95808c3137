import Foundation
import XCTest

/// Base for suites that run scripts side by side against zenity 3.44 and gtk-dialogs with the
/// same keys, environment and stdin, and expect the same stdout and exit status (and, where a
/// scenario says, what gtk-dialogs writes on stderr). Skips where there is no display or no zenity.
class ZenityComparisonTestCase: XCTestCase, @unchecked Sendable {
    struct Scenario {
        var arguments: [String]
        /// xdotool commands, run in order once the dialog has the focus.
        var steps: [[String]] = []
        var environment: [String: String] = [:]
        /// Written to the program's stdin, which is then closed; without it stdin is empty.
        var stdin: String?
        /// gtk-dialogs' own lines on stderr (those starting `gtk-dialogs: `, each ending in a newline),
        /// when the scenario checks them; GTK's and GLib's are left out, and zenity's are not compared.
        var ourErrors: String?
    }

    let zenity = URL(fileURLWithPath: "/usr/bin/zenity")

    override func setUpWithError() throws {
        try DisplayServer.require()
        guard FileManager.default.isExecutableFile(atPath: zenity.path) else {
            throw XCTSkip("zenity is not installed (`make test` installs it)")
        }
    }

    /// Called once a scenario's stdin is written and closed, before its keys are pressed: a
    /// suite waits here until `program` has read what the keys need. Does nothing by default.
    func stdinWritten(to process: LaunchedProgram, running program: URL) throws {}

    /// Runs `scenario` with `program` to its end.
    func outcome(_ program: URL, _ scenario: Scenario) throws -> CommandOutcome {
        try outcomeAndErrors(program, scenario).outcome
    }

    /// Runs `scenario` with `program` to its end; its outcome and what it wrote on stderr.
    func outcomeAndErrors(_ program: URL, _ scenario: Scenario) throws -> (outcome: CommandOutcome, errors: String) {
        let pipe = scenario.stdin.map { _ in Pipe() }
        let process = try LaunchedProgram(
            program, arguments: scenario.arguments,
            environment: LaunchedProgram.environmentWithoutExitCodeOverrides(scenario.environment), input: pipe)
        if let pipe, let stdin = scenario.stdin {
            pipe.send(stdin)
            try pipe.fileHandleForWriting.close()
            try stdinWritten(to: process, running: program)
        }
        if !scenario.steps.isEmpty {
            try focusFirstWindow(of: process)
            for step in scenario.steps { try xdotool(step) }
        }
        return (CommandOutcome(status: process.waitForExit() ?? -1, output: process.output), process.errors)
    }

    /// The lines of `errors` gtk-dialogs wrote itself, each with its newline.
    func ownLines(_ errors: String) -> String {
        errors.split(separator: "\n").filter { $0.hasPrefix("gtk-dialogs: ") }.map { $0 + "\n" }.joined()
    }

    func assertSameAsZenity(_ scenarios: [Scenario], file: StaticString = #filePath, line: UInt = #line) throws {
        let ours = try ProgramLocator.builtProduct("gtk-dialogs")
        for scenario in scenarios {
            let expected = try outcome(zenity, scenario)
            let (actual, errors) = try outcomeAndErrors(ours, scenario)
            XCTAssertEqual(actual, expected, "\(scenario.arguments) \(scenario.steps)", file: file, line: line)
            if let ourErrors = scenario.ourErrors {
                XCTAssertEqual(ownLines(errors), ourErrors, "stderr of \(scenario.arguments)", file: file, line: line)
            }
        }
    }
}
