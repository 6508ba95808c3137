import GtkDialogs

/// Dialogs the demo changes while they show.
extension DemoController {
    func installWithSteps() {
        let install = StepList(
            title: "Installing Inkscape", message: "Inkscape 1.3 and what it needs",
            steps: ["Download the package", "Check its signature", "Install", "Add it to the menu"])
        let work = Task { @MainActor in
            let results: [(StepStatus, String?)] = [
                (.done, "84 MB from deb.debian.org"), (.done, "Signed by the Debian archive key"), (.done, nil),
                (.skipped, "It is in the menu already"),
            ]
            for (index, (status, detail)) in results.enumerated() {
                install.setStatus(.working, ofStep: index)
                try await Task.sleep(for: .milliseconds(500))  // stands for the step's work
                install.setStatus(status, detail: detail, ofStep: index)
            }
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
