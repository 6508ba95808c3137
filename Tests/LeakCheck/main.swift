import CGtk
import CGtkBridge
import Glibc
import GtkDialogs

// Shows and answers ROUNDS dialogs of every kind — alerts, confirms, prompts,
// forms (date and multi-line fields too), progress, scales, dates — through closures and through async, ending them every way a person
// or a program can, then checks that every handler ran once and every closure
// box was released. `make check-leaks` runs it under valgrind.
//
//   leak-check [ROUNDS] [--leak-on-purpose]

let arguments = CommandLine.arguments.dropFirst()
let rounds = arguments.compactMap { Int($0) }.first ?? 1_000
let leakOnPurpose = arguments.contains("--leak-on-purpose")

/// The one dialog on screen.
@MainActor
func openDialog() -> UnsafeMutablePointer<GtkWidget>? {
    let list = gtk_window_list_toplevels()
    defer { g_list_free(list) }
    var node = list
    while let current = node {
        let widget = gd_widget(current.pointee.data)!
        if g_type_check_instance_is_a(UnsafeMutablePointer(OpaquePointer(widget)), gtk_dialog_get_type()) != 0,
            gtk_widget_get_visible(widget) != 0
        {
            return widget
        }
        node = current.pointee.next
    }
    return nil
}

@MainActor
func entries(in widget: UnsafeMutablePointer<GtkWidget>) -> [UnsafeMutablePointer<GtkWidget>] {
    if g_type_check_instance_is_a(UnsafeMutablePointer(OpaquePointer(widget)), gtk_entry_get_type()) != 0 {
        return [widget]
    }
    guard g_type_check_instance_is_a(UnsafeMutablePointer(OpaquePointer(widget)), gtk_container_get_type()) != 0
    else { return [] }
    let children = gtk_container_get_children(gd_container(widget))
    defer { g_list_free(children) }
    var result: [UnsafeMutablePointer<GtkWidget>] = []
    var node = children
    while let current = node {
        result += entries(in: gd_widget(current.pointee.data)!)
        node = current.pointee.next
    }
    return result
}

@MainActor
func drain() {
    while gtk_events_pending() != 0 { gtk_main_iteration() }
}

/// Ends the open dialog one of five ways, chosen by `round`.
@MainActor
func answer(round: Int, dismiss: () -> Void) {
    drain()
    guard let dialog = openDialog() else { return }  // already ended (a short timeout)
    switch round % 5 {
    case 0:  // a button, clicked (for prompts and forms: typed text, then Return)
        let fields = entries(in: dialog)
        if g_type_check_instance_is_a(UnsafeMutablePointer(OpaquePointer(dialog)), gtk_color_chooser_dialog_get_type())
            != 0
        {
            gtk_button_clicked(
                gd_button(gtk_dialog_get_widget_for_response(gd_dialog(dialog), GTK_RESPONSE_OK.rawValue)))
        } else if fields.isEmpty {
            // An about dialog's only button, Close, answers GTK_RESPONSE_DELETE_EVENT.
            let button =
                gtk_dialog_get_widget_for_response(gd_dialog(dialog), 0)
                ?? gtk_dialog_get_widget_for_response(gd_dialog(dialog), GTK_RESPONSE_DELETE_EVENT.rawValue)
            gtk_button_clicked(gd_button(button))
        } else {
            // Valid in every field the forms below have: text, number and password.
            for field in fields { gtk_entry_set_text(gd_entry(field), "\(1800 + round)") }
            // Return in the bottom field submits (a grid lists its children in no useful order).
            func top(_ widget: UnsafeMutablePointer<GtkWidget>) -> Int32 {
                var x: Int32 = 0
                var y: Int32 = 0
                gtk_widget_translate_coordinates(widget, dialog, 0, 0, &x, &y)
                return y
            }
            gtk_widget_activate(fields.max { top($0) < top($1) }!)
        }
    case 1: gtk_window_close(gd_window(dialog))  // Escape or the window manager's close button
    case 2: dismiss()
    case 3: gtk_widget_destroy(dialog)  // destroyed from outside
    default: while openDialog() != nil { gtk_main_iteration() }  // the timeout
    }
    drain()
    if let dialog = openDialog() {
        print("leak-check: round \(round) left \"\(String(cString: gtk_window_get_title(gd_window(dialog))))\" open")
        exit(1)
    }
}

