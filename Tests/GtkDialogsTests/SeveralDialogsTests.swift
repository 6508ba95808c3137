import XCTest

@testable import DialogsCore
@testable import GtkDialogs

/// Several dialogs open at once, of one kind or several: each ends exactly once,
/// whichever order they are answered in, and quitting resumes every caller.
/// Nothing is leaked (checked by `tearDown`).
final class SeveralDialogsTests: GUITestCase, @unchecked Sendable {
    func testAHandlerDismissesADifferentDialog() {
        onMain {
            let first = Answers<AlertResponse>()
            let second = Answers<AlertResponse>()
            let other = Alert(title: "Other", buttons: ["OK"])
            Alert(title: "Dismisser", buttons: ["Go"]).show { response in
                first.record(response)
                other.dismiss()
            }
            other.show { second.record($0) }
            guard let window = window(titled: "Dismisser") else { return }
            press("Return", in: window)
            spin(until: { !second.all.isEmpty }, "the other dialog's handler")
            drainEvents()
            XCTAssertEqual(first.all, [.button(0)])
            XCTAssertEqual(second.all, [.dismissed])
        }
    }

    func testTwoDialogsAnsweredInReverseOrder() {
        onMain {
            var log: [String] = []
            Alert(title: "Older", buttons: ["A", "B"], defaultButton: 0).show { log.append("older \($0)") }
            TextPrompt(title: "Newer").show(
                onOK: { log.append("newer \($0)") }, onCancel: { log.append("newer cancel") })
            guard let newer = window(titled: "Newer"), let older = window(titled: "Older") else { return }
            type("text", in: newer)
            press("Return", in: newer)
            press("Tab", "Return", in: older)
            spin(until: { log.count == 2 }, "both handlers")
            drainEvents()
            XCTAssertEqual(log, ["newer text", "older button(1)"])
        }
    }

    func testQuitWhileDialogsAreOpenResumesEveryAsyncCaller() throws {
        try onMain {
            var results: [String] = []
            let form = try FormDialog(title: "Quit form", fields: [FormField(key: "a", label: "A")])
            Task { results.append("alert \(await Alert(title: "Quit alert", buttons: ["OK"]).response())") }
            Task { results.append("prompt \(String(describing: await TextPrompt(title: "Quit prompt").value()))") }
            Task { results.append("form \(String(describing: await form.values()))") }
            spin(until: { Dialogs.openDialogCount == 3 }, "three dialogs")
            Dialogs.quit()
            spin(until: { results.count == 3 }, "three resumed callers")
            XCTAssertEqual(Set(results), ["alert dismissed", "prompt nil", "form nil"])
        }
    }
}
