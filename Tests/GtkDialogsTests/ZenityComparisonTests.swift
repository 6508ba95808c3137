import Foundation
import XCTest

/// Scripts written for zenity, run side by side against zenity 3.44 and
/// gtk-dialogs with the same keys: same stdout, same exit status.
final class ZenityComparisonTests: ZenityComparisonTestCase, @unchecked Sendable {
    private static let type = ["type", "--delay", "20"]

    func testMessageDialogs() throws {
        try assertSameAsZenity([
            Scenario(arguments: ["--info", "--text", "Backup finished"], steps: [["key", "Return"]]),
            Scenario(arguments: ["--info"], steps: [["key", "Escape"]]),
            Scenario(
                arguments: ["--warning", "--title", "Disk", "--text", "Almost full"], steps: [["key", "Return"]]),
            Scenario(arguments: ["--error", "--text", "Failed &amp; gone"], steps: [["key", "Return"]]),
            Scenario(arguments: ["--info", "--ok-label", "Fine"], steps: [["key", "Return"]]),
            Scenario(arguments: ["--info", "--timeout", "1"]),
            Scenario(arguments: ["--info"], steps: [["key", "Return"]], environment: ["ZENITY_OK": "3"]),
            Scenario(arguments: ["--info", "--extra-button", "More"], steps: [["key", "Tab", "Return"]]),
            // OK, More, the text (selectable: a Tab stop), OK.
            Scenario(
                arguments: ["--info", "--extra-button", "More"], steps: [["key", "Tab", "Tab", "Tab", "Return"]]),
        ])
    }

    func testQuestions() throws {
        try assertSameAsZenity([
            Scenario(arguments: ["--question", "--text", "Proceed?"], steps: [["key", "Return"]]),
            Scenario(arguments: ["--question"], steps: [["key", "Escape"]]),
            Scenario(arguments: ["--question", "--default-cancel"], steps: [["key", "Return"]]),
            Scenario(
                arguments: ["--question", "--ok-label", "Go", "--cancel-label", "Stop"], steps: [["key", "Return"]]),
            Scenario(
                arguments: ["--question", "--extra-button", "Maybe"],
                steps: [["key", "shift+Tab", "shift+Tab", "Return"]]),
            // Yes, the text, Maybe.
            Scenario(arguments: ["--question", "--extra-button", "Maybe"], steps: [["key", "Tab", "Tab", "Return"]]),
            Scenario(
                arguments: ["--question"], steps: [["key", "Escape"]],
                environment: ["ZENITY_ESC": "7", "DIALOG_ESC": "9"]),
            Scenario(arguments: ["--question", "--timeout", "1"]),
        ])
    }

    func testEntryAndPassword() throws {
        try assertSameAsZenity([
            Scenario(
                arguments: ["--entry", "--text", "Name?"], steps: [Self.type + ["Ada é 日本"], ["key", "Return"]]),
            Scenario(arguments: ["--entry", "--entry-text", "preset"], steps: [["key", "Return"]]),
            Scenario(arguments: ["--entry"], steps: [["key", "Return"]]),
            Scenario(arguments: ["--entry"], steps: [Self.type + ["x"], ["key", "Escape"]]),
            Scenario(arguments: ["--entry", "--hide-text"], steps: [Self.type + ["hidden"], ["key", "Return"]]),
            Scenario(arguments: ["--password"], steps: [Self.type + ["s3cret"], ["key", "Return"]]),
            Scenario(
                arguments: ["--password", "--username"],
                steps: [Self.type + ["ada"], ["key", "Tab"], Self.type + ["pw"], ["key", "Return"]]),
            Scenario(arguments: ["--password", "--timeout", "1"]),
            Scenario(arguments: ["--entry"], steps: [["key", "Escape"]], environment: ["ZENITY_ESC": "300"]),
        ])
    }

    /// `--entry`'s arguments are offered in a drop-down beside the entry.
    func testEntryValues() throws {
        try assertSameAsZenity([
            Scenario(arguments: ["--entry", "--text", "Branch", "main", "develop"], steps: [["key", "Return"]]),
            Scenario(
                arguments: ["--entry", "main", "develop", "release"], steps: [["key", "Down", "Down", "Return"]]),
            Scenario(
                arguments: ["--entry", "--entry-text", "feature", "main", "develop"],
                steps: [["key", "Return"]]),
            Scenario(
                arguments: ["--entry", "--entry-text", "feature", "main", "develop"],
                steps: [["key", "Down", "Return"]]),
            Scenario(arguments: ["--entry", "main", "develop"], steps: [Self.type + ["topic é"], ["key", "Return"]]),
            Scenario(arguments: ["--entry", "main", "develop"], steps: [["key", "Down", "Escape"]]),
        ])
    }

