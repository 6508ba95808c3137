import CGtk
import CGtkBridge
import Glibc
import GtkDialogs

// Shows and answers ROUNDS dialogs of every kind — alerts, confirms, prompts, forms (date and
// multi-line fields too), progress, scales, dates, about, colors, fonts, text, file choosers, step
// lists — through closures and through async, ending them every way a person or a program can,
// and changes dialogs while they show and after they ended, then checks that every handler ran
// once and every closure box was released. `make check-leaks` runs it under
// LeakSanitizer and valgrind.
//
//   leak-check [ROUNDS] [--leak-on-purpose]

let arguments = CommandLine.arguments.dropFirst()
let rounds = arguments.compactMap { Int($0) }.first ?? 1_000
let leakOnPurpose = arguments.contains("--leak-on-purpose")

let failed: Bool = MainActor.assumeIsolated {
    do {
        try Dialogs.initialize()
    } catch {
        print("leak-check: \(error)")
        exit(2)
    }
    let tally = Tally()
    let files = FileChooserRound(tally: tally)
    let steps = StepListRound(tally: tally)
    let live = LiveChangeRound(tally: tally)
    func timeout(_ round: Int) -> Duration? { round % 5 == 4 ? .milliseconds(1) : nil }

    for round in 0..<rounds {
        let alert = Alert(
            title: "Alert \(round)", message: "Message", buttons: ["A", "B", "C"], cancelButton: 1, defaultButton: 2)
        tally.show { ended in alert.show(timeout: timeout(round)) { _ in ended() } }
        answer(round: round, dismiss: alert.dismiss)

        tally.show { ended in
            Alert.confirm(title: "Confirm \(round)", timeout: timeout(round), onCancel: ended, onConfirm: ended)
        }
        answer(round: round, dismiss: { Dialogs.quit() })

        let prompt = TextPrompt(title: "Prompt \(round)", isSecret: round.isMultiple(of: 2))
        tally.show(awaits: round.isMultiple(of: 3)) { ended in
            prompt.show(timeout: timeout(round), onOK: { _ in ended() }, onCancel: ended)
        } awaiting: {
            _ = await prompt.value(timeout: timeout(round))
        }
        answer(round: round, dismiss: prompt.dismiss)

        let form = try! FormDialog(
            title: "Form \(round)",
            fields: [
                FormField(key: "disk", label: "Disk", value: "1", kind: .list(FormList(items: ["sda", "sdb"]))),
                // Above the text fields: Return in the bottom one (PIN) saves the form.
                FormField(key: "note", label: "New kinds below.", kind: .label),
                FormField(key: "line", label: "", kind: .separator),
                FormField(key: "dir", label: "Folder", value: "/", kind: .folder),
                FormField(key: "level", label: "Level", value: "3", kind: .slider(0...10)),
                FormField(key: "branch", label: "Branch", kind: .editableChoice(["main", "develop"])),
                FormField(key: "accent", label: "Accent", value: "teal", kind: .color),
                FormField(key: "font", label: "Font", kind: .font),
                FormField(key: "name", label: "Name", isRequired: true),
                FormField(key: "born", label: "Born", kind: .number),
                FormField(key: "pin", label: "PIN", kind: .password),
            ])
        tally.show(awaits: round.isMultiple(of: 3)) { ended in
            form.show(timeout: timeout(round), onSave: { _ in ended() }, onCancel: ended)
        } awaiting: {
            _ = await form.response(timeout: timeout(round))
        }
        answer(round: round, dismiss: form.dismiss)

        let progress = ProgressDialog(title: "Progress \(round)", isPulsating: round.isMultiple(of: 2))
        tally.show(awaits: round.isMultiple(of: 3)) { ended in
            progress.show(timeout: timeout(round)) { _ in ended() }.report(fraction: 0.3, text: "Working")
        } awaiting: {
            _ = try? await progress.run(timeout: timeout(round)) { reporter in
                reporter.report(fraction: 0.5, text: "Working")
                try await Task.sleep(for: .seconds(60))  // until the dialog's ending cancels it
            }
        }
        answer(round: round, dismiss: progress.dismiss)

        let scale = ScaleDialog(title: "Scale \(round)", range: 0...10, value: round % 11)
        scale.onChange = { _ in }
        if round.isMultiple(of: 3) {
            let changes = scale.changes()
            let finished = tally.expect()  // the stream finishes when the dialog ends
            Task {
                for await _ in changes {}
                finished()
            }
        }
        tally.show(awaits: round.isMultiple(of: 3)) { ended in
            scale.show(timeout: timeout(round)) { _ in ended() }
        } awaiting: {
            _ = await scale.response(timeout: timeout(round))
        }
        answer(round: round, dismiss: scale.dismiss)

        let start = CalendarDate.today().adding(days: round % 40 - 20)
        let date = DateDialog(title: "Date \(round)", message: "Due", date: start)
        if round.isMultiple(of: 4) { date.earliest = start.adding(days: -3) }
        tally.show(awaits: round.isMultiple(of: 2)) { ended in
            date.show(timeout: timeout(round)) { _ in ended() }
        } awaiting: {
            _ = await date.response(timeout: timeout(round))
        }
        answer(round: round, dismiss: date.dismiss)

        let notes = FormDialog(title: "Fields \(round)") {
            FormField(key: "day", label: "Day", kind: .date)
            FormField(key: "notes", label: "Notes", value: "line\nline", kind: .multilineText)
        }
        tally.show { ended in notes.show(timeout: timeout(round)) { _ in ended() } }
        answer(round: round, dismiss: notes.dismiss)

        let about = AboutDialog(programName: "About \(round)", version: "1.0")
        about.license = round.isMultiple(of: 2) ? .mit : .text("Any use.")
        tally.show(awaits: round.isMultiple(of: 3)) { ended in
            about.show(timeout: timeout(round)) { _ in ended() }
        } awaiting: {
            _ = await about.response(timeout: timeout(round))
        }
        answer(round: round, dismiss: about.dismiss)

        let color = ColorChooser(
            title: "Colour \(round)", color: RGBAColor(red: 0, green: 0.5, blue: Double(round % 2)))
        color.palette = round.isMultiple(of: 2) ? [.black, .white] : nil
        color.showsPalette = !round.isMultiple(of: 5)
        tally.show(awaits: round.isMultiple(of: 3)) { ended in
            color.show(timeout: timeout(round)) { _ in ended() }
        } awaiting: {
            _ = await color.response(timeout: timeout(round))
        }
        answer(round: round, dismiss: color.dismiss)

        let font = FontChooser(title: "Font \(round)", font: round.isMultiple(of: 2) ? "Sans 11" : nil)
        font.previewText = round.isMultiple(of: 3) ? "Round \(round)" : nil
        tally.show(awaits: round.isMultiple(of: 4)) { ended in
            font.show(timeout: timeout(round)) { _ in ended() }
        } awaiting: {
            _ = await font.response(timeout: timeout(round))
        }
        answer(round: round, dismiss: font.dismiss)

        // Links are tagged and the check box gates OK: both hold boxed closures of their own.
        let viewer = TextViewer(
            title: "Text \(round)", source: .text("Round \(round): see https://example.org/\(round)\n"))
        viewer.checkboxLabel = round.isMultiple(of: 2) ? "I agree" : nil
        viewer.isEditable = round.isMultiple(of: 3)
        tally.show(awaits: round.isMultiple(of: 4)) { ended in
            viewer.show(timeout: timeout(round)) { _ in ended() }
        } awaiting: {
            _ = await viewer.response(timeout: timeout(round))
        }
        answer(round: round, dismiss: viewer.dismiss)

        // GTK's chooser costs as much as ten other dialogs (and far more under valgrind): every
        // tenth round still ends it every way, through closures and async, by round 20.
        if round.isMultiple(of: 10) { files.run(round) }

        steps.run(round)
        live.run(round)
    }
    // Async callers resume on the main queue, which the GLib loop drains;
    // a caller never resumed would hang here, so a watchdog ends the run.
    alarm(120)
    while tally.endings < tally.expected { g_main_context_iteration(nil, 1) }
    alarm(0)
    drain()
    files.removeFolder()

    if leakOnPurpose {
        final class Forgotten { let payload = [UInt8](repeating: 7, count: 4_096) }
        _ = Unmanaged.passRetained(Forgotten())  // no reference remains: definitely lost
    }

    let wrong = steps.wrongAnswers + live.wrongAnswers
    print(
        "leak-check: \(rounds) rounds, \(tally.expected) dialogs, \(tally.endings) endings, "
            + "\(tally.unevenCount) not ended once, \(files.wrongAnswers) choosers answered wrongly, "
            + "\(wrong) step lists answered wrongly or dialogs not showing a change, "
            + "\(Dialogs.liveCallbackBoxes) live closure boxes, \(Dialogs.openDialogCount) open dialogs, "
            + "\(dialogWindows().count) dialog windows not destroyed")
    return tally.unevenCount != 0 || files.wrongAnswers != 0 || wrong != 0 || Dialogs.liveCallbackBoxes != 0
        || Dialogs.openDialogCount != 0 || !dialogWindows().isEmpty
}
exit(failed ? 1 : 0)
