import Foundation
import XCTest

/// `gtk-dialogs` and `gtk4-dialogs` file choosers through a portal of the tests' own
/// (`FakePortal`) on a session bus of the test's own: what the portal is sent, its answer, its
/// cancel, its silence (`--timeout` closes the request), its absence (GTK's chooser shows), and
/// when each program asks it at all (`--portal`, `--no-portal`, `GTK_DIALOGS_PORTAL`, the desktop).
final class PortalCommandTests: XCTestCase, @unchecked Sendable {
    private var bus: PrivateSessionBus?
    private var portal: FakePortal?
    private var folder = ""

    private enum Program: String {
        case gtk3 = "gtk-dialogs"
        case gtk4 = "gtk4-dialogs"
    }

    override func setUpWithError() throws {
        try DisplayServer.require()
        bus = try PrivateSessionBus(withDunst: false)
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("portal-files-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for name in ["a.txt", "b.png"] {
            _ = FileManager.default.createFile(atPath: "\(folder)/\(name)", contents: Data("x".utf8))
        }
    }

    override func tearDown() {
        portal?.stop()
        bus?.stop()
        try? FileManager.default.removeItem(atPath: folder)
        super.tearDown()
    }

    /// Starts the portal, in place of the one before.
    @discardableResult
    private func startPortal(_ mode: FakePortal.Mode) throws -> FakePortal {
        portal?.stop()
        let started = try FakePortal(mode, on: try XCTUnwrap(bus))
        portal = started
        return started
    }

    /// The environment of `program` on the test's bus, on no desktop in particular and with no
    /// portal variable unless `extra` sets them.
    private func environment(_ program: Program, _ extra: [String: String]) throws -> [String: String] {
        let bus = try XCTUnwrap(bus)
        var environment = program == .gtk4 ? Gtk4Environment.on(bus) : bus.environment
        environment["XDG_CURRENT_DESKTOP"] = ""
        environment["GTK_DIALOGS_PORTAL"] = ""
        return environment.merging(extra) { $1 }
    }

    /// Runs `program` to its end, with no window to answer: the portal answers, or nothing shows.
    private func run(
        _ program: Program, _ arguments: [String], environment extra: [String: String] = [:]
    ) throws -> (outcome: CommandOutcome, errors: String) {
        try runCommand(
            ProgramLocator.builtProduct(program.rawValue), arguments, environment: environment(program, extra))
    }

    /// Runs `program`, waits (up to 10 s, not for ever: a portal may answer instead) for GTK's
    /// chooser titled `title`, presses Escape in it, and returns the exit status.
    private func escapeGtksChooser(
        _ program: Program, _ arguments: [String], environment extra: [String: String] = [:], title: String
    ) throws -> Int32? {
        let process = try LaunchedProgram(
            ProgramLocator.builtProduct(program.rawValue), arguments: arguments,
            environment: LaunchedProgram.environmentWithoutExitCodeOverrides(environment(program, extra)))
        defer { process.stop() }
        if DisplayServer.isWayland {
            try process.focusWindow(titled: title)
        } else {
            let found = try xdotoolSearch(["search", "--sync", "--onlyvisible", "--name", "^\(title)$"], within: 10)
            try xdotool("windowfocus", "--sync", String(found.split(separator: "\n").first ?? ""))
        }
        try xdotool(["key", "Escape"])
        return process.waitForExit()
    }

    func testGtk3SendsEveryOptionAndPrintsTheAnswer() throws { try sendsEveryOptionAndPrintsTheAnswer(.gtk3) }
    func testGtk4SendsEveryOptionAndPrintsTheAnswer() throws { try sendsEveryOptionAndPrintsTheAnswer(.gtk4) }
    func testGtk3CancelSilenceAndAbsence() throws { try cancelSilenceAndAbsence(.gtk3) }
    func testGtk4CancelSilenceAndAbsence() throws { try cancelSilenceAndAbsence(.gtk4) }
    func testGtk3AsksThePortalWhenTold() throws { try asksThePortalWhenTold(.gtk3) }
    func testGtk4AsksThePortalWhenTold() throws { try asksThePortalWhenTold(.gtk4) }

