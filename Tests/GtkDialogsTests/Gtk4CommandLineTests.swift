import Foundation
import XCTest

/// `gtk4-dialogs`: the same CLI (DialogsCLI) on GTK 4 and libadwaita, driven by real keys in a
/// process of its own (this bundle links GTK 3), on a session bus of the test's own.
final class Gtk4CommandLineTests: XCTestCase, @unchecked Sendable {
    private var bus: PrivateSessionBus?

    override func setUpWithError() throws {
        try DisplayServer.require()
        bus = try PrivateSessionBus(withDunst: false)
    }

    override func tearDown() {
        bus?.stop()
        super.tearDown()
    }

    private func ours() throws -> URL { try ProgramLocator.builtProduct("gtk4-dialogs") }

    private var environment: [String: String] {
        bus.map(Gtk4Environment.on) ?? [:]
    }

    func testNativeAndZenityModesAnswerRealKeysAtLibadwaitasDialogs() throws {
        let (confirmed, _) = try runCommand(
            ours(), ["confirm", "--title", "Proceed", "--text", "Really?", "--json"], keys: ["Return"],
            title: "Proceed", environment: environment)
        XCTAssertEqual(confirmed, CommandOutcome(status: 0, output: "{\"ending\":\"confirmed\"}\n"))

        let (refused, _) = try runCommand(
            ours(), ["--question", "--title", "Sure", "--text", "Really?"], keys: ["Escape"], title: "Sure",
            environment: environment)
        XCTAssertEqual(refused.status, 1)

        let (picked, _) = try runCommand(
            ours(), ["--list", "--title", "Fruit", "--column", "Name"], lines: "Apples\nPears\n", closesInput: true,
            keys: ["Down", "Return"], title: "Fruit", environment: environment)
        XCTAssertEqual(picked, CommandOutcome(status: 0, output: "Pears\n"))
    }

    /// The other tests run GTK 4 with GL disabled (X) or on cairo (sway): this one starts a dialog on
    /// GTK's default renderer (GL, llvmpipe here) and answers it.
    func testADialogOnGtksDefaultRenderer() throws {
        var environment = bus?.environment ?? [:]
        if !DisplayServer.isWayland { environment["GDK_BACKEND"] = "x11" }
        let (answered, _) = try runCommand(
            ours(), ["confirm", "--title", "Renderer", "--text", "Drawn by GL?", "--json"], keys: ["Return"],
            title: "Renderer", environment: environment)
        XCTAssertEqual(answered, CommandOutcome(status: 0, output: "{\"ending\":\"confirmed\"}\n"))
    }

    func testItNamesItselfAndSaysWhyWithoutADisplay() throws {
        let version = try LaunchedProgram(ours(), arguments: ["--version"])
        XCTAssertEqual(version.waitForExit(), 0)
        XCTAssertEqual(version.output, "gtk4-dialogs \(try versionNumber()) (zenity 4.0 compatible)\n")
        let help = try LaunchedProgram(ours(), arguments: ["--help"])
        XCTAssertEqual(help.waitForExit(), 0)
        XCTAssertTrue(help.output.contains("native mode:  gtk4-dialogs alert|confirm|"), help.output)
        XCTAssertFalse(help.output.contains("gtk-dialogs"), help.output)

        let refused = try LaunchedProgram(ours(), arguments: ["form", "--field", "news:News:boolean"])
        XCTAssertEqual(refused.waitForExit(), 64)
        XCTAssertTrue(refused.errors.hasSuffix("(see gtk4-dialogs form --help)\n"), refused.errors)

        var noDisplay = LaunchedProgram.environmentWithoutExitCodeOverrides()
        noDisplay["DISPLAY"] = nil
        noDisplay["WAYLAND_DISPLAY"] = nil
        let alert = try LaunchedProgram(ours(), arguments: ["alert", "--text", "Hi"], environment: noDisplay)
        XCTAssertNotEqual(alert.waitForExit(), 0)
        XCTAssertTrue(alert.errors.contains("cannot open a display"), alert.errors)
    }

    /// A form's list field is a column view (Tab chooses its first row, Down the next, Return on it
    /// saves from the last field), and changing a drop-down's choice is reported, not a crash (its
    /// `notify::selected` handler took the property's GParamSpec for its closure box).
    func testFormsTakeListsAndDropDowns() throws {
        let (listed, _) = try runCommand(
            ours(),
            [
                "--forms", "--title", "Fruit", "--add-entry", "Name", "--add-list", "Fruit", "--list-values",
                "apple|pear|plum",
            ],
            keys: ["a", "d", "a", "Tab", "Down", "Return"], title: "Fruit", environment: environment)
        XCTAssertEqual(listed, CommandOutcome(status: 0, output: "ada|pear\n"))
        let (chosen, _) = try runCommand(
            ours(),
            [
                "--forms", "--title", "Colour", "--add-combo", "Colour", "--combo-values", "red|green", "--add-entry",
                "Name",
            ],
            keys: ["space", "Down", "Return", "Tab", "x", "Return"], title: "Colour", environment: environment)
        XCTAssertEqual(chosen, CommandOutcome(status: 0, output: "green|x\n"))
    }

