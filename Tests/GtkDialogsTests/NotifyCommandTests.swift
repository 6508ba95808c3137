import Foundation
import XCTest

/// `gtk-dialogs --notification` and `gtk-dialogs notify`, sent to dunst on a private session bus:
/// what the service received and the exit status, side by side with zenity 3.44.
final class NotifyCommandTests: XCTestCase, @unchecked Sendable {
    private let zenity = URL(fileURLWithPath: "/usr/bin/zenity")
    private var bus: PrivateSessionBus?

    override func setUpWithError() throws {
        // The tool opens a display before any kind, as zenity does, and dunst draws its
        // notifications there: on X, or on sway through layer-shell.
        try DisplayServer.require()
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/dunst") else {
            throw XCTSkip("dunst is not installed (`make test` installs it)")
        }
        bus = try PrivateSessionBus(withDunst: true)
    }

    override func tearDown() {
        bus?.stop()
    }

    private func ours() throws -> URL { try ProgramLocator.builtProduct("gtk-dialogs") }

    /// What dunst shows of the notifications a run sent, oldest first, once they are closed.
    private struct Shown: Equatable {
        var summary, body, appname, category, timeout: String?
    }

    private var lastSeenID = 0

    /// Closes what dunst shows and returns the notifications sent since the last call, oldest first.
    private func closeAndRead(_ count: Int) throws -> [Shown] {
        bus?.dunstctl("close-all")
        let history = try bus?.history() ?? []
        let new = history.filter { Int($0["id"] ?? "") ?? 0 > lastSeenID }.sorted {
            Int($0["id"] ?? "") ?? 0 < Int($1["id"] ?? "") ?? 0
        }
        lastSeenID = new.compactMap { Int($0["id"] ?? "") }.max() ?? lastSeenID
        XCTAssertEqual(new.count, count, "notifications sent")
        return new.map {
            Shown(
                summary: $0["summary"], body: $0["body"], appname: $0["appname"], category: $0["category"],
                timeout: $0["timeout"])
        }
    }

    private func launch(_ program: URL, _ arguments: [String], input: Pipe? = nil) throws -> LaunchedProgram {
        try LaunchedProgram(program, arguments: arguments, environment: bus?.environment, input: input)
    }

    func testOneNotificationIsZenitys() throws {
        guard FileManager.default.isExecutableFile(atPath: zenity.path) else {
            throw XCTSkip("zenity is not installed")
        }
        for arguments in [
            ["--notification", "--text", #"Backup\nDone <b>now</b>"#, "--hint", "category:transfer"],
            ["--notification", "--text", "Just a title", "--hint", "urgency:2", "--hint", "bogus:1"],
            ["--notification"],
            ["--notification", "--text", "Wait", "--timeout", "1"],
        ] {
            let theirs = try launch(zenity, arguments)
            let theirStatus = theirs.waitForExit()
            let theirShown = try closeAndRead(arguments == ["--notification"] ? 0 : 1)
            let mine = try launch(try ours(), arguments)
            XCTAssertEqual(mine.waitForExit(), theirStatus, "\(arguments)")
            XCTAssertEqual(mine.output, theirs.output, "\(arguments)")
            XCTAssertEqual(try closeAndRead(theirShown.count), theirShown, "\(arguments)")
        }
    }

    /// With `--timeout`, zenity waits: a click on the notification exits 0 before the time runs out.
    func testAClickBeforeTheTimeoutExitsAsZenitys() throws {
        guard FileManager.default.isExecutableFile(atPath: zenity.path) else {
            throw XCTSkip("zenity is not installed")
        }
        for program in [zenity, try ours()] {
            let waiting = try launch(program, ["--notification", "--text", "Click me", "--timeout", "30"])
            spinUntil { self.bus?.displayedCount == 1 }
            bus?.dunstctl("action", "0")
            XCTAssertEqual(waiting.waitForExit(), 0, program.path)
            _ = try closeAndRead(1)
        }
    }

    func testListenShowsAMessageForEachCommandAsZenityDoes() throws {
        guard FileManager.default.isExecutableFile(atPath: zenity.path) else {
            throw XCTSkip("zenity is not installed")
        }
        let lines =
            #"message:Hello\nWorld"# + "\nbogus:1\nno colon\nvisible:false\n MESSAGE : Upper\n"
            + #"hints:urgency:2\ncategory:sync"# + "\nmessage:After hints\ntooltip:Tip\n"
        func run(_ program: URL) throws -> (LaunchedProgram, [Shown]) {
            let input = Pipe()
            let process = try launch(program, ["--notification", "--listen"], input: input)
            input.send(lines)
            // zenity 3.44 never exits after the end of input: it is stopped once dunst shows all four.
            spinUntil { self.bus?.displayedCount == 4 }
            try input.fileHandleForWriting.close()
            return (process, try closeAndRead(4))
        }
        let (theirs, theirShown) = try run(zenity)
        theirs.stop()
        let (mine, myShown) = try run(try ours())
        XCTAssertEqual(mine.waitForExit(), 0, "gtk-dialogs exits at the end of input")
        XCTAssertEqual(myShown, theirShown)
        XCTAssertEqual(theirShown.map(\.summary), ["Hello", "Upper", "After hints", "Tip"])
        XCTAssertTrue(mine.errors.contains("unknown command 'bogus'"), mine.errors)
        XCTAssertTrue(mine.errors.contains("could not parse command from stdin"), mine.errors)
    }

    func testNativeModeWaitsForTheActionAndNamesIt() throws {
        let waiting = try launch(
            try ours(),
            [
                "notify", "--json", "--title", "Update", "--text", "Restart now?", "--action", "Restart",
                "--action", "Later",
            ])
        spinUntil { self.bus?.displayedCount == 1 }
        try bus?.clickAction("Later")
        XCTAssertEqual(waiting.waitForExit(), 11)
        XCTAssertEqual(waiting.output, #"{"ending":"button","button":1,"label":"Later"}"# + "\n")

        let clicked = try launch(try ours(), ["notify", "--json", "--title", "Open me", "--default-action"])
        spinUntil { self.bus?.displayedCount == 1 }
        bus?.dunstctl("action", "0")
        XCTAssertEqual(clicked.waitForExit(), 0)
        XCTAssertEqual(clicked.output, #"{"ending":"activated"}"# + "\n")

        let shown = try launch(try ours(), ["notify", "--title", "Fire and forget", "--urgency", "critical"])
        XCTAssertEqual(shown.waitForExit(), 0)
        XCTAssertEqual(try closeAndRead(3).last?.summary, "Fire and forget")

        let bad = try launch(try ours(), ["notify", "--urgency", "urgent"])
        XCTAssertEqual(bad.waitForExit(), 64)
        XCTAssertTrue(bad.errors.contains("give low, normal or critical"), bad.errors)
    }

    func testNoServiceIsAClearError() throws {
        bus?.stop()
        let empty = try PrivateSessionBus(withDunst: false)
        bus = empty
        let native = try launch(try ours(), ["notify", "--title", "Nobody"])
        XCTAssertEqual(native.waitForExit(), 69)
        XCTAssertTrue(native.errors.contains("no notification service is running"), native.errors)
        let zenityMode = try launch(try ours(), ["--notification", "--text", "Nobody"])
        XCTAssertEqual(zenityMode.waitForExit(), 1)
        if FileManager.default.isExecutableFile(atPath: zenity.path) {
            XCTAssertEqual(try launch(zenity, ["--notification", "--text", "Nobody"]).waitForExit(), 1)
        }
    }

    /// Waits for a condition of other processes (dunst's count), checking between short waits.
    private func spinUntil(_ condition: () -> Bool, file: StaticString = #filePath, line: UInt = #line) {
        let deadline = Date().addingTimeInterval(20)
        while !condition() {
            guard Date() < deadline else { return XCTFail("timed out", file: file, line: line) }
            RunLoop.current.run(until: Date().addingTimeInterval(0.05))
        }
    }
}
