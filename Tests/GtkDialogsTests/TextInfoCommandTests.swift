import Foundation
import XCTest

/// `gtk-dialogs --text-info` and `gtk-dialogs text`, `gtk-dialogs file`: real keys, side by side
/// with zenity 3.44 where zenity works, and the bad input zenity shows as an empty window.
final class TextInfoCommandTests: XCTestCase, @unchecked Sendable {
    private let zenity = URL(fileURLWithPath: "/usr/bin/zenity")
    private var folder = ""

    override func setUpWithError() throws {
        try DisplayServer.require()
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("text-info-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: folder)
    }

    private func ours() throws -> URL { try ProgramLocator.builtProduct("gtk-dialogs") }

    /// Writes `bytes` to a file in the test's folder and returns its path.
    private func file(_ name: String, _ bytes: [UInt8]) -> String {
        let path = "\(folder)/\(name)"
        XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: Data(bytes)))
        return path
    }

    private func run(
        _ program: URL, _ arguments: [String], lines: String? = nil, keys: [String] = []
    ) throws -> (outcome: CommandOutcome, errors: String) {
        try runCommand(
            program, arguments + ["--title", "Shown text"], lines: lines, closesInput: true, keys: keys,
            title: "Shown text")
    }

    func testKeysOutputAndExitStatusAreZenitys() throws {
        guard FileManager.default.isExecutableFile(atPath: zenity.path) else {
            throw XCTSkip("zenity is not installed")
        }
        let text = file("notes.txt", Array("one\ntwo https://example.org".utf8))
        let scenarios: [(arguments: [String], lines: String?, keys: [String])] = [
            (["--filename", text], nil, ["Return"]),
            (["--filename", text], nil, ["Escape"]),
            (["--filename", text, "--editable"], nil, ["ctrl+End", "x", "ctrl+Tab", "Tab", "space"]),
            (["--filename", text, "--editable"], nil, ["ctrl+End", "x", "Return", "Escape"]),
            (["--editable"], "from a pipe\n", ["ctrl+Tab", "Tab", "space"]),
            (["--filename", "/dev/stdin", "--editable"], "through /dev/stdin", ["ctrl+Tab", "Tab", "space"]),
            (["--filename", text, "--checkbox", "I agree"], nil, ["Return", "Tab", "space", "Return"]),
            // Return does nothing before the tick: the timeout ends it.
            (["--filename", text, "--checkbox", "I agree", "--timeout", "2"], nil, ["Return"]),
            // The edit made before the timeout is printed.
            (["--filename", text, "--editable", "--timeout", "2"], nil, ["ctrl+End", "x"]),
            (["--filename", text, "--ok-label", "Fine", "--cancel-label", "Nope", "--auto-scroll"], nil, ["Escape"]),
            (
                ["--filename", text, "--timeout", "1", "--font", "Monospace 14", "--width", "500", "--height", "300"],
                nil, []
            ),
        ]
        for scenario in scenarios {
            let arguments = ["--text-info"] + scenario.arguments
            let expected = try run(zenity, arguments, lines: scenario.lines, keys: scenario.keys).outcome
            let actual = try run(ours(), arguments, lines: scenario.lines, keys: scenario.keys).outcome
            XCTAssertEqual(actual, expected, "\(arguments) \(scenario.keys)")
        }
    }

    /// `<(command)`: a pipe only the shell can name; the text arrives while the window is up.
    func testAProcessSubstitutionIsRead() throws {
        let command =
            "exec \"$0\" --text-info --editable --title 'Shown text' --filename <(printf 'made by a\\ncommand')"
        let (outcome, _) = try runCommand(
            URL(fileURLWithPath: "/bin/bash"), ["-c", command, try ours().path], keys: ["ctrl+Tab", "Tab", "space"],
            title: "Shown text")
        XCTAssertEqual(outcome, CommandOutcome(status: 0, output: "made by a\ncommand"))
    }

    /// zenity shows an empty window for these (with a warning on stderr); gtk-dialogs says what is wrong.
    func testAFileThatCannotBeShownIsNamed() throws {
        let cases: [(arguments: [String], status: Int32, message: String)] = [
            (
                ["--text-info", "--filename", "\(folder)/missing"], 255,
                "cannot read \"\(folder)/missing\": No such file or directory"
            ),
            (["--text-info", "--filename", folder], 255, "cannot read \"\(folder)\": Is a directory"),
            (
                ["text", "--filename", "\(folder)/missing"], 64,
                "cannot read \"\(folder)/missing\": No such file or directory"
            ),
            (["--text-info", "--html"], 255, "--html needs WebKit"),
            (["--text-info", "--url", "example.org"], 255, "--url needs WebKit"),
            (["--info", "--font", "Serif"], 255, "--font is not supported for this dialog"),
        ]
        for item in cases {
            let (outcome, errors) = try runCommand(try ours(), item.arguments)
            XCTAssertEqual(outcome, CommandOutcome(status: item.status, output: ""), "\(item.arguments)")
            XCTAssertTrue(errors.hasPrefix("gtk-dialogs: \(item.message)"), "\(item.arguments): \(errors)")
            XCTAssertEqual(errors.filter { $0 == "\n" }.count, 1, "one line: \(errors)")
        }
    }

    /// Bytes that are not UTF-8 show as U+FFFD and the rest is kept (zenity 3.44 shows nothing).
    func testInvalidUTF8IsReplacedNotDropped() throws {
        let path = file("latin1.txt", [0x61, 0xE9, 0x62, 0x0A, 0xFF, 0xFE, 0x63])
        let (outcome, _) = try run(
            ours(), ["--text-info", "--editable", "--filename", path], keys: ["ctrl+Tab", "Tab", "space"])
        XCTAssertEqual(outcome, CommandOutcome(status: 0, output: "a\u{FFFD}b\n\u{FFFD}\u{FFFD}c"))
    }

    func testNativeTextNamesEveryEnding() throws {
        let path = file("n.txt", Array("line".utf8))
        let json = ["text", "--json", "--filename", path]
        let cases: [(arguments: [String], lines: String?, keys: [String], expected: CommandOutcome)] = [
            (json, nil, ["Return"], CommandOutcome(status: 0, output: "{\"ending\":\"accepted\"}\n")),
            (
                json + ["--editable"], nil, ["ctrl+End", "s", "ctrl+Tab", "Tab", "space"],
                CommandOutcome(status: 0, output: "{\"ending\":\"accepted\",\"text\":\"lines\"}\n")
            ),
            (
                ["text", "--editable"], "piped", ["ctrl+Tab", "Tab", "space"],
                CommandOutcome(status: 0, output: "piped")
            ),
            (json, nil, ["Escape"], CommandOutcome(status: 2, output: "{\"ending\":\"closed\"}\n")),
            (json, nil, ["Tab", "space"], CommandOutcome(status: 1, output: "{\"ending\":\"cancelled\"}\n")),
            (json + ["--timeout", "1"], nil, [], CommandOutcome(status: 3, output: "{\"ending\":\"timedOut\"}\n")),
            (
                json + ["--editable", "--timeout", "2"], nil, ["ctrl+End", "s"],
                CommandOutcome(status: 3, output: "{\"ending\":\"timedOut\",\"text\":\"lines\"}\n")
            ),
            (["text", "--editable", "--timeout", "1"], "kept", [], CommandOutcome(status: 3, output: "kept")),
        ]
        for item in cases {
            XCTAssertEqual(
                try run(ours(), item.arguments, lines: item.lines, keys: item.keys).outcome, item.expected,
                "\(item.arguments) \(item.keys)")
        }
    }

    /// Native `file`: the paths as an array and the chosen filter; `--timeout` ends the chooser in
    /// both modes (zenity 3.44's never closes).
    func testNativeFileAndTimeouts() throws {
        _ = file("a.txt", [])
        _ = file("b.png", [])
        let path = "\(folder)/a.txt"
        let chooser = try LaunchedProgram(
            ours(),
            arguments: [
                "file", "--json", "--title", "Pick", "--filename", folder + "/", "--file-filter", "Text | *.txt",
            ],
            environment: LaunchedProgram.environmentWithoutExitCodeOverrides())
        try chooser.focusWindow(titled: "Pick")
        try xdotool(["key", "ctrl+l"])
        try xdotool(["type", "--delay", "20", path])
        try xdotool(["key", "Return"])
        XCTAssertEqual(chooser.waitForExit(), 0)
        XCTAssertEqual(chooser.output, "{\"ending\":\"chosen\",\"paths\":[\"\(path)\"],\"filter\":\"Text\"}\n")
        XCTAssertEqual(
            try runCommand(ours(), ["file", "--json", "--timeout", "1"]).outcome,
            CommandOutcome(status: 3, output: "{\"ending\":\"timedOut\"}\n"))
        XCTAssertEqual(
            try runCommand(ours(), ["--file-selection", "--save", "--timeout", "1"]).outcome,
            CommandOutcome(status: 5, output: ""))
    }

    /// Native `file` with no `--filename` starts in the current folder, where a script works:
    /// a name typed relative to it opens (GTK alone would start in Recent, where it would not).
    func testNativeFileStartsInTheCurrentFolder() throws {
        _ = file("alpha.txt", [])
        _ = file("beta.txt", [])
        let chooser = try LaunchedProgram(
            ours(), arguments: ["file", "--title", "Pick"],
            environment: LaunchedProgram.environmentWithoutExitCodeOverrides(), directory: folder)
        try chooser.focusWindow(titled: "Pick")
        try xdotool(["type", "--delay", "20", "./beta.txt"])
        try xdotool(["key", "Return"])
        XCTAssertEqual(chooser.waitForExit(), 0)
        XCTAssertEqual(chooser.output, "\(folder)/beta.txt\n")
    }
}
