import Testing

@testable import DialogsCore
@testable import DialogsTesting
@testable import GtkDialogs

/// Scripted users under Swift Testing's default, parallel runs: each test's script answers only
/// its own dialogs — shown at once, from a handler, from a task the test started — and no dialog
/// reaches GTK, even with DISPLAY set (`OpenSessions.handedToBackend` counts every dialog handed to
/// a backend in the process: it must stay 0). No `.serialized`. `make test` runs these 20 times in a row.
@MainActor
struct ParallelScriptedUsers {
    /// Checks what every test here must hold at its end.
    private func noWindowWasMade() {
        #expect(OpenSessions.handedToBackend == 0, "a dialog reached GTK while scripted tests ran")
    }

    @Test func alertByLabel() async {
        let user = ScriptedUser()
        user.choose("Onward", inAlert: "Parallel alert 1")
        user.install()
        let onward = await Alert.confirm(title: "Parallel alert 1", cancelTitle: "Run away", confirmTitle: "Onward")
        await user.settle()
        user.uninstall()
        #expect(onward)
        noWindowWasMade()
    }

    @Test func alertCancelled() async {
        let user = ScriptedUser()
        user.cancel("Parallel alert 2")
        user.install()
        let onward = await Alert.confirm(title: "Parallel alert 2", cancelTitle: "Run away", confirmTitle: "Onward")
        user.uninstall()
        #expect(!onward)
        noWindowWasMade()
    }

    @Test func alertByIndex() async {
        let user = ScriptedUser()
        user.choose(buttonAt: 2, inAlert: "Parallel alert 3")
        user.install()
        let response = await Alert(title: "Parallel alert 3", buttons: ["A", "B", "C"]).response()
        user.uninstall()
        #expect(response == .button(2))
        noWindowWasMade()
    }

    @Test func alertClosed() async {
        let user = ScriptedUser()
        user.close("Parallel alert 4")
        user.install()
        let response = await Alert(title: "Parallel alert 4", buttons: ["OK"]).response()
        user.uninstall()
        #expect(response == .closed)
        noWindowWasMade()
    }

    @Test func alertWaitedOut() async {
        let user = ScriptedUser()
        user.waitOut("Parallel alert 5")
        user.install()
        let response = await Alert(title: "Parallel alert 5", buttons: ["OK"]).response(timeout: .seconds(600))
        user.uninstall()
        #expect(response == .timedOut)
        noWindowWasMade()
    }

    @Test func promptTyped() async {
        let user = ScriptedUser()
        user.type("Ada", into: "Parallel prompt 1")
        user.install()
        let name = await TextPrompt(title: "Parallel prompt 1").value()
        user.uninstall()
        #expect(name == "Ada")
        noWindowWasMade()
    }

    @Test func promptTypedOther() async {
        let user = ScriptedUser()
        user.type("Grace", into: "Parallel prompt 2")
        user.install()
        let name = await TextPrompt(title: "Parallel prompt 2").value()
        user.uninstall()
        #expect(name == "Grace")
        noWindowWasMade()
    }

    @Test func promptCancelled() async {
        let user = ScriptedUser()
        user.cancel("Parallel prompt 3")
        user.install()
        let response = await TextPrompt(title: "Parallel prompt 3").response()
        user.uninstall()
        #expect(response == .cancelled)
        noWindowWasMade()
    }

    @Test func formFilled() async {
        let user = ScriptedUser()
        user.fill("Parallel form 1", with: ["name": "Ada"])
        user.install()
        let values = await FormDialog(title: "Parallel form 1") { FormField(key: "name", label: "Name") }.values()
        user.uninstall()
        #expect(values == ["name": "Ada"])
        noWindowWasMade()
    }

    @Test func formFilledOther() async {
        let user = ScriptedUser()
        user.fill("Parallel form 2", with: ["born": "1906"])
        user.install()
        let values = await FormDialog(title: "Parallel form 2") {
            FormField(key: "born", label: "Born", value: "1815", kind: .number)
        }.values()
        user.uninstall()
        #expect(values == ["born": "1906"])
        noWindowWasMade()
    }

    @Test func scaleSlid() async {
        let user = ScriptedUser()
        user.slide("Parallel scale", to: 30, 60)
        user.install()
        let response = await ScaleDialog(title: "Parallel scale").response()
        user.uninstall()
        #expect(response == .chosen(60))
        noWindowWasMade()
    }

    @Test func datePicked() async throws {
        let day = try CalendarDate(year: 2024, month: 3, day: 5)
        let user = ScriptedUser()
        user.pick(day, inCalendar: "Parallel date")
        user.install()
        let response = await DateDialog(title: "Parallel date").response()
        user.uninstall()
        #expect(response == .chosen(day))
        noWindowWasMade()
    }

    @Test func listRowChosen() async {
        let user = ScriptedUser()
        user.choose(row: "Chromium", inList: "Parallel list 1")
        user.install()
        let browser = await ListDialog(title: "Parallel list 1", items: ["Firefox", "Chromium"]).value()
        user.uninstall()
        #expect(browser == "Chromium")
        noWindowWasMade()
    }

    @Test func listRowsChecked() async {
        let user = ScriptedUser()
        user.check(["b.tmp"], inList: "Parallel list 2")
        user.install()
        let files = await ListDialog(title: "Parallel list 2", items: ["a.tmp", "b.tmp"], choice: .checklist).values()
        user.uninstall()
        #expect(files == ["b.tmp"])
        noWindowWasMade()
    }