    /// `--editable`: Return on a row edits its first cell, Return keeps the edit and gives the row
    /// back the focus, so Tab Tab reaches OK as on GTK 3; the answer carries the edited cells.
    func testEditedCellsAnswerAsOnGtk3() throws {
        let (edited, _) = try runCommand(
            ours(), ["list", "--json", "--editable", "--title", "Rename", "--column", "Name", "--column", "Cmd"],
            lines: "Firefox\tfirefox\nChromium\tchromium\n", closesInput: true,
            keys: ["Down", "Return", "ctrl+a", "c", "h", "r", "o", "m", "e", "Return", "Tab", "Tab", "Return"],
            title: "Rename", environment: environment)
        XCTAssertEqual(
            edited,
            CommandOutcome(
                status: 0,
                output: #"{"ending":"chosen","rows":[{"index":1,"cells":["chrome","chromium"]}],"#
                    + #""edited":[{"index":1,"cells":["chrome","chromium"]}]}"# + "\n"))
    }

    /// Where zenity 4.0 differs from 3.44, gtk4-dialogs follows 4.0: `--icon` is listed,
    /// `--window-icon` and `--icon-name` are hidden and still taken; `--attach`, which zenity 4
    /// ignores, is honoured: a window that is not there is the library's one warning (and no
    /// libadwaita note on a dialog without a parent).
    func testZenityModeSpeaksZenity4() throws {
        let help = try LaunchedProgram(ours(), arguments: ["--help-general"])
        XCTAssertEqual(help.waitForExit(), 0)
        XCTAssertTrue(help.output.contains("--icon="), help.output)
        XCTAssertFalse(help.output.contains("--window-icon"), help.output)
        let (answered, errors) = try runCommand(
            ours(),
            [
                "--question", "--title", "Attached", "--text", "Really?", "--attach", "4242", "--window-icon",
                "dialog-question",
                "--icon-name", "dialog-warning",
            ], keys: ["Return"], title: "Attached", environment: environment)
        XCTAssertEqual(answered.status, 0)
        // What the test's session (no accessibility bus, GL disabled) makes GTK say is not the program's.
        XCTAssertFalse(errors.contains("attach"), errors)
        XCTAssertEqual(errors.split(separator: "\n").filter { $0.contains("x11:0x1092") }.count, 1, errors)
        XCTAssertFalse(errors.contains("without a transient parent"), errors)
        XCTAssertFalse(errors.split(separator: "\n").contains { $0.hasPrefix("gtk4-dialogs: ") }, errors)
    }

    /// Its own man pages and completion, written by the program, naming it and its demo.
    func testItWritesItsOwnManPagesAndCompletion() throws {
        let page = try LaunchedProgram(ours(), arguments: ["--generate-man"])
        XCTAssertEqual(page.waitForExit(), 0)
        XCTAssertTrue(page.output.hasPrefix(".TH \"GTK4\\-DIALOGS\" \"1\""), page.output)
        XCTAssertTrue(page.output.contains("behaves as zenity 4.0 does"), page.output)
        XCTAssertTrue(page.output.contains("\\fBgtk4\\-dialogs\\-demo\\fR(1)"), page.output)
        XCTAssertFalse(page.output.contains("\\fBgtk\\-dialogs\\fR \\fBalert"), "its synopsis names gtk4-dialogs")
        let demo = try LaunchedProgram(ours(), arguments: ["--generate-man", "gtk4-dialogs-demo"])
        XCTAssertEqual(demo.waitForExit(), 0)
        XCTAssertTrue(demo.output.contains("org.gtkdialogs.Gtk4Demo.desktop"), demo.output)

        let script = FileManager.default.temporaryDirectory.appendingPathComponent("gtk4-dialogs-\(UUID()).bash")
        let completion = try LaunchedProgram(ours(), arguments: ["--generate-completion", "bash"])
        XCTAssertEqual(completion.waitForExit(), 0)
        try completion.output.write(to: script, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: script) }
        let registered = try LaunchedProgram(
            URL(fileURLWithPath: "/bin/bash"),
            arguments: ["-c", "source \"$0\" && complete -p gtk4-dialogs", script.path])
        XCTAssertEqual(registered.waitForExit(), 0, registered.errors)
        XCTAssertEqual(registered.output, "complete -F _gtk4_dialogs gtk4-dialogs\n")
    }

    /// The version gtk-dialogs prints: both are one package.
    private func versionNumber() throws -> String {
        let version = try LaunchedProgram(try ProgramLocator.builtProduct("gtk-dialogs"), arguments: ["--version"])
        _ = version.waitForExit()
        return String(version.output.split(separator: " ")[1])
    }
}
