import CGtk
import CGtkBridge
import Glibc
import GtkDialogs

/// File choosers of every action, in a folder of their own, each ended one way: Open or Save
/// clicked once GTK shows what it will answer, Cancel, closed (Escape, the window manager),
/// the timeout, `dismiss()`, the awaiting task cancelled. Each answer is checked, not only counted.
@MainActor
final class FileChooserRound {
    private enum Outcome: CaseIterable {
        case accept, cancel, close, timeout, dismiss, cancelTask
    }

    private let tally: Tally
    private let folder: String
    private let names = ["a.txt", "b.txt", "photo.png"]
    private let filters = [FileFilter("Text", patterns: ["*.txt"]), FileFilter("Images", mimeTypes: ["image/png"])]
    /// Answers that were not the one the ending gives.
    private(set) var wrongAnswers = 0

    init(tally: Tally) {
        self.tally = tally
        // TMPDIR when set, else the C library's own default, as mktemp(1) does.
        let base = getenv("TMPDIR").map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 } ?? P_tmpdir
        var template = Array("\(base)/leak-check-XXXXXX".utf8CString)
        folder = String(cString: mkdtemp(&template)!)
        for name in names { close(creat("\(folder)/\(name)", 0o644)) }
    }

    func removeFolder() {
        for name in names { unlink("\(folder)/\(name)") }
        rmdir(folder)
    }

    /// Four choosers: open a selected file, save a suggested name, a folder, several files.
    func run(_ round: Int) {
        let open = FileChooser(title: "Open \(round)", action: .open, filters: filters)
        open.selectedPath = "\(folder)/a.txt"
        present(open, round: round, answer: [open.selectedPath!], filter: filters[0])

        let save = FileChooser(title: "Save \(round)", action: .save, filters: filters)
        save.folder = folder
        save.suggestedName = "Report \(round)"  // the filter adds .txt
        present(save, round: round + 1, answer: ["\(folder)/Report \(round).txt"], filter: filters[0])

        let folderChooser = FileChooser(title: "Folder \(round)", action: .selectFolder)
        folderChooser.folder = folder
        present(folderChooser, round: round + 2, answer: [folder], filter: nil)

        let several = FileChooser(title: "Several \(round)", action: .openMultiple, filters: filters)
        several.selectedPath = "\(folder)/b.txt"
        present(several, round: round + 3, answer: [several.selectedPath!], filter: filters[0])
    }

    /// Shows `chooser` through its closure or its async API and ends it as `round` picks;
    /// accepting it answers `paths` and `filter`.
    private func present(_ chooser: FileChooser, round: Int, answer paths: [String], filter: FileFilter?) {
        let ending = Outcome.allCases[round % Outcome.allCases.count]
        let awaits = ending == .cancelTask || (round / Outcome.allCases.count).isMultiple(of: 2)
        let expected: FileChooserResponse =
            switch ending {
            case .accept: .chosen(FileSelection(paths: paths, filter: filter))
            case .cancel: .cancelled
            case .close: .closed
            case .timeout: .timedOut
            case .dismiss, .cancelTask: .dismissed
            }
        var answered = false
        let record = { [self] (response: FileChooserResponse) in
            if response != expected {
                print("leak-check: \"\(chooser.title)\" answered \(response), not \(expected)")
                wrongAnswers += 1
            }
            answered = true
        }
        let timeout: Duration? = ending == .timeout ? .milliseconds(1) : nil
        let task = tally.show(awaits: awaits) { ended in
            chooser.show(timeout: timeout) { response in
                record(response)
                ended()
            }
        } awaiting: {
            record(await chooser.response(timeout: timeout))
        }
        // GTK's chooser shows once `.automatic` has asked the session bus for a portal (none here).
        alarm(30)
        while openDialog() == nil, !answered { g_main_context_iteration(nil, 1) }
        alarm(0)
        drain()  // what the chooser has to do once shown (a folder's first read)
        if let dialog = openDialog() {
            switch ending {
            case .accept:
                waitUntilReady(dialog, chooser)
                gtk_button_clicked(gd_button(button(of: dialog, GTK_RESPONSE_ACCEPT)))
            case .cancel: gtk_button_clicked(gd_button(button(of: dialog, GTK_RESPONSE_CANCEL)))
            case .close: gtk_window_close(gd_window(dialog))
            case .timeout: break
            case .dismiss: chooser.dismiss()
            case .cancelTask: task?.cancel()
            }
        }
        // GTK checks the chosen file asynchronously before it answers; async callers resume later.
        alarm(30)
        while !answered { g_main_context_iteration(nil, 1) }
        alarm(0)
        drain()
        if openDialog() != nil {
            print("leak-check: \"\(chooser.title)\" left its dialog open")
            exit(1)
        }
    }

    private func button(of dialog: UnsafeMutablePointer<GtkWidget>, _ response: GtkResponseType)
        -> UnsafeMutablePointer<GtkWidget>
    {
        gtk_dialog_get_widget_for_response(gd_dialog(dialog), response.rawValue)!
    }

    /// Waits until GTK's chooser has selected the file it was given (it reads the folder first):
    /// Open before then would answer nothing.
    private func waitUntilReady(_ dialog: UnsafeMutablePointer<GtkWidget>, _ chooser: FileChooser) {
        guard chooser.selectedPath != nil else { return }
        func selected() -> Bool {
            let list = gtk_file_chooser_get_filenames(gd_file_chooser(UnsafeMutableRawPointer(dialog)))
            defer { g_slist_free_full(list, g_free) }
            return list != nil
        }
        alarm(30)
        while !selected() { g_main_context_iteration(nil, 1) }
        alarm(0)
    }
}
