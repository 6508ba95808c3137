import Foundation
import XCTest

@testable import DialogsCLI

/// `--commands` and `--spec`: a script drives a shown dialog through a file or a FIFO, and gives
/// its options as JSON. Real windows, real keys; each change is waited for by the window's title
/// (a `title:` line after the others: lines apply in order).
final class LiveCommandTests: XCTestCase, @unchecked Sendable {
    private var folder: URL!

    override func setUpWithError() throws {
        try DisplayServer.require()
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("live-commands-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private func ours() throws -> URL { try ProgramLocator.builtProduct("gtk-dialogs") }

    private func launch(_ arguments: [String], input: Pipe? = nil) throws -> LaunchedProgram {
        try LaunchedProgram(
            ours(), arguments: arguments, environment: LaunchedProgram.environmentWithoutExitCodeOverrides(),
            input: input)
    }

    /// A commands file of the test's own, empty.
    private func commandsFile(_ name: String = "commands") throws -> URL {
        let file = folder.appendingPathComponent(name)
        try Data().write(to: file)
        return file
    }

    private func append(_ text: String, to file: URL) throws {
        try append(Data(text.utf8), to: file)
    }

    private func append(_ data: Data, to file: URL) throws {
        let handle = try FileHandle(forWritingTo: file)
        defer { try? handle.close() }
        try handle.seekToEnd()
        try handle.write(contentsOf: data)
    }

    func testAnAlertFollowsTitleTextAndButtonsAndQuitEndsItWithFour() throws {
        let commands = try commandsFile()
        let alert = try launch([
            "alert", "--title", "Updates", "--text", "Checking…", "--button", "Later", "--button", "Install",
            "--default", "1", "--json", "--commands", commands.path,
        ])
        try alert.focusWindow(titled: "Updates")
        try append("text: 3 updates\nok-label: Install all\ndisable: ok\ntitle: Disabled\n", to: commands)
        try alert.focusWindow(titled: "Disabled")
        try xdotool("key", "Return")
        try append("title: After Return\n", to: commands)
        try alert.focusWindow(titled: "After Return")
        XCTAssertEqual(alert.output, "", "Return does not reach the button a command disabled")
        try append("enable: Install\ntitle: Enabled\n", to: commands)
        try alert.focusWindow(titled: "Enabled")
        try xdotool("key", "Return")
        XCTAssertEqual(alert.waitForExit(), 11, "the default button, alert button 1")
        XCTAssertEqual(alert.output, "{\"ending\":\"button\",\"button\":1,\"label\":\"Install\"}\n")
        XCTAssertEqual(alert.errors.split(separator: "\n").filter { $0.hasPrefix("gtk-dialogs:") }, [])

        let quitting = try commandsFile("quit")
        let confirm = try launch(["confirm", "--title", "Quit me", "--json", "--commands", quitting.path])
        try confirm.focusWindow(titled: "Quit me")
        try append("quit\n", to: quitting)
        XCTAssertEqual(confirm.waitForExit(), 4)
        XCTAssertEqual(confirm.output, "{\"ending\":\"quit\"}\n")
    }

    /// `cancel-label:` and `ok-label:` relabel a confirm's buttons: once they apply, the window looks
    /// exactly as one started with `--cancel-label` and `--ok-label` does, pixel for pixel.
    func testCancelAndOKLabelsRelabelAConfirmAsTheirOptionsWould() throws {
        let labels = ["--cancel-label", "Not now", "--ok-label", "Go ahead"]
        let started = try launch(["confirm", "--title", "Relabelled"] + labels)
        try started.focusWindow(titled: "Relabelled")
        let expected = try WindowPicture(titled: "Relabelled").take()
        try xdotool("key", "Escape")
        XCTAssertEqual(started.waitForExit(), 2)

        let commands = try commandsFile()
        let confirm = try launch(["confirm", "--title", "Relabelled", "--json", "--commands", commands.path])
        try confirm.focusWindow(titled: "Relabelled")
        let window = try WindowPicture(titled: "Relabelled")
        XCTAssertNotEqual(try window.take(), expected, "Cancel and OK before the commands")
        try append("cancel-label: Not now\nok-label: Go ahead\n", to: commands)
        let deadline = Date().addingTimeInterval(10)
        var picture = try window.take()
        while picture != expected, Date() < deadline { picture = try window.take() }
        XCTAssertEqual(picture, expected, "the relabelled window looks as one started with the labels")
        try xdotool("key", "Return")
        XCTAssertEqual(confirm.waitForExit(), 0)
        XCTAssertEqual(confirm.output, "{\"ending\":\"confirmed\"}\n")
        XCTAssertEqual(confirm.errors.split(separator: "\n").filter { $0.hasPrefix("gtk-dialogs:") }, [])
    }

    func testBadLinesAreOneWarningEachWithTheirNumberAndNothingAroundThemIsLost() throws {
        let commands = try commandsFile()
        let list = try launch([
            "list", "--title", "Rows", "--column", "Name", "--row", "alpha", "--row", "beta", "--commands",
            commands.path,
        ])
        try list.focusWindow(titled: "Rows")
        var lines = Data("add-row: gamma\n".utf8)
        lines += Data("frobnicate: now\n".utf8)  // 2
        lines += Data([0x74, 0x69, 0x74, 0x6C, 0x65, 0x3A, 0x20, 0xFF, 0x0A])  // 3: "title: \xFF"
        lines += Data("progress: 50\n".utf8)  // 4: not a list's
        lines += Data(("text: " + String(repeating: "x", count: 2 << 20) + "\n").utf8)  // 5: 2 MiB
        lines += Data("remove-row: alpha\nremove-row: omega\nenable: Nope\ntitle: Still here\n".utf8)  // 6 7 8 9
        try append(lines, to: commands)
        try list.focusWindow(titled: "Still here")
        list.waitForErrors({ $0.contains("line 8") }, "the eighth line's warning")
        let warnings = list.errors.split(separator: "\n").filter { $0.hasPrefix("gtk-dialogs:") }
        let prefix = "gtk-dialogs: --commands \(commands.path) line "
        XCTAssertEqual(
            warnings,
            [
                "\(prefix)2: unknown command \"frobnicate\"; ignored",
                "\(prefix)3: is not valid UTF-8; ignored",
                "\(prefix)4: progress does not apply to this dialog; ignored",
                "\(prefix)5: is longer than 1 MiB; ignored",
                "\(prefix)7: remove-row: no row starts with \"omega\"; ignored",
                "\(prefix)8: no button \"Nope\" to enable (its buttons: cancel, ok); ignored",
            ])
        // beta, gamma: the first row is beta now.
        try xdotool("key", "Down", "Return")
        XCTAssertEqual(list.waitForExit(), 0)
        XCTAssertEqual(list.output, "gamma\n", "the row added before the bad lines, and the removal after them")
    }

    /// The line limit is exactly 1 MiB (issue 42, finding 7: a line of 1 MiB + 4 KiB that ended in
    /// the chunk that took it over the limit was read): a line of 1 MiB is read, one byte more is
    /// refused, wherever the reads fall. progress-text does not apply to a list, so a line that was
    /// read says so, without echoing it.
    func testTheLineLimitIsExactlyOneMebibyte() throws {
        let commands = try commandsFile()
        let list = try launch([
            "list", "--title", "Limit", "--column", "Name", "--row", "a", "--commands", commands.path,
        ])
        try list.focusWindow(titled: "Limit")
        let limit = CommandFile.maximumLineLength
        let excesses = [0, 1, 4 << 10, 0, 1, 100, 60 << 10, 0]
        var lines = Data()
        for excess in excesses {
            let line = "progress-text: "
            lines += Data((line + String(repeating: "x", count: limit + excess - line.utf8.count) + "\n").utf8)
        }
        try append(lines + Data("title: Done\n".utf8), to: commands)
        try list.focusWindow(titled: "Done")
        list.waitForErrors({ $0.contains("line \(excesses.count):") }, "the last long line's warning")
        let prefix = "gtk-dialogs: --commands \(commands.path) line "
        let expected = excesses.enumerated().map { index, excess in
            prefix + "\(index + 1): "
                + (excess == 0 ? "progress-text does not apply to this dialog" : "is longer than 1 MiB") + "; ignored"
        }
        XCTAssertEqual(
            list.errors.split(separator: "\n").filter { $0.hasPrefix("gtk-dialogs:") }.map(String.init), expected)
        try xdotool("key", "Escape")
        _ = list.waitForExit()
    }

    /// With `--commands`, standard input's end is no end of the work (a script's `… &` gives the
    /// dialog /dev/null, which ends at once): Cancel stays available, `--auto-close` waits, and
    /// `progress: 100` completes it.
    func testWithCommandsTheEndOfStandardInputDoesNotEndTheWork() throws {
        let fifo = folder.appendingPathComponent("fifo")
        XCTAssertEqual(mkfifo(fifo.path, 0o600), 0)
        let cancelled = try launch(["progress", "--title", "Working", "--json", "--commands", fifo.path])
        try cancelled.focusWindow(titled: "Working")
        let writer = try FileHandle(forWritingTo: fifo)
        try writer.write(contentsOf: Data("progress: 10\ntitle: Ten\n".utf8))
        try cancelled.focusWindow(titled: "Ten")
        try xdotool("key", "Tab", "Return")  // while it works, OK is not available: Tab reaches Cancel
        XCTAssertEqual(cancelled.waitForExit(), 1, "Cancel, not done")
        XCTAssertEqual(cancelled.output, "{\"ending\":\"cancelled\"}\n")
        try writer.close()

        let closing = try launch(["progress", "--title", "Closing", "--json", "--auto-close", "--commands", fifo.path])
        try closing.focusWindow(titled: "Closing")
        let again = try FileHandle(forWritingTo: fifo)
        defer { try? again.close() }
        try again.write(contentsOf: Data("progress: 50\ntitle: Still working\n".utf8))
        try closing.focusWindow(titled: "Still working")
        try again.write(contentsOf: Data("progress: 100\n".utf8))
        XCTAssertEqual(closing.waitForExit(), 0)
        XCTAssertEqual(closing.output, "{\"ending\":\"completed\"}\n")
    }

    func testAFIFOAndATruncatedFileAreFollowedAndAThousandLinesApplyInOrder() throws {
        let fifo = folder.appendingPathComponent("fifo")
        XCTAssertEqual(mkfifo(fifo.path, 0o600), 0)
        let progress = try launch(["progress", "--title", "Working", "--json", "--commands", fifo.path])
        try progress.focusWindow(titled: "Working")
        let writer = try FileHandle(forWritingTo: fifo)  // the dialog holds it open: no wait
        var burst = (1...1000).map { "progress-text: line \($0)\nprogress: \(Double($0) / 20)\n" }.joined()
        burst += "title: Burst done\n"
        try writer.write(contentsOf: Data(burst.utf8))
        try progress.focusWindow(titled: "Burst done")
        try writer.write(contentsOf: Data("progress: 100\ntitle: Full\n".utf8))
        try progress.focusWindow(titled: "Full")
        try writer.close()  // writers may come and go
        try xdotool("key", "Return")
        XCTAssertEqual(progress.waitForExit(), 0)
        XCTAssertEqual(progress.output, "{\"ending\":\"completed\"}\n")

        let file = try commandsFile("truncated")
        try append("title: Old\n", to: file)  // before the start: not read
        let text = try launch(["steps", "--title", "Fresh", "--step", "One", "--json", "--commands", file.path])
        try text.focusWindow(titled: "Fresh")
        try Data("title: Rewritten\n".utf8).write(to: file)  // shorter than before: read from its start
        try text.focusWindow(titled: "Rewritten")
        try append("step: One: done\n", to: file)
        try append("title: Done\n", to: file)
        try text.focusWindow(titled: "Done")
        try xdotool("key", "Return")
        XCTAssertEqual(text.waitForExit(), 0)
        XCTAssertEqual(text.output, "{\"ending\":\"finished\",\"steps\":[{\"title\":\"One\",\"status\":\"done\"}]}\n")
    }

    func testStepsAnswerEachStepsStatusOnEveryEnding() throws {
        let commands = try commandsFile()
        let steps = try launch([
            "steps", "--title", "Setup", "--step", "Download", "--step", "Install: the app", "--commands",
            commands.path,
        ])
        try steps.focusWindow(titled: "Setup")
        try append(
            "step: Download: working\nstep: Download: done: 84 MB\nstep: Install: the app: failed: disk full\n"
                + "step: Clean up: skipped\nstep: nonsense\ntitle: Finished\n", to: commands)
        try steps.focusWindow(titled: "Finished")
        try xdotool("key", "Return")
        XCTAssertEqual(steps.waitForExit(), 0)
        XCTAssertEqual(steps.output, "Download: done: 84 MB\nInstall: the app: failed: disk full\nClean up: skipped\n")
        XCTAssertTrue(steps.errors.contains("line 5: step takes TITLE: pending|working|done|failed|skipped"))

        let cancelled = try commandsFile("cancel")
        let working = try launch([
            "steps", "--title", "Half", "--step", "A", "--step", "B", "--json", "--commands", cancelled.path,
        ])
        try working.focusWindow(titled: "Half")
        try append("step: A: done\ntitle: Half done\n", to: cancelled)
        try working.focusWindow(titled: "Half done")
        try xdotool("key", "Return")  // nothing has the focus while a step waits
        try xdotool("key", "Escape")
        XCTAssertEqual(working.waitForExit(), 2)
        XCTAssertEqual(
            working.output,
            "{\"ending\":\"closed\",\"steps\":[{\"title\":\"A\",\"status\":\"done\"},{\"title\":\"B\",\"status\":\"pending\"}]}\n"
        )
    }

    func testASpecGivesOptionsAndTheCommandLineOverridesThem() throws {
        let spec = folder.appendingPathComponent("spec.json")
        try Data(
            #"{"title": "From the spec", "text": "spec", "step": ["One", "Two"], "no-cancel": true, "json": true}"#.utf8
        )
        .write(to: spec)
        let steps = try launch(["steps", "--spec", spec.path, "--step", "Only", "--title", "Command line"])
        try steps.focusWindow(titled: "Command line")
        try xdotool("key", "Escape")
        XCTAssertEqual(steps.waitForExit(), 2)
        XCTAssertEqual(
            steps.output, "{\"ending\":\"closed\",\"steps\":[{\"title\":\"Only\",\"status\":\"pending\"}]}\n",
            "--step on the command line replaces the spec's steps; the spec's json stays")

        let input = Pipe()
        let fromStdin = try launch(["confirm", "--spec", "-"], input: input)
        try input.fileHandleForWriting.write(contentsOf: Data(#"{"title": "Piped", "ok-label": "Go"}"#.utf8))
        try input.fileHandleForWriting.close()
        try fromStdin.focusWindow(titled: "Piped")
        try xdotool("key", "Return")
        XCTAssertEqual(fromStdin.waitForExit(), 0)

        let refusals: [(json: String, error: String)] = [
            (#"{"titel": "x"}"#, #""titel" is not an option of this command"#),
            (#"{"width": "500"}"#, #""width" takes an integer"#),
            (#"{"json": "yes"}"#, #""json" takes true or false"#),
            (#"{"step": ["a", 2]}"#, #""step" takes an array of strings"#),
            (#"{"title": "x""#, "Parse error"),
            (#"["title"]"#, "the spec is one JSON object of options"),
        ]
        for refusal in refusals {
            try Data(refusal.json.utf8).write(to: spec)
            let (outcome, errors) = try runCommand(ours(), ["steps", "--spec", spec.path])
            XCTAssertEqual(outcome, CommandOutcome(status: 64, output: ""), refusal.json)
            XCTAssertTrue(errors.contains("--spec \(spec.path): ") && errors.contains(refusal.error), errors)
        }
        let (missing, errors) = try runCommand(ours(), ["alert", "--spec", folder.appendingPathComponent("none").path])
        XCTAssertEqual(missing.status, 64)
        XCTAssertTrue(errors.contains("No such file"), errors)
    }

    /// Random lines — unknown words, huge lines, invalid UTF-8, control characters, commands after
    /// quit — never crash or hang it, and every valid command before and after them applies: the
    /// step added before the noise and the statuses set after it are in the answer, the title set
    /// after it shows, and nothing after `quit` is read (no warning for its bad line, no step).
    func testAFuzzRoundOfRandomLines() throws {
        var generator = SeededGenerator(seed: 2026)
        let words = ["title", "text", "enable", "disable", "step", "add-row", "progress", "quit?", "", ":", "::"]
        for round in 1...2 {
            let commands = try commandsFile("fuzz-\(round)")
            let dialog = try launch([
                "steps", "--title", "Fuzz \(round)", "--step", "A", "--json", "--commands", commands.path,
            ])
            try dialog.focusWindow(titled: "Fuzz \(round)")
            // Before the noise, in the same write: a step of its own, which only this line adds.
            var data = Data("step: A: working\nstep: Before: skipped: kept \(round)\n".utf8)
            for _ in 0..<100 {
                var line = Data()
                switch Int.random(in: 0..<5, using: &generator) {
                case 0:
                    line = Data(
                        (0..<Int.random(in: 0..<80, using: &generator)).map { _ in
                            UInt8.random(in: 0...255, using: &generator)
                        })
                case 1:
                    line = Data(
                        (words.randomElement(using: &generator)! + ": "
                            + String(repeating: "é", count: Int.random(in: 0..<3000, using: &generator))).utf8)
                case 2:
                    line = Data(
                        ("step: A: " + ["done", "bogus", "failed: x", ""].randomElement(using: &generator)!).utf8)
                case 3:
                    line = Data(String(repeating: "z", count: Int.random(in: 0..<(1 << 21), using: &generator)).utf8)
                default: line = Data(("disable: " + ["ok", "cancel", "Nope"].randomElement(using: &generator)!).utf8)
                }
                data += line.filter { $0 != 0x0A } + Data([0x0A])
            }
            data += Data("enable: ok\nenable: cancel\nstep: A: done\ntitle: Survived \(round)\n".utf8)
            try append(data, to: commands)
            try dialog.focusWindow(titled: "Survived \(round)")
            // After quit, in the same write: a title, a step and a bad line, none of which may be read.
            try append("quit\ntitle: After quit\nstep: Late: done\nfrobnicate: after quit\n", to: commands)
            XCTAssertEqual(dialog.waitForExit(), 4, "round \(round)")
            XCTAssertEqual(
                dialog.output,
                "{\"ending\":\"quit\",\"steps\":[{\"title\":\"A\",\"status\":\"done\"},"
                    + "{\"title\":\"Before\",\"status\":\"skipped\",\"detail\":\"kept \(round)\"}]}\n",
                "round \(round)")
            XCTAssertFalse(dialog.errors.contains("Fatal error"), dialog.errors)
            XCTAssertTrue(dialog.errors.contains("is longer than 1 MiB; ignored"), "the noise was read")
            let lateWarnings = dialog.errors.split(separator: "\n").filter { $0.contains("frobnicate") }
            XCTAssertEqual(lateWarnings, [], "a line after quit was read")
        }
    }
}

/// A reproducible random sequence (SplitMix64): the fuzz round is the same in every run.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}
