import Foundation
import XCTest

@testable import DialogsCLI

/// `gtk-dialogs --progress` and `gtk-dialogs progress`: real pipes, real keys, side by side with zenity 3.44.
final class ProgressCommandTests: XCTestCase, @unchecked Sendable {
    private let zenity = URL(fileURLWithPath: "/usr/bin/zenity")

    private typealias Outcome = CommandOutcome

    override func setUpWithError() throws {
        try DisplayServer.require()
    }

    private func ours() throws -> URL { try ProgramLocator.builtProduct("gtk-dialogs") }

    /// Runs `program` with `arguments`, writes `lines` to its standard input and leaves it open
    /// (unless `closesInput`), then sends `keys` to its window.
    private func run(
        _ program: URL, _ arguments: [String], lines: String, closesInput: Bool = false, keys: [String] = [],
        title: String? = nil
    ) throws -> Outcome {
        try runCommand(program, arguments, lines: lines, closesInput: closesInput, keys: keys, title: title).outcome
    }

    func testTheInputProtocolIsReadAsZenityReadsIt() throws {
        guard FileManager.default.isExecutableFile(atPath: zenity.path) else {
            throw XCTSkip("zenity is not installed")
        }
        // With --auto-close a dialog that reaches 100 % exits 0; otherwise its 1 s timeout exits 5.
        let lines = [
            "100", "99.9", "100.5", "1e2", " 100", "+100", "150", "100abc", "0100", "-5", "100%", "0x64",
            "99999999999", "4294967396", "#100", "# 100", "junk\n100", "50\n#text\n#\n100", "\u{FEFF}100",
        ]
        for line in lines {
            let arguments = ["--progress", "--auto-close", "--timeout", "1"]
            let expected = try run(zenity, arguments, lines: line + "\n")
            let actual = try run(ours(), arguments, lines: line + "\n")
            XCTAssertEqual(actual, expected, "input \(line.debugDescription)")
        }
    }

    func testEndingsAreZenitys() throws {
        guard FileManager.default.isExecutableFile(atPath: zenity.path) else {
            throw XCTSkip("zenity is not installed")
        }
        let scenarios: [(arguments: [String], lines: String, closes: Bool, keys: [String])] = [
            (["--progress", "--auto-close"], "10\n# Copying\n", true, []),
            (["--progress", "--pulsate", "--auto-close"], "# Working\n", true, []),
            (["--progress", "--text", "Copying <b>files</b>"], "30\n", false, ["Escape"]),
            (["--progress", "--no-cancel", "--timeout", "1"], "30\n", false, []),
            (["--progress", "--percentage", "40", "--timeout", "1"], "", false, []),
            (["--progress"], "100\n", true, ["Return"]),
        ]
        for scenario in scenarios {
            let expected = try run(
                zenity, scenario.arguments, lines: scenario.lines, closesInput: scenario.closes, keys: scenario.keys)
            let actual = try run(
                ours(), scenario.arguments, lines: scenario.lines, closesInput: scenario.closes, keys: scenario.keys)
            XCTAssertEqual(
                actual, expected, "\(scenario.arguments) \(scenario.lines.debugDescription) \(scenario.keys)")
        }
    }

    func testCancelEndsAtOnceWhileTheProducerKeepsTheInputOpen() throws {
        // Tab reaches Cancel (no button has the focus while the work runs), Return presses it.
        let outcome = try run(ours(), ["--progress"], lines: "20\n# Waiting for more\n", keys: ["Tab", "Return"])
        XCTAssertEqual(outcome, Outcome(status: 1, output: ""))
    }

    func testAutoKillHangsUpTheScriptThatStartedIt() throws {
        let script = "\"$0\" --progress --auto-kill --title 'Auto kill'; echo survived"
        let input = Pipe()
        let shell = try LaunchedProgram(
            URL(fileURLWithPath: "/bin/sh"), arguments: ["-c", script, try ours().path], input: input)
        defer { try? input.fileHandleForWriting.close() }
        input.send(Data("10\n".utf8))
        try shell.focusWindow(titled: "Auto kill")
        try xdotool("key", "--delay", "50", "Tab", "Return")
        XCTAssertEqual(shell.waitForExit(), SIGHUP, "the shell ended by SIGHUP")
        XCTAssertFalse(shell.output.contains("survived"))
    }

    func testNativeModeNamesEveryEndingWithItsOwnCode() throws {
        let json = ["progress", "--json", "--title", "Native progress"]
        let cases: [(arguments: [String], lines: String, closes: Bool, keys: [String], expected: Outcome)] = [
            (
                json + ["--auto-close"], "50\n#half\n100\n", false, [],
                Outcome(status: 0, output: "{\"ending\":\"completed\"}\n")
            ),
            (json, "50\n", true, ["Return"], Outcome(status: 0, output: "{\"ending\":\"completed\"}\n")),
            (json, "50\n", false, ["Tab", "Return"], Outcome(status: 1, output: "{\"ending\":\"cancelled\"}\n")),
            (json, "50\n", false, ["Escape"], Outcome(status: 2, output: "{\"ending\":\"closed\"}\n")),
            (json + ["--timeout", "1"], "50\n", false, [], Outcome(status: 3, output: "{\"ending\":\"timedOut\"}\n")),
        ]
        for item in cases {
            let outcome = try run(
                ours(), item.arguments, lines: item.lines, closesInput: item.closes, keys: item.keys,
                title: "Native progress")
            XCTAssertEqual(outcome, item.expected, "\(item.arguments) \(item.keys)")
        }
    }

