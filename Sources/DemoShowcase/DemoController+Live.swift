import DialogsCore

/// Dialogs the demo changes while they show.
extension DemoController {
    func installWithSteps() {
        let install = StepList(
            title: tr("Installing Inkscape"), message: tr("Inkscape 1.3 and what it needs"),
            steps: [tr("Download the package"), tr("Check its signature"), tr("Install"), tr("Add it to the menu")])
        let work = Task { @MainActor in
            let results: [(StepStatus, String?, milliseconds: Int)] = [
                (.done, tr("84 MB from deb.debian.org"), 500), (.done, tr("Signed by the Debian archive key"), 500),
                (.done, nil, 1_500), (.skipped, tr("It is in the menu already"), 500),
            ]
            for (index, (status, detail, milliseconds)) in results.enumerated() {
                install.setStatus(.working, ofStep: index)
                // No going back while the files are written: Cancel is taken away during "Install".
                install.setButton(.cancel, isEnabled: index != 2)
                try await Task.sleep(for: .milliseconds(milliseconds))  // stands for the step's work
                install.setStatus(status, detail: detail, ofStep: index)
            }
            // The shown list takes a new title, OK label and message.
            install.title = tr("Inkscape is installed")
            install.okTitle = tr("Finish")
            // Translators: Pango markup: keep the <b> and </b> around the program's name.
            install.messageMarkup = Markup(trusted: tr("<b>Inkscape 1.3</b> is in the menu"))
        }
        install.show(parent: parent) { response in
            work.cancel()
            let done = install.steps.filter { $0.status == .done }.count
            switch response {
            case .finished:
                self.log(
                    tr.plural(
                        "Install → finished: %d step done, 1 skipped", "Install → finished: %d steps done, 1 skipped",
                        count: done))
            case .cancelled, .closed:
                let all = tr.plural("%d step", "%d steps", count: install.steps.count)
                // Translators: %1$s is how many steps were done, %2$s how many the install has ("4 steps").
                self.log(tr.format("Install → stopped after %1$s of %2$s", "\(done)", all))
            // Translators: %s is how the step list ended ("timed out", "dismissed").
            case .timedOut, .dismissed: self.log(tr.format("Install → %s", "\(response)"))
            }
        }
    }
}
