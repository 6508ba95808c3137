import DialogsCore

/// Answers the demo remembers (in ~/.local/state/dialogs-demo/): a prompt that starts with the
/// host given last time, and a confirm with a "Don't ask again" box.
extension DemoController {
    func deployRemembered() {
        let server = TextPrompt(
            title: tr("Deploy to"), message: tr("The server to deploy the site to"), placeholder: tr("host name"))
        server.remembersAnswerAs = "demo-deploy-server"  // starts with the host given last time
        server.extraButtons = [tr("Forget answers")]
        server.show(parent: parent) { response in
            switch response {
            case .submitted(let host): self.confirmDeploy(to: host)
            case .extraButton:
                RememberedAnswers.forget("demo-deploy-server")
                RememberedAnswers.forget("demo-deploy-confirm")
                self.log(tr("Remembered answers → forgotten"))
            case .cancelled, .closed, .timedOut, .dismissed: self.log(tr("Deploy → not deployed"))
            }
        }
    }

    private func confirmDeploy(to host: String) {
        let confirm = Alert(
            // Translators: %s is a server's host name.
            title: tr.format("Deploy to %s?", host),
            // Translators: the message of the alert "Deploy to %s?".
            message: tr("The site there is replaced."), style: .question
        ) {
            AlertButton(tr("Cancel"), role: .cancel)
            AlertButton(tr("Deploy"), role: .default)
        }
        confirm.dontAskAgain = "demo-deploy-confirm"  // once ticked, answered at once, without a window
        let remembered = confirm.rememberedResponse != nil
        confirm.show(parent: parent) { response in
            switch (response, remembered) {
            // Translators: the event log's lines for the deploy confirm; %s is the server's host name.
            case (.button(1), false): self.log(tr.format("Deploy to %s → deployed", host))
            case (.button(1), true): self.log(tr.format("Deploy to %s → deployed (remembered, not asked)", host))
            case (_, false): self.log(tr.format("Deploy to %s → not deployed", host))
            case (_, true): self.log(tr.format("Deploy to %s → not deployed (remembered, not asked)", host))
            }
        }
    }
}
