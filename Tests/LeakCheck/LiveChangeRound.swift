import CGtk
import CGtkBridge
import Glibc
import GtkDialogs

/// Dialogs changed while they show — title, message, markup, button labels and sensitivity, a
/// list's rows appended, replaced and removed, a prompt's text, a form field's value, progress —
/// through closures and async, ended every way `answer(round:dismiss:)` knows, then changed again
/// after the end, which must reach nothing. The window must show the title code set last.
@MainActor
final class LiveChangeRound {
    private let tally: Tally
    /// Windows that did not show the title code set last.
    private(set) var wrongAnswers = 0

    init(tally: Tally) {
        self.tally = tally
    }

    func run(_ round: Int) {
        let timeout: Duration? = round % 5 == 4 ? .milliseconds(1) : nil
        let awaits = round.isMultiple(of: 3)

        let alert = Alert(
            title: "Live alert \(round)", message: "Checking…", buttons: ["Later", "Install", "Details"],
            cancelButton: 0, defaultButton: 1)
        alert.setButton(.index(2), isEnabled: false)  // before it shows: the shown one starts so
        tally.show(awaits: awaits) { ended in
            alert.show(timeout: timeout) { _ in ended() }
        } awaiting: {
            _ = await alert.response(timeout: timeout)
        }
        change(round, alert.dismiss, title: { alert.title }) { pass in
            alert.title = "Live alert \(round) pass \(pass)"
            alert.message = "\(pass) updates"
            alert.messageMarkup = pass == 1 ? "<b>\(pass)</b> updates" : nil
            alert.buttons = ["Later \(pass)", "Install \(pass)", "Details \(pass)"]
            alert.setButton(.index(2), isEnabled: pass.isMultiple(of: 2))
            alert.setButton(.accept, isEnabled: pass != 1)
        }

        let prompt = TextPrompt(title: "Live prompt \(round)", text: "draft")
        tally.show(awaits: awaits) { ended in
            prompt.show(timeout: timeout) { _ in ended() }
        } awaiting: {
            _ = await prompt.response(timeout: timeout)
        }
        change(round, prompt.dismiss, title: { prompt.title }) { pass in
            prompt.title = "Live prompt \(round) pass \(pass)"
            prompt.text = "code \(pass)"
            prompt.messageMarkup = "Name <i>\(pass)</i>"
            prompt.okTitle = "Rename \(pass)"
            prompt.cancelTitle = pass == 1 ? "Keep" : nil
            prompt.setButton(.accept, isEnabled: pass != 1)  // enabled again before the answer
        }

        let form = FormDialog(title: "Live form \(round)") {
            FormField(key: "name", label: "Name", isRequired: true)
            FormField(key: "born", label: "Born", kind: .number)
        }
        tally.show(awaits: awaits) { ended in
            form.show(timeout: timeout) { _ in ended() }
        } awaiting: {
            _ = await form.response(timeout: timeout)
        }
        change(round, form.dismiss, title: { form.title }) { pass in
            form.title = "Live form \(round) pass \(pass)"
            try! form.setValue("Ada \(pass)", forField: "name")
            try! form.setValue("\(1815 + pass)", forField: "born")
            form.message = pass == 1 ? "Check the year" : nil
            form.saveTitle = "Save \(pass)"
            form.setButton(.accept, isEnabled: pass != 1)
        }

        let list = ListDialog(title: "Live list \(round)", items: ["alpha", "beta", "gamma"])
        tally.show(awaits: awaits) { ended in
            list.show(timeout: timeout) { _ in ended() }
        } awaiting: {
            _ = await list.response(timeout: timeout)
        }
        change(round, list.dismiss, title: { list.title }) { pass in
            list.title = "Live list \(round) pass \(pass)"
            list.appendRow("row \(pass)")
            list.replaceRow(at: 0, with: "first \(pass)")
            list.removeRow(at: 1)  // three rows before, three after
            list.message = "\(pass) devices"
            list.okTitle = "Pair \(pass)"
            list.setButton(.accept, isEnabled: pass != 1)
        }

        let progress = ProgressDialog(title: "Live progress \(round)")
        var reporter: ProgressReporter?
        tally.show(awaits: awaits) { ended in
            reporter = progress.show(timeout: timeout) { _ in ended() }
        } awaiting: {
            _ = await progress.response(timeout: timeout) { reporter = $0 }
        }
        change(round, progress.dismiss, title: { progress.title }) { pass in
            progress.title = "Live progress \(round) pass \(pass)"
            reporter?.report(fraction: Double(pass) / 4, text: "Step \(pass)")
            progress.messageMarkup = "Copying <b>\(pass)</b>"
            progress.cancelTitle = "Stop \(pass)"
            progress.setButton(.cancel, isEnabled: pass != 1)  // Cancel answers below: enabled again
        }
    }

    /// Changes the dialog just shown (pass 0), lets GTK draw it, changes it again (pass 1) and once
    /// more (pass 2), checks that the window shows the title set last, ends it as `round` picks, and
    /// changes it after the end (pass 3), which must show nothing.
    private func change(
        _ round: Int, _ dismiss: () -> Void, title: () -> String, _ apply: (Int) -> Void
    ) {
        apply(0)
        drain()
        apply(1)
        drain()
        apply(2)
        drain()
        if let dialog = openDialog(), windowTitle(of: dialog) != title() {
            print("leak-check: a dialog shows \"\(windowTitle(of: dialog))\", not \"\(title())\"")
            wrongAnswers += 1
        }
        answer(round: round, dismiss: dismiss)
        apply(3)
        drain()
        if openDialog() != nil {
            print("leak-check: \"\(title())\" shows after its end")
            exit(1)
        }
    }
}
