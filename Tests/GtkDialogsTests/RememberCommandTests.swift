import Foundation
import Glibc
import XCTest

/// `--remember`, `--dont-ask-again` and `--forget` in native mode: each remembering command run
/// twice with real keys, the second starting from the first's answer; answers kept in
/// `$XDG_STATE_HOME/gtk-dialogs/KEY.json` inside a folder of the test's own (X and Wayland).
final class RememberCommandTests: XCTestCase, @unchecked Sendable {
    private var folder = ""
    private var state: String { folder + "/state" }
    private var answers: String { state + "/gtk-dialogs" }

    override func setUpWithError() throws {
        try DisplayServer.require()
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("remember-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: folder)
    }

    private func ours() throws -> URL { try ProgramLocator.builtProduct("gtk-dialogs") }

    /// Runs gtk-dialogs with the test's state folder, pressing `keys` in its window.
    private func run(
        _ arguments: [String], keys: [String] = [], environment: [String: String] = [:], directory: String? = nil
    ) throws -> (outcome: CommandOutcome, errors: String) {
        try runCommand(
            ours(), arguments, keys: keys, environment: ["XDG_STATE_HOME": state].merging(environment) { $1 })
    }

    /// Runs gtk-dialogs with no display at all: only an answer given without a window gets out.
    private func runWithoutDisplay(_ arguments: [String]) throws -> (outcome: CommandOutcome, errors: String) {
        try run(arguments, environment: ["DISPLAY": "", "WAYLAND_DISPLAY": ""])
    }

    private func makeFile(_ name: String) -> String {
        let path = folder + "/" + name
        XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: Data("x".utf8)))
        return path
    }

    // MARK: Each kind, twice

    func testEachRememberingCommandStartsFromTheAnswerGivenLastTime() throws {
        // Keys, not typed text: wl-keys sends a letter's key without Shift. The second run starts elsewhere (another start value, other rows or fields) and answers at once.
        let runs: [(first: [String], firstKeys: [String], second: [String], secondKeys: [String], answer: String)] = [
            (
                ["input", "--entry-text", "old"], ["ctrl+a", "n", "e", "w", "Return"],
                ["input", "--entry-text", "other"],
                ["Return"], "new\n"
            ),
            (
                ["list", "--column", "Shell", "--row", "bash", "--row", "zsh", "--row", "fish"], ["Down", "Return"],
                ["list", "--column", "Shell", "--row", "fish", "--row", "dash", "--row", "zsh"], ["Return"], "zsh\n"
            ),
            (
                ["list", "--checklist", "--column", "", "--column", "File", "--row", "TRUE\ta", "--row", "FALSE\tb"],
                ["Down", "space", "Up", "space", "Tab", "Tab", "Return"],
                ["list", "--checklist", "--column", "", "--column", "File", "--row", "TRUE\ta", "--row", "FALSE\tb"],
                ["Tab", "Tab", "Return"], "b\n"
            ),
            (
                ["form", "--field", "name:Name::Ada", "--field", "city:City"],
                ["ctrl+a", "b", "o", "b", "Tab", "r", "i", "o", "Return"],
                ["form", "--field", "name:Name::Grace", "--field", "city:City::Lima"], ["Return", "Return"],
                "name=bob\ncity=rio\n"
            ),
            (
                ["scale", "--value", "40"], ["Right", "Right", "Return"], ["scale", "--value", "10"], ["Return"], "42\n"
            ),
            (
                ["date", "--day", "10", "--month", "3", "--year", "2024"], ["Right", "Return"],
                ["date", "--day", "1", "--month", "1", "--year", "2020"], ["Return"], "2024-03-11\n"
            ),
            (
                ["color", "--editor", "--color", "red"], ["Tab", "Return"], ["color", "--editor", "--color", "teal"],
                ["Tab", "Return"], "rgb(255,0,0)\n"
            ),
            (
                ["font", "--font", "Serif Bold 14"], ["Return"], ["font", "--font", "Sans 10"], ["Return"],
                "Serif Bold 14\n"
            ),
        ]
        for (index, item) in runs.enumerated() {
            let key = "key\(index)"
            let first = try run(item.first + ["--remember", key], keys: item.firstKeys).outcome
            XCTAssertEqual(first, CommandOutcome(status: 0, output: item.answer), "\(item.first)")
            let second = try run(item.second + ["--remember", key], keys: item.secondKeys).outcome
            XCTAssertEqual(second, CommandOutcome(status: 0, output: item.answer), "\(item.second)")
        }
        // Cancel keeps nothing: the last answer stays.
        XCTAssertEqual(try run(["scale", "--remember", "key4"], keys: ["Escape"]).outcome.status, 2)
        XCTAssertEqual(try run(["scale", "--remember", "key4"], keys: ["Return"]).outcome.output, "42\n")
        // Without --remember nothing is remembered, and the kept answers are the user's alone.
        XCTAssertEqual(try run(["scale", "--value", "10"], keys: ["Return"]).outcome.output, "10\n")
        var info = stat()
        XCTAssertEqual(stat(answers + "/key4.json", &info), 0)
        XCTAssertEqual(info.st_mode & 0o777, 0o600)
        XCTAssertEqual(stat(answers, &info), 0)
        XCTAssertEqual(info.st_mode & 0o777, 0o700)
    }

    /// A password is never remembered: `password` does not take the option.
    func testPasswordTakesNoRemember() throws {
        let (outcome, errors) = try runWithoutDisplay(["password", "--remember", "pin"])
        XCTAssertEqual(outcome.status, 64)
        XCTAssertTrue(errors.contains("Unknown option --remember"), errors)
    }

    func testAFileChooserStartsInTheFolderAndWithTheFileChosenLastTime() throws {
        let chosen = makeFile("a.txt")
        let chooser = try LaunchedProgram(
            ours(), arguments: ["file", "--title", "Pick", "--remember", "open"],
            environment: LaunchedProgram.environmentWithoutExitCodeOverrides(["XDG_STATE_HOME": state]))
        try chooser.focusWindow(titled: "Pick")
        try xdotool(["key", "ctrl+l"])
        try xdotool(["type", "--delay", "20", chosen])
        try xdotool(["key", "Return"])
        XCTAssertEqual(chooser.waitForExit(), 0)
        XCTAssertEqual(chooser.output, chosen + "\n")
        // Started elsewhere (the current folder), it selects the file chosen last time: Return opens it.
        let again = try run(["file", "--title", "Pick", "--remember", "open"], keys: ["Return"]).outcome
        XCTAssertEqual(again, CommandOutcome(status: 0, output: chosen + "\n"))

        let saved = folder + "/report.txt"
        let first = try run(["file", "--save", "--filename", saved, "--remember", "save"], keys: ["Return"]).outcome
        XCTAssertEqual(first, CommandOutcome(status: 0, output: saved + "\n"))
        let second = try run(["file", "--save", "--filename", "/other.txt", "--remember", "save"], keys: ["Return"])
        XCTAssertEqual(second.outcome, CommandOutcome(status: 0, output: saved + "\n"))
    }

    // MARK: Don't ask again

    func testATickedBoxAnswersLaterRunsAtOnceWithTheSameExitCodeAndNoWindow() throws {
        let alert = ["alert", "--button", "Nope", "--button", "Yes", "--default", "1", "--dont-ask-again", "go"]
        XCTAssertEqual(try run(alert, keys: ["alt+d", "Return"]).outcome, CommandOutcome(status: 11, output: "Yes\n"))
        XCTAssertEqual(try runWithoutDisplay(alert).outcome, CommandOutcome(status: 11, output: "Yes\n"))
        XCTAssertEqual(
            try runWithoutDisplay(alert + ["--json"]).outcome,
            CommandOutcome(status: 11, output: #"{"ending":"button","button":1,"label":"Yes"}"# + "\n"))

        let confirm = ["confirm", "--dont-ask-again", "sure"]
        XCTAssertEqual(try run(confirm, keys: ["alt+d", "Return"]).outcome, CommandOutcome(status: 0, output: ""))
        XCTAssertEqual(try runWithoutDisplay(confirm).outcome, CommandOutcome(status: 0, output: ""))
        let cancel = ["confirm", "--dont-ask-again", "no"]
        XCTAssertEqual(try run(cancel, keys: ["alt+d", "Tab", "space"]).outcome.status, 1)
        XCTAssertEqual(try runWithoutDisplay(cancel).outcome, CommandOutcome(status: 1, output: ""))
        // The same key with other buttons asks again.
        XCTAssertEqual(
            try runWithoutDisplay(["alert", "--button", "Nope", "--button", "Sure", "--dont-ask-again", "go"]).outcome
                .status, 69)
    }

    func testAnUntickedBoxAsksAgain() throws {
        let confirm = ["confirm", "--dont-ask-again", "ask"]
        XCTAssertEqual(try run(confirm, keys: ["Return"]).outcome, CommandOutcome(status: 0, output: ""))
        let (again, errors) = try runWithoutDisplay(confirm)
        XCTAssertEqual(again.status, 69, "it needs a window to ask: \(errors)")
        XCTAssertEqual(try run(confirm, keys: ["Escape"]).outcome.status, 2)
        XCTAssertFalse(FileManager.default.fileExists(atPath: answers + "/ask.json"))
    }

    func testForgetAloneAndWithADialog() throws {
        let confirm = ["confirm", "--dont-ask-again", "sure"]
        XCTAssertEqual(try run(confirm, keys: ["alt+d", "Return"]).outcome.status, 0)
        XCTAssertEqual(try runWithoutDisplay(confirm).outcome.status, 0)
        // With the dialog: forgotten first, so it asks (and can be remembered anew).
        XCTAssertEqual(try run(confirm + ["--forget", "sure"], keys: ["Escape"]).outcome.status, 2)
        XCTAssertEqual(try runWithoutDisplay(confirm).outcome.status, 69)
        XCTAssertEqual(try run(confirm, keys: ["alt+d", "Return"]).outcome.status, 0)
        // Alone: no display needed; forgetting what is not there succeeds too.
        let forgotten = try runWithoutDisplay(["--forget", "sure", "--forget=never-kept"])
        XCTAssertEqual(forgotten.outcome, CommandOutcome(status: 0, output: ""))
        XCTAssertEqual(forgotten.errors, "")
        XCTAssertFalse(FileManager.default.fileExists(atPath: answers + "/sure.json"))
        XCTAssertEqual(try runWithoutDisplay(confirm).outcome.status, 69)
    }

    // MARK: What goes wrong

    func testKeysAreCheckedWithAClearUsageError() throws {
        let rule = "a key is 1 to 100 ASCII letters, digits, \".\", \"_\" and \"-\", starting with a letter or a digit"
        for (arguments, option, key) in [
            (["input", "--remember", "a/b"], "--remember", "a/b"),
            (["confirm", "--dont-ask-again", ".hidden"], "--dont-ask-again", ".hidden"),
            (
                ["scale", "--forget", String(repeating: "k", count: 101)], "--forget",
                String(repeating: "k", count: 101)
            ),
            (["--forget", "../x"], "--forget", "../x"), (["--forget", ""], "--forget", ""),
        ] {
            let (outcome, errors) = try runWithoutDisplay(arguments)
            XCTAssertEqual(outcome, CommandOutcome(status: 64, output: ""), "\(arguments)")
            XCTAssertTrue(errors.hasPrefix("gtk-dialogs: \(option) \"\(key)\" is not a key: \(rule)"), errors)
            XCTAssertEqual(errors.filter { $0 == "\n" }.count, 1, errors)
        }
        let (extra, errors) = try runWithoutDisplay(["--forget", "a", "b"])
        XCTAssertEqual(extra.status, 64)
        XCTAssertTrue(errors.contains("unexpected argument \"b\""), errors)
        XCTAssertFalse(FileManager.default.fileExists(atPath: state), "nothing was written")
    }

    func testADamagedFileIsOneLineOnStandardErrorAndTheDialogStillAnswers() throws {
        try FileManager.default.createDirectory(atPath: answers, withIntermediateDirectories: true)
        let file = answers + "/server.json"
        let damaged = Data("{\"kind\": \"prompt\", \"answer\": {\"text\": ".utf8)
        try damaged.write(to: URL(fileURLWithPath: file))
        let (outcome, errors) = try run(["input", "--entry-text", "given", "--remember", "server"], keys: ["Return"])
        XCTAssertEqual(outcome, CommandOutcome(status: 0, output: "given\n"))
        let lines = errors.split(separator: "\n").filter { $0.hasPrefix("gtk-dialogs:") }
        XCTAssertEqual(lines.count, 1, errors)
        XCTAssertTrue(
            lines.first?.hasPrefix("gtk-dialogs: the answer remembered as \"server\" (\(file)) is damaged: ") == true,
            errors)
        // It was kept aside, and said so (issue 42, finding 7: the next answer overwrote it).
        XCTAssertTrue(lines.first?.hasSuffix("; kept as \(file).damaged and ignored") == true, errors)
        // The answer given replaced it; the damaged copy stays.
        XCTAssertEqual(try run(["input", "--remember", "server"], keys: ["Return"]).outcome.output, "given\n")
        XCTAssertEqual(FileManager.default.contents(atPath: file + ".damaged"), damaged)
        // Another kind's answer under the key is ignored the same way.
        let (list, listErrors) = try run(
            ["list", "--column", "A", "--row", "x", "--remember", "server"], keys: ["Return"])
        XCTAssertEqual(list, CommandOutcome(status: 0, output: "x\n"))
        XCTAssertTrue(listErrors.contains("is another kind of dialog's; ignored"), listErrors)
        // An alert reads its key before it decides to show (and again as it shows): still one line.
        try Data("[".utf8).write(to: URL(fileURLWithPath: answers + "/sure.json"))
        let (confirm, confirmErrors) = try run(["confirm", "--dont-ask-again", "sure"], keys: ["Return"])
        XCTAssertEqual(confirm.status, 0)
        XCTAssertEqual(
            confirmErrors.split(separator: "\n").filter { $0.hasPrefix("gtk-dialogs:") }.count, 1, confirmErrors)
    }

    /// A state folder that cannot be written (a file where it would be: as root, no mode bit keeps
    /// a folder from being written) is one warning, and the dialog answers all the same.
    func testAStateFolderThatCannotBeWrittenIsOneWarning() throws {
        XCTAssertTrue(FileManager.default.createFile(atPath: state, contents: Data("not a folder".utf8)))
        let (outcome, errors) = try run(["scale", "--value", "7", "--remember", "volume"], keys: ["Return"])
        XCTAssertEqual(outcome, CommandOutcome(status: 0, output: "7\n"))
        let lines = errors.split(separator: "\n").filter { $0.hasPrefix("gtk-dialogs:") }
        XCTAssertEqual(
            lines, ["gtk-dialogs: cannot remember the answer as \"volume\": cannot make \(answers): Not a directory"])
        let (confirm, confirmErrors) = try run(["confirm", "--dont-ask-again", "sure"], keys: ["alt+d", "Return"])
        XCTAssertEqual(confirm.status, 0)
        XCTAssertEqual(confirmErrors.split(separator: "\n").filter { $0.hasPrefix("gtk-dialogs:") }.count, 1)
        let forgotten = try runWithoutDisplay(["--forget", "volume"])
        XCTAssertEqual(forgotten.outcome.status, 0, "nothing there to forget: \(forgotten.errors)")
    }

    /// A new answer replaces the file (a new inode, renamed over it): a second name for the old
    /// file, as a reader that opened it holds, still reads the whole old answer.
    func testANewAnswerReplacesTheFileInsteadOfRewritingIt() throws {
        XCTAssertEqual(try run(["scale", "--value", "5", "--remember", "v"], keys: ["Return"]).outcome.output, "5\n")
        let file = answers + "/v.json"
        let old = try String(contentsOfFile: file, encoding: .utf8)
        XCTAssertEqual(link(file, folder + "/old"), 0)
        var before = stat()
        stat(file, &before)
        XCTAssertEqual(try run(["scale", "--remember", "v"], keys: ["Right", "Return"]).outcome.output, "6\n")
        var after = stat()
        stat(file, &after)
        XCTAssertNotEqual(after.st_ino, before.st_ino)
        XCTAssertEqual(try String(contentsOfFile: folder + "/old", encoding: .utf8), old)
        XCTAssertTrue(try String(contentsOfFile: file, encoding: .utf8).contains("6"))
    }
}