    func testForms() throws {
        try assertSameAsZenity([
            Scenario(
                arguments: ["--forms", "--add-entry", "First", "--add-entry", "Last"],
                steps: [
                    Self.type + ["Ada"], ["key", "Tab"], Self.type + ["Lovelace"], ["key", "Tab", "Tab", "Return"],
                ]),
            Scenario(
                arguments: ["--forms", "--add-entry", "A", "--add-password", "B", "--separator", "::"],
                steps: [Self.type + ["x"], ["key", "Tab"], Self.type + ["y"], ["key", "Tab", "Tab", "Return"]]),
            Scenario(
                arguments: ["--forms", "--add-entry", "Name", "--add-combo", "Colour", "--combo-values", "red|green"],
                steps: [Self.type + ["Ada"], ["key", "Tab", "Tab", "Tab", "Return"]]),
            Scenario(arguments: ["--forms", "--add-entry", "A"], steps: [Self.type + ["x"], ["key", "Escape"]]),
        ])
    }

    /// `--add-list`: the chosen row's cells, each followed by a comma unless the list is the last
    /// field; nothing when no row is chosen. A list that takes the focus chooses its first row.
    func testFormsLists() throws {
        let fruit = ["--add-list", "Fruit", "--list-values", "apple|red|pear|green", "--column-values", "Name|Colour"]
        try assertSameAsZenity([
            Scenario(
                arguments: ["--forms", "--add-entry", "Name"] + fruit + ["--show-header"],
                steps: [Self.type + ["Ada"], ["key", "Tab", "space", "Tab", "Tab", "Return"]]),
            Scenario(
                arguments: ["--forms"] + fruit + ["--add-entry", "Name"],
                steps: [["key", "Down", "Tab", "Tab", "Tab", "Return"]]),
            Scenario(
                arguments: ["--forms", "--add-list", "Fruit", "--list-values", "apple|pear"],
                steps: [["key", "Tab", "Tab", "Return"]]),
            Scenario(
                arguments: [
                    "--forms", "--add-entry", "A", "--add-list", "L", "--list-values", "x|y", "--add-entry", "B",
                ],
                steps: [["key", "shift+Tab", "Return"]]),
            Scenario(
                arguments: [
                    "--forms", "--separator", ":", "--add-entry", "Name", "--add-list", "Fruit", "--list-values",
                    "apple|pear|plum",
                ],
                steps: [["key", "Tab", "Down", "Tab", "Tab", "Return"]]),
            Scenario(arguments: ["--forms"] + fruit, steps: [["key", "Escape"]]),
            // A list past the last --column-values: its values are its headers and its one row.
            Scenario(
                arguments: [
                    "--forms", "--add-list", "A", "--list-values", "1|2|3|4", "--add-list", "B", "--list-values",
                    "x|y|z|w", "--column-values", "c1|c2",
                ],
                steps: [["key", "Down", "Tab", "Down", "Tab", "Tab", "Return"]]),
        ])
    }

    func testBadInput() throws {
        try assertSameAsZenity([
            Scenario(arguments: ["--info", "--bogus"]),
            Scenario(arguments: ["--info", "--question"]),
            Scenario(arguments: ["--entry", "--username"]),
            Scenario(arguments: []),
        ])
    }

    /// Where zenity prints half-typed text on timeout, gtk-dialogs prints nothing; the status is the same.
    func testTimeoutsPrintNothing() throws {
        let scenario = Scenario(arguments: ["--entry", "--entry-text", "half", "--timeout", "1"])
        let expected = try outcome(zenity, scenario)
        let actual = try outcome(try ProgramLocator.builtProduct("gtk-dialogs"), scenario)
        XCTAssertEqual(expected, CommandOutcome(status: 5, output: "half\n"))
        XCTAssertEqual(actual, CommandOutcome(status: 5, output: ""))
    }

    func testFileSelection() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("zenity-files-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for name in ["a.txt", "b.txt"] {
            XCTAssertTrue(
                FileManager.default.createFile(atPath: folder.appendingPathComponent(name).path, contents: nil))
        }
        try assertSameAsZenity([
            Scenario(arguments: ["--file-selection"], steps: [["key", "Escape"]]),
            Scenario(
                arguments: ["--file-selection", "--save", "--filename", folder.appendingPathComponent("new.txt").path],
                steps: [["key", "Return"]]),
        ])
    }
}
