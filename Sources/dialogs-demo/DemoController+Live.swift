import GtkDialogs

/// Dialogs the demo changes while they show.
extension DemoController {
    func installWithSteps() {
        let install = StepList(
            title: "Installing Inkscape", message: "Inkscape 1.3 and what it needs",
            steps: ["Download the package", "Check its signature", "Install", "Add it to the menu"])
        let work = Task { @MainActor in
            let results: [(StepStatus, String?, milliseconds: Int)] = [
                (.done, "84 MB from deb.debian.org", 500), (.done, "Signed by the Debian archive key", 500),
                (.done, nil, 1_500), (.skipped, "It is in the menu already", 500),
            ]
            for (index, (status, detail, milliseconds)) in results.enumerated() {
                install.setStatus(.working, ofStep: index)
                // No going back while the files are written: Cancel is taken away during "Install".
                install.setButton(.cancel, isEnabled: index != 2)
                try await Task.sleep(for: .milliseconds(milliseconds))  // stands for the step's work
                install.setStatus(status, detail: detail, ofStep: index)
            }
            // The shown list takes a new title, message and OK label.
            install.title = "Inkscape is installed"
            install.messageMarkup = "<b>Inkscape 1.3</b> is in the menu"
            install.okTitle = "Finish"
        }
        install.show(parent: parent) { response in
            work.cancel()
            let done = install.steps.filter { $0.status == .done }.count
            switch response {
            case .finished: self.log("Install → finished: \(done) steps done, 1 skipped")
            case .cancelled, .closed: self.log("Install → stopped after \(done) of \(install.steps.count) steps")
            case .timedOut, .dismissed: self.log("Install → \(response)")
            }
        }
    }
}
