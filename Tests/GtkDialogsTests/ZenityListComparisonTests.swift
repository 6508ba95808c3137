import Foundation
import XCTest

/// `--list` scripts run side by side against zenity 3.44 and gtk-dialogs with the same keys and
/// the same stdin: same stdout, same exit status.
final class ZenityListComparisonTests: ZenityComparisonTestCase, @unchecked Sendable {
    override func stdinWritten(to process: LaunchedProgram, running program: URL) throws {
        // zenity adds rows from a pipe slowly, a line per main-loop turn, and gtk-dialogs in a
        // later turn than it read them; each lets go of its standard input once the last is in
        // the list: keys sent before then find rows missing (End chose "y").
        try process.waitUntilInputReleased()
    }

    private static let twoColumns = ["--list", "--column", "A", "--column", "B", "a1", "b1", "a2", "b2"]

    private static func keys(_ keys: String...) -> [[String]] {
        [["key", "--clearmodifiers"] + keys]
    }

    func testSingleChoiceAndPrintedColumns() throws {
        try assertSameAsZenity([
            Scenario(arguments: Self.twoColumns, steps: Self.keys("Down", "Return")),
            Scenario(arguments: Self.twoColumns + ["--print-column=ALL"], steps: Self.keys("Down", "Down", "Return")),
            Scenario(arguments: Self.twoColumns + ["--print-column", "2"], steps: Self.keys("End", "Return")),
            Scenario(arguments: Self.twoColumns + ["--hide-column", "1"], steps: Self.keys("End", "Return")),
            Scenario(
                arguments: Self.twoColumns + ["--text", "Pick <b>one</b>", "--title", "T"],
                steps: Self.keys("Down", "Return")),
            Scenario(arguments: Self.twoColumns, steps: Self.keys("Escape")),
            Scenario(arguments: Self.twoColumns + ["--timeout", "1"]),
        ])
    }

    func testButtonsAndNothingSelected() throws {
        let labels = ["--list", "--column", "A", "--ok-label", "Go", "--cancel-label", "Stop", "a1"]
        try assertSameAsZenity([
            Scenario(arguments: labels, steps: Self.keys("Tab", "Tab", "Return")),
            Scenario(arguments: labels, steps: Self.keys("Down", "Tab", "Tab", "Return")),
            Scenario(arguments: labels, steps: Self.keys("Tab", "Return")),
        ])
    }

    func testChecklistRadiolistAndMultiple() throws {
        try assertSameAsZenity([
            Scenario(
                arguments: [
                    "--list", "--checklist", "--column", "X", "--column", "A", "TRUE", "a1", "FALSE", "a2", "true",
                    "a3",
                ],
                steps: Self.keys("Tab", "Tab", "Return")),
            Scenario(
                arguments: [
                    "--list", "--checklist", "--column", "X", "--column", "A", "--column", "B", "--print-column=ALL",
                    "TRUE", "a1", "b1", "FALSE", "a2", "b2", "TRUE", "a3", "b3",
                ], steps: Self.keys("Tab", "Tab", "Return")),
            Scenario(
                arguments: ["--list", "--radiolist", "--column", "X", "--column", "A", "FALSE", "a1", "TRUE", "a2"],
                steps: Self.keys("Tab", "Tab", "Return")),
            Scenario(
                arguments: ["--list", "--multiple", "--column", "A", "a1", "a2", "a3"],
                steps: Self.keys("Down", "shift+Down", "Return")),
            Scenario(
                arguments: [
                    "--list", "--multiple", "--separator=:", "--print-column=ALL", "--column", "A", "--column", "B",
                    "a1", "b1", "a2", "b2", "a3", "b3",
                ], steps: Self.keys("Down", "ctrl+a", "Tab", "Tab", "Return")),
        ])
    }

    func testSearchEditingAndStdin() throws {
        try assertSameAsZenity([
            Scenario(
                arguments: ["--list", "--column", "A", "alpha", "beta", "gamma"],
                steps: [["type", "--delay", "20", "be"]] + Self.keys("Return")),
            Scenario(
                arguments: ["--list", "--mid-search", "--column", "A", "alpha", "beta", "gamma"],
                steps: [["type", "--delay", "20", "mm"]] + Self.keys("Return")),
            Scenario(
                arguments: ["--list", "--editable", "--column", "A", "--column", "B", "a1", "b1", "a2", "b2"],
                steps: Self.keys("Down", "Down", "Return", "ctrl+a") + [["type", "--delay", "20", "new"]]
                    + Self.keys("Return", "Tab", "Tab", "Return")),
            Scenario(arguments: ["--list", "--column", "A"], steps: Self.keys("End", "Return"), stdin: "x\ny\nz\n"),
            Scenario(
                arguments: [
                    "--list", "--checklist", "--column", "C", "--column", "A", "--column", "B", "--print-column=3",
                ],
                steps: Self.keys("Tab", "Tab", "Return"), stdin: "TRUE\nx\n1\nFALSE\ny\n2\n"),
        ])
    }

    /// zenity 3.44 reads a check cell that is neither TRUE nor FALSE (any case) as unchecked
    /// (src/tree.c); gtk-dialogs does too, and says so in one line naming the first such cell.
    /// (Native mode refuses it: ListCommandLineTests.)
    func testCheckCellsNeitherTrueNorFalseAreUnchecked() throws {
        let warning = { (row: Int, cell: String) in
            "gtk-dialogs: row \(row)'s check cell \"\(cell)\" is not TRUE or FALSE: unchecked, as zenity does\n"
        }
        try assertSameAsZenity([
            Scenario(
                arguments: [
                    "--list", "--checklist", "--column", "X", "--column", "A", "TRUE", "a1", "yes", "a2", "1", "a3",
                    "True", "a4",
                ],
                steps: Self.keys("Tab", "Tab", "Return"), ourErrors: warning(2, "yes")),
            Scenario(
                arguments: ["--list", "--radiolist", "--column", "X", "--column", "A", "on", "a1", "FALSE", "a2"],
                steps: Self.keys("Tab", "Tab", "Return"), ourErrors: warning(1, "on")),
            Scenario(
                arguments: ["--list", "--checklist", "--column", "X", "--column", "A", "--column", "B"],
                steps: Self.keys("Tab", "Tab", "Return"), stdin: "TRUE\nx\n1\n\ny\n2\nx\nz\n3\n",
                ourErrors: warning(2, "")),
            Scenario(
                arguments: ["--list", "--checklist", "--column", "X", "--column", "A", "TRUE", "a1", "false", "a2"],
                steps: Self.keys("Tab", "Tab", "Return"), ourErrors: ""),
        ])
    }

    func testRefusals() throws {
        try assertSameAsZenity([
            Scenario(arguments: ["--list", "a1"]),
            Scenario(arguments: ["--list", "--checklist", "--radiolist", "--column", "A", "a1"]),
        ])
    }
}
