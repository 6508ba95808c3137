import CGtk
import CGtkBridge
import Glibc
import GtkDialogs

/// Step lists whose statuses change while they show (a spinner runs, a step is added, the title
/// changes), each ended one way: OK once every step is over (after an OK pressed too early did
/// nothing), Cancel, closed, the timeout, `dismiss()`, the awaiting task cancelled. Changes made
/// after the end reach no window. Each answer is checked, not only counted.
@MainActor
final class StepListRound {
    private enum Outcome: CaseIterable {
        case finish, cancel, close, timeout, dismiss, cancelTask
    }

    private let tally: Tally
    /// Answers that were not the one the ending gives, and windows that did not show a change.
    private(set) var wrongAnswers = 0

    init(tally: Tally) {
        self.tally = tally
    }

    func run(_ round: Int) {
        let ending = Outcome.allCases[round % Outcome.allCases.count]
        let awaits = ending == .cancelTask || (round / Outcome.allCases.count).isMultiple(of: 2)
        let list = StepList(title: "Steps \(round)", message: "Installing", steps: ["Download", "Verify", "Install"])
        let expected: StepListResponse =
            switch ending {
            case .finish: .finished
            case .cancel: .cancelled
            case .close: .closed
            case .timeout: .timedOut
            case .dismiss, .cancelTask: .dismissed
            }
        var answered = false
        let record = { [self] (response: StepListResponse) in
            if response != expected {
                print("leak-check: \"\(list.title)\" answered \(response), not \(expected)")
                wrongAnswers += 1
            }
            answered = true
        }
        let timeout: Duration? = ending == .timeout ? .milliseconds(1) : nil
        let task = tally.show(awaits: awaits) { ended in
            list.show(timeout: timeout) { response in
                record(response)
                ended()
            }
        } awaiting: {
            record(await list.response(timeout: timeout))
        }
        // While it shows (a 1 ms timeout ends it at the first turn of the loop: these come first).
        list.setStatus(.working, ofStep: 0)
        drain()
        list.setStatus(.done, detail: "\(round) MB", ofStep: "Download")
        list.setStatus(.working, detail: "signature", ofStep: 1)
        list.appendStep(StepListItem(title: "Clean up \(round)"))
        list.title = "Steps \(round) running"
        list.messageMarkup = "<b>Installing</b> round \(round)"
        list.okTitle = round.isMultiple(of: 2) ? "Close" : nil
        drain()
        if let dialog = openDialog() {
            if windowTitle(of: dialog) != list.title {
                print("leak-check: \"\(list.title)\" shows the title \"\(windowTitle(of: dialog))\"")
                wrongAnswers += 1
            }
            switch ending {
            case .finish:
                click(ResponseID.accept, of: dialog)  // insensitive: steps are still working
                drain()
                if answered {
                    print("leak-check: \"\(list.title)\" ended on OK before its steps were over")
                    wrongAnswers += 1
                }
                for (index, status) in [StepStatus.done, .failed, .skipped, .done].enumerated() {
                    list.setStatus(status, ofStep: index)
                }
                drain()
                if let dialog = openDialog() { click(ResponseID.accept, of: dialog) }
            case .cancel: click(ResponseID.cancel, of: dialog)
            case .close: gtk_window_close(gd_window(dialog))
            case .timeout: break
            case .dismiss: list.dismiss()
            case .cancelTask: task?.cancel()
            }
        }
        alarm(30)
        while !answered { g_main_context_iteration(nil, 1) }
        alarm(0)
        drain()
        // After the end: the object keeps the values, no window takes them.
        list.setStatus(.failed, detail: "late", ofStep: 0)
        list.appendStep(StepListItem(title: "Late \(round)", status: .done))
        list.title = "Steps \(round) after the end"
        list.setButton(.cancel, isEnabled: false)
        drain()
        if openDialog() != nil || list.steps.first?.detail != "late" {
            print("leak-check: \"\(list.title)\" was shown after its end, or forgot a status")
            exit(1)
        }
    }

    private func click(_ response: Int32, of dialog: UnsafeMutablePointer<GtkWidget>) {
        gtk_button_clicked(gd_button(gtk_dialog_get_widget_for_response(gd_dialog(dialog), response)))
    }
}

@MainActor
func windowTitle(of dialog: UnsafeMutablePointer<GtkWidget>) -> String {
    gtk_window_get_title(gd_window(dialog)).map { String(cString: $0) } ?? ""
}
