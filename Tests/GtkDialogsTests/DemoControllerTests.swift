import Foundation
import XCTest

@testable import DemoShowcase
@testable import DialogsCore
@testable import DialogsTesting
@testable import GtkDialogs

/// The demo's logic, tested the way an app's tests would use DialogsTesting:
/// no display, no window, the same closures.
final class DemoControllerTests: XCTestCase, @unchecked Sendable {
    @MainActor
    private func controller(_ log: @escaping (String) -> Void) -> DemoController {
        DemoController(parent: nil, log: log)
    }

    @MainActor
    func testOnwardInTheUhOhAlert() async {
        var log: [String] = []
        let user = ScriptedUser()
        user.choose("Onward", inAlert: "Uh Oh")
        user.install()
        controller { log.append($0) }.confirm()
        await user.settle()
        user.uninstall()
        XCTAssertEqual(log, ["Uh Oh → Onward"])
        XCTAssertEqual(user.shown.map(\.description), ["alert \"Uh Oh\" [Run away, Onward]"])
    }

    @MainActor
    func testTheGreetingFollowsTheName() async {
        var log: [String] = []
        let user = ScriptedUser()
        user.type("Ada", into: "What's your name?")
        user.choose("OK", inAlert: "Hello, Ada!")
        user.install()
        controller { log.append($0) }.nameAndGreeting()
        await user.settle()
        user.uninstall()
        XCTAssertEqual(log, ["Name → Ada", "Greeting → closed"])
        XCTAssertEqual(user.shown.map(\.kind), [.prompt, .alert])
    }

    @MainActor
    func testSavingTheContactKeepsTheFieldsNotTouched() async {
        var log: [String] = []
        let user = ScriptedUser()
        user.fill("Edit Contact", with: ["phone": "+44 20 7946 0958"])
        user.cancel("Edit Contact")
        user.install()
        let demo = controller { log.append($0) }
        demo.contactForm()
        await user.settle()
        XCTAssertEqual(demo.contact, Contact(name: "Ada Lovelace", phone: "+44 20 7946 0958", email: "", born: "1815"))
        demo.contactForm()  // cancelling keeps the saved record
        await user.settle()
        user.uninstall()
        XCTAssertEqual(demo.contact.phone, "+44 20 7946 0958")
        XCTAssertEqual(log.last, "Contact → not saved (cancelled)")
        XCTAssertEqual(user.shown.first?.fields.map(\.key), ["name", "phone", "email", "born", "photo", "newsletter"])
    }