    func testGtk3DemoAsksThePortalOnGnomeWhenTold() throws { try demoAsksThePortalOnGnomeWhenTold(.gtk3) }
    func testGtk4DemoAsksThePortalOnGnomeWhenTold() throws { try demoAsksThePortalOnGnomeWhenTold(.gtk4) }
    func testGtk3HandsAParentHandleOnAsItIs() throws { try handsAParentHandleOnAsItIs(.gtk3) }
    func testGtk4HandsAParentHandleOnAsItIs() throws { try handsAParentHandleOnAsItIs(.gtk4) }

    /// `--parent` names another program's window in the portal's own form: the portal gets it
    /// unchanged (the X11 id in hex), and its picker is modal to it.
    private func handsAParentHandleOnAsItIs(_ program: Program) throws {
        let handles = [("x11:0x3a00007", "x11:3a00007"), ("x11:123", "x11:7b"), ("wayland:abc-1", "wayland:abc-1")]
        for (given, sent) in handles {
            let fake = try startPortal(.answer(["\(folder)/a.txt"], filter: nil))
            let opened = try run(program, ["file", "--portal", "--parent", given])
            XCTAssertEqual(opened.outcome, CommandOutcome(status: 0, output: "\(folder)/a.txt\n"), opened.errors)
            XCTAssertEqual(fake.calls.first?["parent_window"] as? String, sent, given)
            XCTAssertEqual(fake.onlyCallOptions()["modal"] as? Bool, true, given)
        }
    }

