import AdwDialogs
import Foundation

/// `--rounds N [--leak-on-purpose]`: the GTK 4 leak check's program (`scripts/check-leaks` runs it
/// under LeakSanitizer and valgrind). Each round shows a dialog of every kind a program can end
/// without a person — alert, prompt, form (date and multi-line fields too), scale, date, progress,
/// step list, text viewer (a link, a check box), list, about, colour, font — and ends it as a
/// program can: dismissed, or timed out every fifth round. Then every handler must have run once
/// and every closure box be released; `--leak-on-purpose` leaks a Swift object, which the check
/// must catch.
@MainActor
func leakRounds(_ rounds: Int, leakOnPurpose: Bool) -> Int32 {
    do { try Dialogs.initialize() } catch { return 2 }
    var shown = 0
    var endings = 0
    var uneven = 0
    /// Shows `dialog`, lets it map, and ends it; counts its handler's calls.
    func round<Response>(
        _ dialog: Dialog<Response>, timedOut: Bool, show: (@escaping @MainActor (Response) -> Void) -> Void
    ) {
        var calls = 0
        shown += 1
        show { _ in calls += 1 }
        Loop.drain()
        if timedOut {
            _ = Loop.spin(until: { calls > 0 })
        } else {
            dialog.dismiss()
            _ = Loop.spin(until: { calls > 0 })
        }
        Loop.drain()
        endings += calls
        if calls != 1 { uneven += 1 }
    }
    for index in 0..<rounds {
        let timedOut = index % 5 == 4
        let timeout: Duration? = timedOut ? .milliseconds(1) : nil
        let alert = Alert(title: "Alert \(index)", message: "Message", buttons: ["A", "B"], cancelButton: 0)
        alert.dontAskAgain = index.isMultiple(of: 2) ? nil : "leak-round"
        round(alert, timedOut: timedOut) { alert.show(timeout: timeout, handler: $0) }
        let prompt = TextPrompt(title: "Prompt \(index)", isSecret: index.isMultiple(of: 2))
        round(prompt, timedOut: timedOut) { prompt.show(timeout: timeout, handler: $0) }
        let form = FormDialog(title: "Form \(index)") {
            FormField(key: "name", label: "Name", isRequired: true)
            FormField(key: "born", label: "Born", kind: .number)
            FormField(key: "news", label: "News", kind: .boolean)
            FormField(key: "day", label: "Day", kind: .date)
            FormField(key: "notes", label: "Notes", value: "line\nline", kind: .multilineText)
            FormField(key: "note", label: "New kinds below.", kind: .label)
            FormField(key: "line", label: "", kind: .separator)
            FormField(key: "dir", label: "Folder", value: "/", kind: .folder)
            FormField(key: "level", label: "Level", value: "3", kind: .slider(0...10))
            FormField(key: "branch", label: "Branch", kind: .editableChoice(["main", "develop"]))
            FormField(key: "accent", label: "Accent", value: "teal", kind: .color)
            FormField(key: "font", label: "Font", kind: .font)
        }
        round(form, timedOut: timedOut) { form.show(timeout: timeout, handler: $0) }
        let scale = ScaleDialog(title: "Scale \(index)", range: 0...10, value: index % 11)
        scale.onChange = { _ in }
        round(scale, timedOut: timedOut) { scale.show(timeout: timeout, handler: $0) }
        let date = DateDialog(title: "Date \(index)", message: "Due", date: CalendarDate.today())
        round(date, timedOut: timedOut) { date.show(timeout: timeout, handler: $0) }
        let progress = ProgressDialog(title: "Progress \(index)", isPulsating: index.isMultiple(of: 2))
        round(progress, timedOut: timedOut) { handler in
            progress.show(timeout: timeout, handler: handler).report(fraction: 0.3, text: "Working")
        }
        let steps = StepList(title: "Steps \(index)", steps: [StepListItem(title: "One"), StepListItem(title: "Two")])
        round(steps, timedOut: timedOut) { steps.show(timeout: timeout, handler: $0) }
        let viewer = TextViewer(title: "Text \(index)", source: .text("Round \(index): https://example.org/\(index)\n"))
        viewer.checkboxLabel = index.isMultiple(of: 2) ? "I agree" : nil
        round(viewer, timedOut: timedOut) { viewer.show(timeout: timeout, handler: $0) }
        let list = ListDialog(
            title: "List \(index)", rows: ["sda", "sdb", "sdc"], columns: [ListColumn("Disk", \.self)],
            choice: index.isMultiple(of: 2) ? .single : .multiple)
        round(list, timedOut: timedOut) { list.show(timeout: timeout, handler: $0) }
        let about = AboutDialog(programName: "About \(index)", version: "1.0")
        round(about, timedOut: timedOut) { about.show(timeout: timeout, handler: $0) }
        // GTK's choosers cost as much as many other dialogs: every tenth round.
        if index.isMultiple(of: 10) {
            let color = ColorChooser(title: "Colour \(index)", color: RGBAColor(red: 0, green: 0.5, blue: 1))
            round(color, timedOut: timedOut) { color.show(timeout: timeout, handler: $0) }
            let font = FontChooser(title: "Font \(index)", font: "Sans 11")
            round(font, timedOut: timedOut) { font.show(timeout: timeout, handler: $0) }
        }
    }
    _ = Loop.spin(until: { Dialogs.liveCallbackBoxes == 0 }, seconds: 5)
    if leakOnPurpose {
        final class Forgotten { let payload = [UInt8](repeating: 7, count: 4_096) }
        _ = Unmanaged.passRetained(Forgotten())  // no reference remains: definitely lost
    }
    print(
        "leak rounds: \(rounds) rounds, \(shown) dialogs, \(endings) endings, \(uneven) not ended once, "
            + "\(Dialogs.liveCallbackBoxes) live closure boxes")
    return uneven == 0 && Dialogs.liveCallbackBoxes == 0 ? 0 : 1
}
