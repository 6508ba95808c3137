import Foundation
import XCTest

@testable import DialogsCore
@testable import DialogsTesting
@testable import GtkDialogs

/// Remembered answers with a scripted user: kept in its memory, never in the user's files; a
/// dialog with a key starts from the answer given last time under it.
final class ScriptedRememberedAnswerTests: XCTestCase, @unchecked Sendable {
    private var answers: TestAnswerFolder?
    private var folder: String { answers?.path ?? "" }

    override func setUp() {
        MainActor.assumeIsolated { answers = TestAnswerFolder(named: "scripted") }
    }

    override func tearDown() {
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder), "a scripted user wrote the user's files")
        MainActor.assumeIsolated { answers?.restore() }
    }

    @MainActor
    private func prompt() -> TextPrompt {
        let prompt = TextPrompt(title: "Server", text: "localhost")
        prompt.remembersAnswerAs = "server"
        return prompt
    }

    @MainActor
    func testAPromptStartsFromTheTextSubmittedLastTime() async {
        let user = ScriptedUser()
        user.type("build.example.org", into: "Server")
        user.choose("OK", inAlert: "Server")
        user.cancel("Server")
        user.choose("OK", inAlert: "Server")
        user.install()
        let first = await prompt().response()
        let second = await prompt().response()
        let third = await prompt().response()
        let fourth = await prompt().response()
        user.uninstall()
        XCTAssertEqual(first, .submitted("build.example.org"))
        XCTAssertEqual(second, .submitted("build.example.org"), "OK answers the remembered text")
        XCTAssertEqual(third, .cancelled)
        XCTAssertEqual(fourth, .submitted("build.example.org"), "Cancel keeps nothing")
        XCTAssertEqual(
            user.shown.map { $0.fields.first?.value }, ["localhost"] + Array(repeating: "build.example.org", count: 3))
        XCTAssertEqual(user.rememberedKeys, ["server"])
    }

    @MainActor
    func testEachUserRemembersForItselfAndForgetsOnRequest() async {
        let first = ScriptedUser()
        first.type("one", into: "Server")
        await first.answering { _ = await prompt().response() }
        XCTAssertEqual(first.rememberedKeys, ["server"])

        let second = ScriptedUser()
        second.type("two", into: "Server")
        second.choose("OK", inAlert: "Server")
        let responses = await second.answering {
            let fresh = await prompt().response()
            XCTAssertTrue(RememberedAnswers.isRemembered("server"))
            RememberedAnswers.forget("server")
            XCTAssertFalse(RememberedAnswers.isRemembered("server"))
            return [fresh, await prompt().response()]
        }
        XCTAssertEqual(responses, [.submitted("two"), .submitted("localhost")])
        XCTAssertEqual(second.shown.map { $0.fields.first?.value }, ["localhost", "localhost"])
        XCTAssertEqual(first.rememberedKeys, ["server"])
    }

    @MainActor
    func testASecretPromptRemembersNothing() async {
        var errors: [String] = []
        let trap = Diagnostics.programmerErrorTrap
        Diagnostics.programmerErrorTrap = { errors.append($0) }
        defer { Diagnostics.programmerErrorTrap = trap }
        let user = ScriptedUser()
        user.type("hunter2", into: "PIN")
        user.install()
        let pin = TextPrompt(title: "PIN", isSecret: true)
        pin.remembersAnswerAs = "pin"
        _ = await pin.response()
        user.uninstall()
        XCTAssertEqual(errors, ["prompt \"PIN\" is secret: its text is never remembered"])
        XCTAssertEqual(user.rememberedKeys, [])
    }

    @MainActor
    func testAKeyThatBreaksTheRuleRemembersNothing() async {
        var errors: [String] = []
        let trap = Diagnostics.programmerErrorTrap
        Diagnostics.programmerErrorTrap = { errors.append($0) }
        defer { Diagnostics.programmerErrorTrap = trap }
        let user = ScriptedUser()
        user.type("x", into: "Server")
        user.install()
        let prompt = TextPrompt(title: "Server")
        prompt.remembersAnswerAs = "../server"
        _ = await prompt.response()
        user.uninstall()
        XCTAssertEqual(errors.count, 1)
        XCTAssertTrue(errors[0].hasPrefix("prompt \"Server\": \"../server\" is not a key: "), errors[0])
        XCTAssertEqual(user.rememberedKeys, [])
    }

    // MARK: Every kind that starts from an answer

    @MainActor
    func testScaleDateColorAndFontStartFromTheLastChoice() async throws {
        let user = ScriptedUser()
        let day = try CalendarDate(year: 2024, month: 3, day: 12)
        let teal = try RGBAColor(parsing: "teal")
        let serif = FontSelection(family: "Serif", style: "Bold", size: 14)
        user.slide("Volume", to: 55)
        user.pick(day, inCalendar: "Due")
        user.pick(teal, inColorChooser: "Accent")
        user.pick(serif, inFontChooser: "Font")
        user.slide("Volume", to: 60)
        user.cancel("Due")
        user.cancel("Accent")
        user.cancel("Font")
        user.install()
        func showAll() async {
            let scale = ScaleDialog(title: "Volume", range: 0...100, value: 40)
            scale.remembersAnswerAs = "volume"
            _ = await scale.response()
            let date = DateDialog(title: "Due", date: try! CalendarDate(year: 2020, month: 1, day: 1))
            date.remembersAnswerAs = "due"
            _ = await date.response()
            let color = ColorChooser(title: "Accent", color: .white)
            color.remembersAnswerAs = "accent"
            _ = await color.response()
            let font = FontChooser(title: "Font", font: "Sans 11")
            font.remembersAnswerAs = "font"
            _ = await font.response()
        }
        await showAll()
        await showAll()
        user.uninstall()
        XCTAssertEqual(
            user.shown.map { $0.fields.first?.value },
            ["40", "2020-01-01", "rgb(255,255,255)", "Sans 11", "55", "2024-03-12", "rgb(0,128,128)", "Serif Bold 14"])
        XCTAssertEqual(user.rememberedKeys, ["accent", "due", "font", "volume"])
    }

    /// A remembered value the dialog can no longer show (a scale's range, a date's bounds moved) is
    /// not used: the dialog starts from its own.
    @MainActor
    func testAValueOutsideTheDialogsRangeIsNotUsed() async throws {
        let user = ScriptedUser()
        user.slide("Volume", to: 90)
        user.choose("OK", inAlert: "Volume")
        user.pick(try CalendarDate(year: 2024, month: 3, day: 12), inCalendar: "Due")
        user.choose("OK", inAlert: "Due")
        user.install()
        let wide = ScaleDialog(title: "Volume", range: 0...100, value: 40)
        wide.remembersAnswerAs = "volume"
        _ = await wide.response()
        let narrow = ScaleDialog(title: "Volume", range: 0...50, value: 20)
        narrow.remembersAnswerAs = "volume"
        let narrowed = await narrow.response()
        XCTAssertEqual(narrowed, .chosen(20))
        let date = DateDialog(title: "Due")
        date.remembersAnswerAs = "due"
        _ = await date.response()
        let later = try DateDialog(
            title: "Due", date: try CalendarDate(year: 2025, month: 1, day: 2),
            earliest: try CalendarDate(year: 2025, month: 1, day: 1), latest: nil)
        later.remembersAnswerAs = "due"
        let moved = await later.response()
        XCTAssertEqual(moved, .chosen(try CalendarDate(year: 2025, month: 1, day: 2)))
        user.uninstall()
    }

    @MainActor
    func testAListStartsWithTheRowsChosenLastTimeAndSkipsRowsNoLongerThere() async {
        let user = ScriptedUser()
        user.choose(rows: ["zsh", "fish"], inList: "Shells")
        user.choose("OK", inAlert: "Shells")
        user.check(["b.tmp", "c.tmp"], inList: "Delete")
        user.choose("OK", inAlert: "Delete")
        user.install()
        func shells(_ items: [String]) -> ListDialog<String> {
            let list = ListDialog(title: "Shells", items: items, choice: .multiple)
            list.remembersAnswerAs = "shells"
            return list
        }
        func files(_ items: [String]) -> ListDialog<String> {
            let list = ListDialog(title: "Delete", items: items, choice: .checklist)
            list.isChecked = { $0 == "a.tmp" }
            list.remembersAnswerAs = "delete"
            return list
        }
        let answers = [
            await shells(["bash", "zsh", "fish"]).values(), await shells(["fish", "dash", "bash"]).values(),
            await files(["a.tmp", "b.tmp", "c.tmp"]).values(), await files(["c.tmp", "a.tmp", "d.tmp"]).values(),
        ]
        // zsh is no longer there: skipped; a.tmp was checked by the app and by the person.
        XCTAssertEqual(answers, [["zsh", "fish"], ["fish"], ["a.tmp", "b.tmp", "c.tmp"], ["c.tmp", "a.tmp"]])
        user.uninstall()
    }

    @MainActor
    func testAFormStartsFromTheValuesSavedLastTimeWhereTheyStillFit() async throws {
        let user = ScriptedUser()
        user.fill("Sign in", with: ["user": "ada", "password": "secret", "shell": "zsh", "disk": "1", "gone": "x"])
        user.choose("Save", inAlert: "Sign in")
        user.choose("Save", inAlert: "Sign in")
        user.install()
        func form(shells: [String], disks: [[String]], extra: FormField? = nil) -> FormDialog {
            let form = FormDialog(title: "Sign in") {
                FormField(key: "user", label: "User", isRequired: true)
                FormField(key: "password", label: "Password", kind: .password)
                FormField(key: "shell", label: "Shell", value: shells[0], kind: .choice(shells))
                FormField(key: "disk", label: "Disk", kind: .list(FormList(columns: ["Disk"], rows: disks)))
                if let extra { extra }
            }
            form.remembersAnswerAs = "sign-in"
            return form
        }
        let firstForm = form(
            shells: ["bash", "zsh"], disks: [["sda"], ["sdb"]], extra: FormField(key: "gone", label: "Gone"))
        let first = await firstForm.values()
        XCTAssertEqual(first?["disk"], "1")
        let second = await form(shells: ["bash", "zsh"], disks: [["sdb"], ["sdc"]]).response()
        // The disk is found where it is now; the password is never remembered; "gone" is ignored.
        XCTAssertEqual(
            second,
            .saved(values: ["user": "ada", "password": "", "shell": "zsh", "disk": "0"], changedKeys: []))
        let third = await form(shells: ["bash", "fish"], disks: [["sdc"]]).response()
        XCTAssertEqual(
            third, .saved(values: ["user": "ada", "password": "", "shell": "bash", "disk": ""], changedKeys: []),
            "a choice no longer offered and a row no longer there keep the field's own value")
        user.uninstall()
    }

    @MainActor
    func testAFileChooserStartsInTheFolderChosenInLastTime() async throws {
        try FileManager.default.createDirectory(atPath: folder + "/photos", withIntermediateDirectories: true)
        XCTAssertTrue(FileManager.default.createFile(atPath: folder + "/photos/cat.png", contents: Data()))
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let user = ScriptedUser()
        user.pick(folder + "/photos/cat.png", in: "Open")
        user.cancel("Open")
        user.pick(folder + "/photos/report", in: "Export", filter: "PDF")
        user.cancel("Export")
        user.install()
        func open() -> FileChooser {
            let chooser = FileChooser(title: "Open")
            chooser.folder = "/"
            chooser.remembersAnswerAs = "open"
            return chooser
        }
        func export() -> FileChooser {
            let chooser = FileChooser(title: "Export", action: .save, filters: [FileFilter("PDF", patterns: ["*.pdf"])])
            chooser.suggestedName = "Report.pdf"
            chooser.remembersAnswerAs = "export"
            return chooser
        }
        _ = await open().response()
        _ = await open().response()
        _ = await export().response()
        _ = await export().response()
        user.uninstall()
        let requests = user.requests.compactMap { $0 as? FileChooserRequest }
        XCTAssertEqual(requests.map(\.folder), ["/", folder + "/photos", nil, folder + "/photos"])
        XCTAssertEqual(requests.map(\.description.selectedPath), [nil, folder + "/photos/cat.png", nil, nil])
        XCTAssertEqual(requests.map(\.suggestedName), [nil, nil, "Report.pdf", "report.pdf"])
    }

    // MARK: Don't ask again

    @MainActor
    private func emptyTrash(_ emptied: @escaping () -> Void = {}) -> Alert {
        let alert = Alert(title: "Empty the trash?", style: .question) {
            AlertButton("Cancel", role: .cancel)
            AlertButton("Empty", role: .destructive) { emptied() }
        }
        alert.dontAskAgain = "empty-trash"
        return alert
    }

    @MainActor
    func testATickedBoxAnswersLaterAlertsAtOnceWithoutAStep() async {
        let user = ScriptedUser()
        user.choose("Empty", inAlert: "Empty the trash?", dontAskAgain: true)
        user.install()
        var emptied = 0
        let first = await emptyTrash { emptied += 1 }.response()
        XCTAssertEqual(emptyTrash().rememberedResponse, .button(1))
        let second = await emptyTrash { emptied += 1 }.response()
        user.uninstall()
        XCTAssertEqual([first, second], [.button(1), .button(1)])
        XCTAssertEqual(emptied, 2, "the remembered button's closure runs too")
        XCTAssertEqual(user.shown.count, 1, "the second alert was not shown")
        XCTAssertEqual(
            user.shown.first?.fields,
            [.init(key: "dontAskAgain", label: "Don't ask again", value: "false", offered: ["true", "false"])])
        XCTAssertEqual(user.rememberedKeys, ["empty-trash"])
    }

    @MainActor
    func testAnUntickedBoxAsksAgainAndAChangedLabelOrAForgottenAnswerToo() async {
        let user = ScriptedUser()
        user.choose("Cancel", inAlert: "Empty the trash?", dontAskAgain: false)
        user.choose("Cancel", inAlert: "Empty the trash?", dontAskAgain: true)
        user.choose("Empty", inAlert: "Empty the trash?")
        user.choose("Cancel", inAlert: "Empty the trash?")
        user.install()
        var responses = [await emptyTrash().response(), await emptyTrash().response()]
        XCTAssertEqual(emptyTrash().rememberedResponse, .button(0))
        let relabelled = Alert(title: "Empty the trash?", buttons: ["Keep", "Empty"], cancelButton: 0)
        relabelled.dontAskAgain = "empty-trash"
        XCTAssertNil(relabelled.rememberedResponse, "button 0 is no longer \"Cancel\"")
        responses.append(await relabelled.response())
        RememberedAnswers.forget("empty-trash")
        responses.append(await emptyTrash().response())
        user.uninstall()
        XCTAssertEqual(responses, [.button(0), .button(0), .button(1), .button(0)])
        XCTAssertEqual(user.shown.count, 4)
    }

    @MainActor
    func testTickingAnAlertWithoutTheBoxFails() async {
        var failures: [String] = []
        let user = ScriptedUser(report: { message, _, _ in failures.append(message) })
        user.choose("OK", inAlert: "Saved", dontAskAgain: true)
        user.install()
        let response = await Alert(title: "Saved", buttons: ["OK"]).response()
        user.uninstall()
        XCTAssertEqual(response, .dismissed)
        XCTAssertEqual(
            failures,
            ["The alert \"Saved\" [OK] has no \"Don't ask again\" box (the app sets dontAskAgain for one)"])
    }
}