let failed: Bool = MainActor.assumeIsolated {
    do {
        try Dialogs.initialize()
    } catch {
        print("leak-check: \(error)")
        exit(2)
    }
    var endings = 0
    var expected = 0
    func timeout(_ round: Int) -> Duration? { round % 5 == 4 ? .milliseconds(1) : nil }

    for round in 0..<rounds {
        let alert = Alert(
            title: "Alert \(round)", message: "Message", buttons: ["A", "B", "C"], cancelButton: 1, defaultButton: 2)
        alert.show(timeout: timeout(round)) { _ in endings += 1 }
        expected += 1
        answer(round: round, dismiss: alert.dismiss)

        Alert.confirm(
            title: "Confirm \(round)", timeout: timeout(round), onCancel: { endings += 1 }, onConfirm: { endings += 1 })
        expected += 1
        answer(round: round, dismiss: { Dialogs.quit() })

        let prompt = TextPrompt(title: "Prompt \(round)", isSecret: round.isMultiple(of: 2))
        if round.isMultiple(of: 3) {
            Task {
                _ = await prompt.value(timeout: timeout(round)); endings += 1
            }
            drain()
        } else {
            prompt.show(timeout: timeout(round), onOK: { _ in endings += 1 }, onCancel: { endings += 1 })
        }
        expected += 1
        answer(round: round, dismiss: prompt.dismiss)

        let form = try! FormDialog(
            title: "Form \(round)",
            fields: [
                FormField(key: "disk", label: "Disk", value: "1", kind: .list(FormList(items: ["sda", "sdb"]))),
                FormField(key: "name", label: "Name", isRequired: true),
                FormField(key: "born", label: "Born", kind: .number),
                FormField(key: "pin", label: "PIN", kind: .password),
            ])
        if round.isMultiple(of: 3) {
            Task {
                _ = await form.response(timeout: timeout(round)); endings += 1
            }
            drain()
        } else {
            form.show(timeout: timeout(round), onSave: { _ in endings += 1 }, onCancel: { endings += 1 })
        }
        expected += 1
        answer(round: round, dismiss: form.dismiss)

        let progress = ProgressDialog(title: "Progress \(round)", isPulsating: round.isMultiple(of: 2))
        if round.isMultiple(of: 3) {
            Task {
                _ = try? await progress.run(timeout: timeout(round)) { reporter in
                    reporter.report(fraction: 0.5, text: "Working")
                    try await Task.sleep(for: .seconds(60))  // until the dialog's ending cancels it
                }
                endings += 1
            }
            drain()
        } else {
            progress.show(timeout: timeout(round)) { _ in endings += 1 }.report(fraction: 0.3, text: "Working")
        }
        expected += 1
        answer(round: round, dismiss: progress.dismiss)

        let scale = ScaleDialog(title: "Scale \(round)", range: 0...10, value: round % 11)
        scale.onChange = { _ in }
        if round.isMultiple(of: 3) {
            let changes = scale.changes()
            Task {
                for await _ in changes {}
                endings += 1
            }
            Task {
                _ = await scale.response(timeout: timeout(round)); endings += 1
            }
            expected += 1
            drain()
        } else {
            scale.show(timeout: timeout(round)) { _ in endings += 1 }
        }
        expected += 1
        answer(round: round, dismiss: scale.dismiss)

        let start = CalendarDate.today().adding(days: round % 40 - 20)
        let date = DateDialog(title: "Date \(round)", message: "Due", date: start)
        if round.isMultiple(of: 4) { date.earliest = start.adding(days: -3) }
        if round.isMultiple(of: 2) {
            Task {
                _ = await date.response(timeout: timeout(round)); endings += 1
            }
            drain()
        } else {
            date.show(timeout: timeout(round)) { _ in endings += 1 }
        }
        expected += 1
        answer(round: round, dismiss: date.dismiss)

        let notes = FormDialog(title: "Fields \(round)") {
            FormField(key: "day", label: "Day", kind: .date)
            FormField(key: "notes", label: "Notes", value: "line\nline", kind: .multilineText)
        }
        notes.show(timeout: timeout(round)) { _ in endings += 1 }
        expected += 1
        answer(round: round, dismiss: notes.dismiss)
        let about = AboutDialog(programName: "About \(round)", version: "1.0")
        about.license = round.isMultiple(of: 2) ? .mit : .text("Any use.")
        if round.isMultiple(of: 3) {
            Task {
                _ = await about.response(timeout: timeout(round)); endings += 1
            }
            drain()
        } else {
            about.show(timeout: timeout(round)) { _ in endings += 1 }
        }
        expected += 1
        answer(round: round, dismiss: about.dismiss)

        let chooser = ColorChooser(
            title: "Colour \(round)", color: RGBAColor(red: 0, green: 0.5, blue: Double(round % 2)))
        chooser.palette = round.isMultiple(of: 2) ? [.black, .white] : nil
        chooser.showsPalette = !round.isMultiple(of: 5)
        if round.isMultiple(of: 3) {
            Task {
                _ = await chooser.response(timeout: timeout(round)); endings += 1
            }
            drain()
        } else {
            chooser.show(timeout: timeout(round)) { _ in endings += 1 }
        }
        expected += 1
        answer(round: round, dismiss: chooser.dismiss)

        // Links are tagged and the check box gates OK: both hold boxed closures of their own.
        let viewer = TextViewer(
            title: "Text \(round)", source: .text("Round \(round): see https://example.org/\(round)\n"))
        viewer.checkboxLabel = round.isMultiple(of: 2) ? "I agree" : nil
        viewer.isEditable = round.isMultiple(of: 3)
        if round.isMultiple(of: 4) {
            Task {
                _ = await viewer.response(timeout: timeout(round)); endings += 1
            }
            drain()
        } else {
            viewer.show(timeout: timeout(round)) { _ in endings += 1 }
        }
        expected += 1
        answer(round: round, dismiss: viewer.dismiss)
    }
    // Async callers resume on the main queue, which the GLib loop drains;
    // a caller never resumed would hang here, so a watchdog ends the run.
    alarm(120)
    while endings < expected { g_main_context_iteration(nil, 1) }
    alarm(0)
    drain()

    if leakOnPurpose {
        final class Forgotten { let payload = [UInt8](repeating: 7, count: 4_096) }
        _ = Unmanaged.passRetained(Forgotten())  // no reference remains: definitely lost
    }

    print(
        "leak-check: \(rounds) rounds, \(expected) dialogs, \(endings) endings, "
            + "\(Dialogs.liveCallbackBoxes) live closure boxes, \(Dialogs.openDialogCount) open dialogs")
    return endings != expected || Dialogs.liveCallbackBoxes != 0 || Dialogs.openDialogCount != 0
}
exit(failed ? 1 : 0)