    private func sendsEveryOptionAndPrintsTheAnswer(_ program: Program) throws {
        var fake = try startPortal(.answer(["\(folder)/a.txt", "\(folder)/b.png"], filter: "Images"))
        let opened = try run(
            program,
            [
                "file", "--portal", "--json", "--multiple", "--title", "Pick", "--ok-label", "Take", "--file-filter",
                "Text | *.txt", "--file-filter", "Images | *.png *.jpg", "--filename", folder + "/",
            ])
        XCTAssertEqual(
            opened.outcome,
            CommandOutcome(
                status: 0,
                output: #"{"ending":"chosen","paths":["\#(folder)/a.txt","\#(folder)/b.png"],"filter":"Images"}"#
                    + "\n"), opened.errors)
        var options = fake.onlyCallOptions()
        XCTAssertEqual(fake.calls.first?["method"] as? String, "OpenFile")
        XCTAssertEqual(fake.calls.first?["title"] as? String, "Pick")
        XCTAssertEqual(fake.calls.first?["parent_window"] as? String, "")
        XCTAssertEqual(options["accept_label"] as? String, "Take")
        XCTAssertEqual(options["multiple"] as? Bool, true)
        XCTAssertEqual(options["directory"] as? Bool, false)
        XCTAssertEqual(options["modal"] as? Bool, false)
        XCTAssertEqual(options["current_folder"] as? String, folder + "/")
        XCTAssertEqual(
            Self.json(options["filters"]), #"[["Text",[[0,"*.txt"]]],["Images",[[0,"*.png"],[0,"*.jpg"]]]]"#)
        XCTAssertEqual(Self.json(options["current_filter"]), #"["Text",[[0,"*.txt"]]]"#, "the first is selected")

        fake = try startPortal(.answer(["\(folder)/report.txt"], filter: nil))
        let saved = try run(program, ["--file-selection", "--save", "--portal", "--filename", "\(folder)/report.txt"])
        XCTAssertEqual(saved.outcome, CommandOutcome(status: 0, output: "\(folder)/report.txt\n"), saved.errors)
        options = fake.onlyCallOptions()
        XCTAssertEqual(fake.calls.first?["method"] as? String, "SaveFile")
        XCTAssertEqual(fake.calls.first?["title"] as? String, "Select a file", "zenity's default title")
        XCTAssertEqual(options["current_name"] as? String, "report.txt")
        XCTAssertEqual(options["current_folder"] as? String, folder)
        XCTAssertNil(options["multiple"], "SaveFile takes one name")

        fake = try startPortal(.answer([folder], filter: nil))
        let chosenFolder = try run(program, ["file", "--directory", "--portal", "--title", "Where"])
        XCTAssertEqual(chosenFolder.outcome, CommandOutcome(status: 0, output: "\(folder)\n"), chosenFolder.errors)
        options = fake.onlyCallOptions()
        XCTAssertEqual(options["directory"] as? Bool, true)
        XCTAssertEqual(options["multiple"] as? Bool, false)
        XCTAssertNil(options["accept_label"], "the picker's own Select")
    }

    private func cancelSilenceAndAbsence(_ program: Program) throws {
        try startPortal(.cancel)
        XCTAssertEqual(
            try run(program, ["--file-selection", "--portal"]).outcome, CommandOutcome(status: 1, output: ""))
        XCTAssertEqual(
            try run(program, ["file", "--portal", "--json"]).outcome,
            CommandOutcome(status: 1, output: #"{"ending":"cancelled"}"# + "\n"))

        let silent = try startPortal(.silent)
        XCTAssertEqual(
            try run(program, ["--file-selection", "--portal", "--timeout", "1"]).outcome,
            CommandOutcome(status: 5, output: ""))
        XCTAssertEqual(
            try run(program, ["file", "--portal", "--json", "--timeout", "1"]).outcome,
            CommandOutcome(status: 3, output: #"{"ending":"timedOut"}"# + "\n"))
        let handles = silent.calls.compactMap { $0["handle"] as? String }
        XCTAssertEqual(handles.count, 2)
        XCTAssertTrue(wait { Set(silent.closed) == Set(handles) }, "each request is closed: \(silent.closed)")

        portal?.stop()
        portal = nil
        XCTAssertEqual(
            try escapeGtksChooser(program, ["--file-selection", "--portal", "--title", "Fallback"], title: "Fallback"),
            1,
            "GTK's chooser showed, and Escape closed it")
    }

    private func asksThePortalWhenTold(_ program: Program) throws {
        let fake = try startPortal(.answer(["\(folder)/a.txt"], filter: nil))
        let answered = CommandOutcome(status: 0, output: "\(folder)/a.txt\n")
        XCTAssertEqual(try run(program, ["file"], environment: ["XDG_CURRENT_DESKTOP": "KDE"]).outcome, answered)
        XCTAssertEqual(
            try run(program, ["file"], environment: ["XDG_CURRENT_DESKTOP": "GNOME", "GTK_DIALOGS_PORTAL": "always"])
                .outcome, answered)
        XCTAssertEqual(fake.calls.count, 2, "automatic on KDE, always on GNOME")
        for (arguments, environment) in [
            (["--no-portal"], ["XDG_CURRENT_DESKTOP": "KDE"]),
            ([], ["XDG_CURRENT_DESKTOP": "ubuntu:GNOME"]),
            ([], ["XDG_CURRENT_DESKTOP": "KDE", "GTK_DIALOGS_PORTAL": "never"]),
        ] {
            XCTAssertEqual(
                try escapeGtksChooser(
                    program, ["--file-selection", "--title", "Own"] + arguments, environment: environment, title: "Own"),
                1, "GTK's chooser: \(arguments) \(environment)")
        }
        XCTAssertEqual(fake.calls.count, 2, "GTK's chooser each time: the portal was not asked")

        let both = try run(program, ["file", "--portal", "--no-portal"])
        XCTAssertEqual(both.outcome.status, 64)
        XCTAssertTrue(both.errors.contains("--portal and --no-portal cannot both be given"), both.errors)
        let unknown = try run(program, ["--file-selection"], environment: ["GTK_DIALOGS_PORTAL": "sometimes"])
        XCTAssertNotEqual(unknown.outcome.status, 0)
        XCTAssertTrue(
            unknown.errors.contains(#"GTK_DIALOGS_PORTAL="sometimes": give always, never or auto"#), unknown.errors)
    }

    /// The library on GTK 4, through the libadwaita demo: its "Open a file" (`.automatic`, here on
    /// KDE) goes to the portal with the main window as its parent, `x11:` and its window id, or on
    /// Wayland the handle GDK exported through xdg-foreign; the demo logs the portal's answer.
    func testGtk4LibraryChooserGoesToThePortalWithItsParent() throws {
        let fake = try startPortal(.answer(["\(folder)/a.txt"], filter: "Text"))
        let demo = try LaunchedProgram(
            ProgramLocator.builtProduct("gtk4-dialogs-demo"),
            environment: LaunchedProgram.environmentWithoutExitCodeOverrides(
                try environment(.gtk4, ["XDG_CURRENT_DESKTOP": "KDE", "XDG_STATE_HOME": folder])))
        defer { demo.stop() }
        var mainWindow = ""
        if DisplayServer.isWayland {
            try demo.focusWindow(titled: "GtkDialogs Demo")
        } else {
            mainWindow = try xdotool("search", "--sync", "--onlyvisible", "--name", "^GtkDialogs Demo$")
            try xdotool("windowfocus", "--sync", mainWindow)
        }
        try xdotool(["key", "--clearmodifiers", "alt+i"])
        try demo.waitForLine("Open → \(folder)/a.txt (Text)")
        let parent = fake.calls.first?["parent_window"] as? String ?? ""
        if DisplayServer.isWayland {
            XCTAssertTrue(parent.hasPrefix("wayland:") && parent.count > 8, parent)
        } else {
            XCTAssertEqual(parent, "x11:" + String(Int(mainWindow) ?? 0, radix: 16))
        }
        XCTAssertEqual(fake.onlyCallOptions()["modal"] as? Bool, true)
    }

    /// The demo's "Open through the portal" (`FileChooser.portal = .always`) asks the portal on GNOME
    /// too, where its "Open a file" (`.automatic`) shows GTK's chooser; each logs its answer.
    private func demoAsksThePortalOnGnomeWhenTold(_ program: Program) throws {
        let fake = try startPortal(.answer(["\(folder)/a.txt"], filter: "Text"))
        let demo = try LaunchedProgram(
            ProgramLocator.builtProduct(program == .gtk4 ? "gtk4-dialogs-demo" : "dialogs-demo"),
            environment: LaunchedProgram.environmentWithoutExitCodeOverrides(
                try environment(program, ["XDG_CURRENT_DESKTOP": "GNOME", "XDG_STATE_HOME": folder])))
        defer { demo.stop() }
        func press(_ key: String, in title: String) throws {
            if DisplayServer.isWayland {
                try demo.focusWindow(titled: title)
            } else {
                let window = try xdotool("search", "--sync", "--onlyvisible", "--name", "^\(title)$")
                try xdotool("windowfocus", "--sync", String(window.split(separator: "\n").first ?? ""))
            }
            try xdotool(["key", "--clearmodifiers", key])
        }
        try press("alt+h", in: "GtkDialogs Demo")
        try demo.waitForLine("Open → \(folder)/a.txt (Text)")
        XCTAssertEqual(fake.calls.count, 1, "the portal answered")
        try press("alt+i", in: "GtkDialogs Demo")
        try press("Escape", in: "Open a file")
        try demo.waitForLine("Open → nothing opened")
        XCTAssertEqual(fake.calls.count, 1, "GTK's chooser on GNOME: the portal was not asked again")
    }

    /// Waits (up to 10 s) for what another process writes.
    private func wait(until condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(10)
        while !condition() {
            guard Date() < deadline else { return false }
            RunLoop.current.run(until: Date().addingTimeInterval(0.05))
        }
        return true
    }

    private static func json(_ value: Any?) -> String {
        guard let value, let data = try? JSONSerialization.data(withJSONObject: value, options: [.sortedKeys])
        else { return "nil" }
        return String(decoding: data, as: UTF8.self).replacingOccurrences(of: "\\/", with: "/")
    }
}