    @Test func colorPicked() async {
        let user = ScriptedUser()
        user.pick(.black, inColorChooser: "Parallel colour")
        user.install()
        let response = await ColorChooser(title: "Parallel colour").response()
        user.uninstall()
        #expect(response == .chosen(.black))
        noWindowWasMade()
    }

    @Test func fileChosen() async {
        let user = ScriptedUser()
        user.pick("/home/ada/notes.txt", in: "Parallel file")
        user.install()
        let path = await FileChooser.openFile(title: "Parallel file")
        user.uninstall()
        #expect(path == "/home/ada/notes.txt")
        noWindowWasMade()
    }

    @Test func textAccepted() async {
        let user = ScriptedUser()
        user.accept("Parallel licence", tickingBox: true)
        user.install()
        let viewer = TextViewer(title: "Parallel licence", source: .text("Be kind."))
        viewer.checkboxLabel = "I agree"
        let response = await viewer.response()
        user.uninstall()
        #expect(response == .accepted(editedText: nil))
        noWindowWasMade()
    }

    @Test func progressLetFinish() async throws {
        let user = ScriptedUser()
        user.letFinish("Parallel progress")
        user.install()
        let count = try await ProgressDialog(title: "Parallel progress").run { progress in
            for step in 1...4 { progress.report(fraction: Double(step) / 4) }
            return 4
        }
        await user.settle()
        user.uninstall()
        #expect(count == 4)
        #expect(user.progressSteps(of: "Parallel progress").last?.isDone == true)
        noWindowWasMade()
    }

    @Test func notificationClicked() async throws {
        let user = ScriptedUser()
        user.activate("Parallel notification")
        user.install()
        let notification = DesktopNotification(title: "Parallel notification")
        notification.hasDefaultAction = true
        let response = try await notification.response()
        user.uninstall()
        #expect(response == .activated)
        noWindowWasMade()
    }

    @Test func aboutClosed() async {
        let user = ScriptedUser()
        user.close("About Parallel")
        user.install()
        let response = await AboutDialog(programName: "Parallel").response()
        user.uninstall()
        #expect(response == .closed)
        noWindowWasMade()
    }

    /// The next dialog is shown from the first one's handler: a plain callback, no task of the test's.
    @Test func aDialogShownFromAHandlerIsThisTestsToo() async {
        let user = ScriptedUser()
        user.choose("Yes", inAlert: "Parallel chain 1")
        user.type("second", into: "Parallel chain 2")
        user.install()
        var typed: String?
        Alert(title: "Parallel chain 1", buttons: ["No", "Yes"]).show { _ in
            TextPrompt(title: "Parallel chain 2").show(onOK: { typed = $0 })
        }
        await user.settle()
        user.uninstall()
        #expect(typed == "second")
        noWindowWasMade()
    }

    /// The dialog is shown later, from a main-actor task the test started.
    @Test func aDialogShownFromATaskIsThisTestsToo() async {
        let user = ScriptedUser()
        user.type("later", into: "Parallel task")
        user.install()
        let shown = Task { @MainActor in await TextPrompt(title: "Parallel task").value() }
        let typed = await shown.value
        user.uninstall()
        #expect(typed == "later")
        noWindowWasMade()
    }

    /// Two tests show a dialog of one title at once, each with its own script.
    @Test func sameTitleDeleted() async {
        let user = ScriptedUser()
        user.choose("Delete", inAlert: "Parallel: delete 2 files?")
        user.install()
        let deleted = await Alert.confirm(title: "Parallel: delete 2 files?", confirmTitle: "Delete")
        user.uninstall()
        #expect(deleted)
        noWindowWasMade()
    }

    @Test func sameTitleKept() async {
        let user = ScriptedUser()
        user.close("Parallel: delete 2 files?")
        user.install()
        let deleted = await Alert.confirm(title: "Parallel: delete 2 files?", confirmTitle: "Delete")
        user.uninstall()
        #expect(!deleted)
        noWindowWasMade()
    }

    /// A parameterized test's cases run at once: `answering` scopes each case's script.
    @Test(arguments: ["First", "Second", "Third"])
    func casesOfOneTest(_ label: String) async {
        let user = ScriptedUser()
        user.choose(label, inAlert: "Parallel cases")
        let response = await user.answering {
            await Alert(title: "Parallel cases", buttons: ["First", "Second", "Third"]).response()
        }
        #expect(response == .button(["First", "Second", "Third"].firstIndex(of: label)!))
        noWindowWasMade()
    }

    /// A dialog no script of this test answers fails this test, and shows no window: here the only
    /// user is installed outside any test (from a detached task), so none is this test's.
    @Test func aDialogNoScriptAnswersFailsItsTest() async {
        let user = await Task.detached { @MainActor in
            let user = ScriptedUser(report: { _, _, _ in })
            user.install()
            return user
        }.value
        await withKnownIssue {
            let response = await Alert(title: "Parallel: stray", buttons: ["OK"]).response()
            #expect(response == .dismissed)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.hasPrefix("Unexpected alert \"Parallel: stray\" [OK]") }
        }
        user.uninstall()
        #expect(user.shown.isEmpty, "the stray dialog went to a user of no test")
        noWindowWasMade()
    }
}