    func testInvalidUTF8TextIsNamedByLineAndEndsWithTheUsageCode() throws {
        for (arguments, status) in [(["progress"], Int32(64)), (["--progress"], 255)] {
            let input = Pipe()
            let process = try LaunchedProgram(ours(), arguments: arguments, input: input)
            input.send(Data([0x35, 0x30, 0x0A, 0x23, 0x20, 0x63, 0x61, 0x66, 0xE9, 0x0A]))
            XCTAssertEqual(process.waitForExit(), status, "\(arguments)")
            try input.fileHandleForWriting.close()
            XCTAssertTrue(
                process.errors.contains("line 2 of standard input is not valid UTF-8"),
                "\(arguments): \(process.errors)")
        }
    }

    func testAFloodOfInputIsReadToTheEnd() throws {
        var lines = ""
        for step in 0..<100_000 { lines += "50\n# step \(step)\n" }
        let outcome = try run(ours(), ["progress", "--json", "--auto-close"], lines: lines + "100\n")
        XCTAssertEqual(outcome, Outcome(status: 0, output: "{\"ending\":\"completed\"}\n"))
    }

    func testTheWindowRepaintsWhileAnEndlessProducerFloodsIt() throws {
        let script =
            "awk 'BEGIN { for (i = 0; ; i++) { print i % 100; print \"# step \" i } }' | \"$0\" progress --title Flood"
        let shell = try LaunchedProgram(URL(fileURLWithPath: "/bin/sh"), arguments: ["-c", script, try ours().path])
        // The dialog is the shell's child: end it by its own id, then the producer and the shell end too.
        let window = try WindowPicture(titled: "Flood")
        defer {
            if let dialog = window.processID { kill(dialog, SIGTERM) }
            _ = shell.waitForExit()
        }
        var pictures: [Data] = []
        for _ in 0..<2 {
            pictures.append(try window.take())
            Thread.sleep(forTimeInterval: 0.3)  // what is measured: the picture changes between two looks
        }
        XCTAssertEqual(pictures[0].count, pictures[1].count)
        XCTAssertNotEqual(pictures[0], pictures[1], "the text and the bar move while the input floods")
    }

    func testAnAnswerNobodyCanReadIsReportedNotLost() throws {
        let scripts = [
            "echo 100 | \"$0\" progress --json --auto-close | true; exit ${PIPESTATUS[1]}",
            "echo 100 | \"$0\" progress --json --auto-close >&-",
        ]
        for script in scripts {
            let shell = try LaunchedProgram(
                URL(fileURLWithPath: "/bin/bash"), arguments: ["-c", script, try ours().path])
            XCTAssertEqual(shell.waitForExit(), 74, script)
            XCTAssertEqual(
                shell.errors, "gtk-dialogs: standard output is closed; the answer was not delivered\n", script)
        }
    }

    func testProgressOptionsBelongToProgress() throws {
        let process = try LaunchedProgram(ours(), arguments: ["--info", "--pulsate"])
        XCTAssertEqual(process.waitForExit(), 255)
        XCTAssertEqual(
            process.errors,
            "gtk-dialogs: --pulsate is not supported for this dialog. Please see --help for all possible usages.\n")
    }
}

/// The protocol's parser, with no display.
final class ProgressInputTests: XCTestCase {
    func testLinesParseAsZenityParsesThem() {
        func parse(_ line: String) -> ProgressInput? { ProgressInput.parse(Array(line.utf8)) }
        XCTAssertEqual(parse("42"), .percent(42))
        XCTAssertEqual(parse("99.9"), .percent(99))
        XCTAssertEqual(parse("150"), .percent(100))
        XCTAssertEqual(parse("4294967396"), .percent(100))
        XCTAssertEqual(parse("4294967196"), .percent(0))
        XCTAssertEqual(parse("99999999999999999999999"), .percent(0))
        XCTAssertEqual(parse("# Copying a.txt \r"), .text("Copying a.txt"))
        XCTAssertEqual(parse("#Copying"), .text("Copying"))
        XCTAssertEqual(parse("#"), .text(""))
        XCTAssertEqual(ProgressInput.parse([0x23, 0xE9]), .text(nil))
        XCTAssertNil(parse(" 42"))
        XCTAssertNil(parse("-5"))
        XCTAssertNil(parse("rsync: 12%"))
        XCTAssertNil(parse(""))
    }
}
