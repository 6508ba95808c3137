import Foundation
import Synchronization
import XCTest

/// `gtk-dialogs --list` and `gtk-dialogs list` run as scripts run them: rows from arguments or
/// stdin, real keys (under Xvfb or the test sway), judged by stdout, stderr and exit status.
final class ListCommandLineTests: XCTestCase, @unchecked Sendable {
    private struct Result: Equatable {
        var status: Int32
        var output: String
    }

    override func setUpWithError() throws {
        try DisplayServer.require()
    }

    private func launch(_ arguments: [String], input: Pipe? = nil) throws -> LaunchedProgram {
        try LaunchedProgram(
            ProgramLocator.builtProduct("gtk-dialogs"), arguments: arguments,
            environment: LaunchedProgram.environmentWithoutExitCodeOverrides(), input: input)
    }

    /// Runs the tool with `stdin` piped in whole, presses `keys` once its window shows.
    private func run(
        _ arguments: [String], stdin: String? = nil, keys: [String] = [], file: StaticString = #filePath,
        line: UInt = #line
    ) throws -> Result {
        let pipe = stdin.map { _ in Pipe() }
        let tool = try launch(arguments, input: pipe)
        if let pipe, let stdin {
            pipe.send(stdin)
            try pipe.fileHandleForWriting.close()
        }
        if !keys.isEmpty {
            // The window shows while rows still come in: a key sent before the last row is in misses it.
            if pipe != nil { try tool.waitUntilInputReleased() }
            try focusFirstWindow(of: tool)
            try xdotool(["key", "--clearmodifiers"] + keys)
        }
        let status = tool.waitForExit(file: file, line: line) ?? -1
        return Result(status: status, output: tool.output)
    }

    /// Runs the tool with input it must refuse: one line on stderr, nothing on stdout.
    private func refusal(
        _ arguments: [String], stdin: String? = nil, file: StaticString = #filePath, line: UInt = #line
    ) throws -> (status: Int32, error: String) {
        let pipe = stdin.map { _ in Pipe() }
        let tool = try launch(arguments, input: pipe)
        if let pipe, let stdin {
            pipe.send(stdin)
            try pipe.fileHandleForWriting.close()
        }
        let status = tool.waitForExit(file: file, line: line) ?? -1
        XCTAssertEqual(tool.output, "", "nothing on stdout", file: file, line: line)
        XCTAssertEqual(
            tool.errors.filter { $0 == "\n" }.count, 1, "one line on stderr: \(tool.errors)", file: file, line: line)
        return (status, tool.errors)
    }

    // MARK: zenity mode

    func testZenityListPrintsTheChosenColumnsAndTheirSeparator() throws {
        let rows = ["a1", "b1", "a2", "b2"]
        XCTAssertEqual(
            try run(["--list", "--column", "A", "--column", "B"] + rows, keys: ["End", "Return"]),
            Result(status: 0, output: "a2\n"))
        XCTAssertEqual(
            try run(
                [
                    "--list", "--multiple", "--separator", "::", "--print-column", "ALL", "--column", "A", "--column",
                    "B",
                ]
                    + rows, keys: ["Down", "ctrl+a", "Tab", "Tab", "Return"]),
            Result(status: 0, output: "a1::b1::a2::b2\n"))
        XCTAssertEqual(
            try run(
                ["--list", "--column", "A", "--column", "B", "--print-column", "2,1"] + rows, keys: ["End", "Return"]),
            Result(status: 0, output: "b2|a2\n"))
        XCTAssertEqual(try run(["--list", "--column", "A", "a"], keys: ["Escape"]), Result(status: 1, output: ""))
        XCTAssertEqual(
            try run(["--list", "--column", "A", "--extra-button", "More", "a"], keys: ["Tab", "Return"]),
            Result(status: 1, output: "More\n"))
        XCTAssertEqual(try run(["--list", "--column", "A", "--timeout", "1", "a"]), Result(status: 5, output: ""))
    }