    /// Saved settings are the next showing's, and the colour and font the choosers' too.
    @MainActor
    func testProjectSettingsKeepWhatWasSaved() async {
        var log: [String] = []
        let site = FileManager.default.temporaryDirectory.appendingPathComponent("site-\(UUID().uuidString)").path
        try? FileManager.default.createDirectory(atPath: site, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: site) }
        let user = ScriptedUser()
        user.fill(
            "Project settings",
            with: ["folder": site, "accent": "#ff0000", "font": "Serif 14", "indent": "2", "branch": "develop"])
        user.choose("Save", inAlert: "Project settings")
        user.install()
        let demo = controller { log.append($0) }
        demo.projectSettings()
        await user.settle()
        demo.projectSettings()
        await user.settle()
        user.uninstall()
        XCTAssertEqual(
            log,
            [
                "Project → saved (changed: folder = \(site), accent = rgb(255,0,0), font = Serif 14, indent = 2, "
                    + "branch = develop)",
                "Project → saved (nothing changed)",
            ])
        XCTAssertEqual([demo.accent.hexText, demo.font], ["#ff0000", "Serif 14"])
        let second = user.shown.last?.fields.map { "\($0.key)=\($0.value)" }
        XCTAssertEqual(
            second,
            [
                "folder=\(site)", "script=", "accent=rgb(255,0,0)", "font=Serif 14", "indent=2", "notes=",
                "branch=develop",
            ])
    }

    @MainActor
    func testCountdownPicksTheDefaultWhenTimeRunsOut() async {
        var log: [String] = []
        let user = ScriptedUser()
        user.waitOut("Install updates?")
        user.install()
        controller { log.append($0) }.countdown()
        await user.settle()
        user.uninstall()
        XCTAssertEqual(log, ["Updates → timed out, picked the default: Install now"])
    }

    @MainActor
    func testEveryScenarioWithoutADisplay() async {
        var log: [String] = []
        let user = ScriptedUser()
        user.close("Uh Oh")
        user.choose(buttonAt: 2, inAlert: "Warning!")
        user.cancel("What's your name?")
        user.type("correct horse", into: "Unlock the keyring")
        user.choose("Save", inAlert: "Edit Contact")
        user.cancel("Project settings")
        user.choose("Delete", inAlert: "Delete 3 files?")
        user.choose("Later", inAlert: "Install updates?")
        user.letFinish("Installing Inkscape")
        user.choose(row: "Chromium", inList: "Open with")
        user.slide("Volume", to: 45, 60)  // shown before the copy's task shows its dialog
        let due = CalendarDate.today().adding(days: 3)
        user.pick(due, inCalendar: "Due date")
        user.close("About GtkDialogs Demo")
        user.pick(RGBAColor(red: 1, green: 0.5, blue: 0), inColorChooser: "Accent colour")
        user.pick(FontSelection(family: "Serif", style: "Bold", weight: 700, size: 14), inFontChooser: "Editor font")
        user.choose("Later", inAlert: "GtkDialogs demo")
        user.pick("/home/ada/notes.txt", in: "Open a file", filter: "Text")
        user.pick("/home/ada/photo.png", in: "Open a file", filter: "Images")
        user.accept("Licence", tickingBox: true)
        user.type("build.example.org", into: "Deploy to")
        user.choose("Deploy", inAlert: "Deploy to build.example.org?", dontAskAgain: true)
        user.letFinish("Copying files")
        user.install()
        let demo = controller { log.append($0) }
        for scenario in Scenario.allCases { demo.run(scenario) }
        await user.settle()
        while log.count < Scenario.allCases.count { try? await Task.sleep(for: .milliseconds(10)) }  // the tasks' work
        user.uninstall()
        // The copy's and the install's work run in tasks: they end in either order.
        let ranInTasks: Set = ["Install → finished: 3 steps done, 1 skipped", "Copying → copied 40 files"]
        XCTAssertEqual(Set(log.suffix(2)), ranInTasks)
        XCTAssertEqual(
            Array(log.dropLast(2)),
            [
                "Uh Oh → Run away", "Lengthy operation → Meh, maybe later: scheduled for later", "Name → cancelled",
                "Password → entered (13 characters)", "Contact → saved Ada Lovelace · born 1815 (nothing changed)",
                "Project → not saved (cancelled)",
                "Delete 3 files → deleted", "Updates → Later", "Open with → Chromium (chromium %U)", "Volume → 60",
                "Due date → \(due.formatted("%A %x")) (\(due.iso8601))", "About → closed", "Accent colour → #ff8000",
                "Font → Serif, Bold, 700, 14.0 pt", "Notification → Later", "Open → /home/ada/notes.txt (Text)",
                "Open → /home/ada/photo.png (Images)",
                "Licence → agreed", "Deploy to build.example.org → deployed",
            ])
    }

    @MainActor
    func testTheRememberedHostAndConfirmAreNotAskedAgainUntilForgotten() async {
        var log: [String] = []
        let user = ScriptedUser()
        user.type("build.example.org", into: "Deploy to")
        user.choose("Deploy", inAlert: "Deploy to build.example.org?", dontAskAgain: true)
        user.choose("OK", inAlert: "Deploy to")
        user.choose("Forget answers", inAlert: "Deploy to")
        user.type("staging.example.org", into: "Deploy to")
        user.choose("Cancel", inAlert: "Deploy to staging.example.org?")
        user.install()
        let demo = controller { log.append($0) }
        for _ in 0..<4 {
            demo.deployRemembered()
            await user.settle()
        }
        user.uninstall()
        XCTAssertEqual(
            log,
            [
                "Deploy to build.example.org → deployed",
                "Deploy to build.example.org → deployed (remembered, not asked)", "Remembered answers → forgotten",
                "Deploy to staging.example.org → not deployed",
            ])
        let prompts = user.shown.filter { $0.title == "Deploy to" }
        XCTAssertEqual(prompts.map { $0.fields.first?.value }, ["", "build.example.org", "build.example.org", ""])
    }

    /// `make bench` times the demo against its C twin (bench/bare-dialog.c), "widget for widget":
    /// the twin's rows must stay the demo's, or the demo row measures another window.
    func testTheBenchsCTwinHasTheDemosRows() throws {
        let source = try String(
            contentsOf: TranslationCatalogTests.root.appendingPathComponent("bench/bare-dialog.c"), encoding: .utf8)
        func strings(of array: String) throws -> [String] {
            let start = try XCTUnwrap(source.range(of: "static const char *\(array)[] = {"), array)
            let end = try XCTUnwrap(source[start.upperBound...].range(of: "};"), array)
            return source[start.upperBound..<end.lowerBound].matches(of: /"((?:[^"\\]|\\.)*)"/).map {
                String($0.output.1).replacing("\\\"", with: "\"")
            }
        }
        let texts = Scenario.allCases.map(\.texts)
        XCTAssertEqual(try strings(of: "buttons"), texts.map(\.buttonLabel))
        XCTAssertEqual(try strings(of: "summaries"), texts.map(\.summary))
    }

    func testEveryButtonHasAShortcutOfItsOwn() {
        // Two buttons on one Alt key: GTK then only moves the focus between them, and neither opens.
        let keys = Scenario.allCases.map { scenario -> Character? in
            let label = scenario.texts.buttonLabel
            return label.firstIndex(of: "_").map { label[label.index(after: $0)].lowercased().first! }
        }
        XCTAssertFalse(keys.contains(nil), "every button has a shortcut")
        XCTAssertEqual(Set(keys.compactMap { $0 }).count, keys.count, "shortcuts: \(keys)")
    }
}