    func testZenityChecklistAndRadiolistPrintTheCheckedRowsSecondColumn() throws {
        XCTAssertEqual(
            try run(
                ["--list", "--checklist", "--column", "", "--column", "File", "TRUE", "a", "FALSE", "b", "true", "c"],
                keys: ["Tab", "Tab", "Return"]),
            Result(status: 0, output: "a|c\n"))
        XCTAssertEqual(
            try run(
                ["--list", "--radiolist", "--column", "", "--column", "Size", "TRUE", "S", "FALSE", "M"],
                keys: ["End", "space", "Tab", "Tab", "Return"]),
            Result(status: 0, output: "M\n"))
    }

    func testZenityRowsFromStdinOneCellALine() throws {
        XCTAssertEqual(
            try run(
                ["--list", "--column", "Name", "--column", "Size"], stdin: "x\n1\ny\n2\n", keys: ["End", "Return"]),
            Result(status: 0, output: "y\n"))
    }

    func testNativeListPrintsRowsAndJSONWithIndexes() throws {
        XCTAssertEqual(
            try run(
                [
                    "list", "--column", "Name", "--column", "Size", "--row", "x\t1", "--row", "y\t2", "--print-column",
                    "ALL",
                ],
                keys: ["End", "Return"]),
            Result(status: 0, output: "y\t2\n"))
        XCTAssertEqual(
            try run(["list", "--json", "--column", "Name", "--column", "Size"], stdin: "x\t1\ny\t2", keys: ["Return"]),
            Result(status: 0, output: #"{"ending":"chosen","rows":[{"index":0,"cells":["x","1"]}],"edited":[]}"# + "\n")
        )
        XCTAssertEqual(
            try run(
                [
                    "list", "--checklist", "--json", "--column", "", "--column", "A", "--row", "TRUE\tp", "--row",
                    "FALSE\tq",
                ],
                keys: ["Escape"]),
            Result(status: 2, output: #"{"ending":"closed"}"# + "\n"))
    }

    func testBadInputIsOneLineAndTheUsageExitCode() throws {
        var refused = try refusal(["list", "--column", "A", "--column", "B", "--row", "x\t1", "--row", "y"])
        XCTAssertEqual(refused.status, 64)
        XCTAssertTrue(refused.error.contains("row 2 has 1 cell; a row needs 2 cells"), refused.error)
        refused = try refusal(["--list", "--column", "A", "--print-column", "3", "x"])
        XCTAssertEqual(refused.status, 255)
        XCTAssertTrue(refused.error.contains("--print-column 3: the only column is 1"), refused.error)
        refused = try refusal(["list", "--checklist", "--column", "", "--column", "A", "--row", "yes\tx"])
        XCTAssertEqual(refused.status, 64)
        XCTAssertTrue(refused.error.contains("row 1: --checklist needs TRUE or FALSE in the first column, not \"yes\""))
        refused = try refusal(["--list", "--checklist", "--column", "A", "x"])
        XCTAssertEqual(refused.status, 255)
        XCTAssertTrue(refused.error.contains("--checklist needs a first column for its boxes and another"))
    }

    func testInvalidUTF8OnStdinIsNamedByLine() throws {
        let pipe = Pipe()
        let tool = try launch(["list", "--column", "A"], input: pipe)
        pipe.send(Data("one\ntwo\n".utf8) + Data([0x66, 0xFF, 0x0A]))
        try pipe.fileHandleForWriting.close()
        XCTAssertEqual(tool.waitForExit(), 64)
        XCTAssertEqual(tool.output, "")
        XCTAssertEqual(tool.errors, "gtk-dialogs: stdin line 3 is not valid UTF-8\n")
    }

    /// 30,000 rows from a pipe come in many reads, a row often cut between two: each keeps its
    /// cells and its check, a NUL in a cell shows as U+FFFD, and zenity's warning for a check cell
    /// that is neither TRUE nor FALSE names its row, once.
    func testRowsFromAPipeKeepTheirCellsAndChecksAcrossReads() throws {
        let rows = 30_000
        var input = ""
        for row in 1...rows {
            let check = row == 2 || row == 3 ? "maybe" : row.isMultiple(of: 10_000) ? "TRUE" : "false"
            input += "\(check)\na\(row)\n\(row == 20_000 ? "b\0x" : "b\(row)")\n"
        }
        let pipe = Pipe()
        let tool = try launch(
            [
                "--list", "--checklist", "--column", "C", "--column", "A", "--column", "B", "--print-column", "ALL",
                "--separator", ":",
            ], input: pipe)
        pipe.send(input)
        try pipe.fileHandleForWriting.close()
        try tool.waitUntilInputReleased()
        try focusFirstWindow(of: tool)
        try xdotool("key", "--clearmodifiers", "Tab", "Tab", "Return")  // Cancel, then OK
        XCTAssertEqual(tool.waitForExit(), 0)
        XCTAssertEqual(tool.output, "a10000:b10000:a20000:b\u{FFFD}x:a30000:b30000\n")
        XCTAssertEqual(
            tool.errors,
            "gtk-dialogs: row 2's check cell \"maybe\" is not TRUE or FALSE: unchecked, as zenity does\n")
    }

    /// Rows that come once the window shows (the list was empty when GTK first went idle): the
    /// first takes the cursor, selected, and Return chooses it, as when the rows came first.
    func testRowsThatComeAfterTheWindowShowsStartWithTheFirstSelected() throws {
        for (arguments, chosen) in [(["list", "--column", "A"], "x\n"), (["list", "--json", "--column", "A"], nil)] {
            let pipe = Pipe()
            let tool = try launch(arguments, input: pipe)
            try focusFirstWindow(of: tool)  // shown, and idle, with no row yet
            pipe.send("x\ny\n")
            try pipe.fileHandleForWriting.close()
            try tool.waitUntilInputReleased()  // every row is in the list
            try xdotool("key", "--clearmodifiers", "Return")
            XCTAssertEqual(tool.waitForExit(), 0, "\(arguments)")
            XCTAssertEqual(
                tool.output, chosen ?? #"{"ending":"chosen","rows":[{"index":0,"cells":["x"]}],"edited":[]}"# + "\n")
        }
    }

    func testTheWindowShowsAndAnswersBeforeASlowProducerEnds() throws {
        let pipe = Pipe()
        let tool = try launch(["list", "--column", "Line"], input: pipe)
        pipe.send("first\nsecond\n")
        try focusFirstWindow(of: tool)  // mapped while stdin is still open
        try xdotool("key", "--clearmodifiers", "End", "Return")
        XCTAssertEqual(tool.waitForExit(), 0)
        XCTAssertEqual(tool.output, "second\n")
        try? pipe.fileHandleForWriting.close()
    }

    /// A producer that never pauses (a row every 2 ms): the rows read before GTK starts stop
    /// after their time, and the window shows while the rows still come.
    func testTheWindowShowsWhileAProducerTricklesRowsWithoutAPause() throws {
        let pipe = Pipe()
        let tool = try launch(["list", "--column", "Line"], input: pipe)
        let writing = StopFlag()
        let closed = DispatchSemaphore(value: 0)
        let writer = Thread {
            var row = 0
            while !writing.isStopped {
                row += 1
                guard pipe.send("row \(row)\n") else { break }  // the tool ended: its exit fails the test
                usleep(2000)
            }
            try? pipe.fileHandleForWriting.close()
            closed.signal()
        }
        writer.start()
        let mapped = Swift.Result { try focusFirstWindow(of: tool) }  // mapped while rows still come
        writing.stop()
        closed.wait()  // the pipe closed before the tool can end: no write into a closed pipe
        try mapped.get()
        try xdotool("key", "--clearmodifiers", "Escape")
        XCTAssertEqual(tool.waitForExit(), 2)  // native mode: closed by Escape
        XCTAssertEqual(tool.output, "")
    }
}

/// A flag the test sets and the writing thread reads.
private final class StopFlag: Sendable {
    private let stopped = Atomic(false)
    var isStopped: Bool { stopped.load(ordering: .relaxed) }
    func stop() { stopped.store(true, ordering: .relaxed) }
}
