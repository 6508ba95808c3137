import GtkDialogs

/// Answers the demo remembers (in ~/.local/state/dialogs-demo/): a prompt that starts with the
/// host given last time, and a confirm with a "Don't ask again" box.
extension DemoController {
    func deployRemembered() {
        let server = TextPrompt(
            title: "Deploy to", message: "The server to deploy the site to", placeholder: "host name")
        server.remembersAnswerAs = "demo-deploy-server"  // starts with the host given last time
        server.extraButtons = ["Forget answers"]
        server.show(parent: parent) { response in
            switch response {
            case .submitted(let host): self.confirmDeploy(to: host)
            case .extraButton:
                RememberedAnswers.forget("demo-deploy-server")
                RememberedAnswers.forget("demo-deploy-confirm")
                self.log("Remembered answers → forgotten")
            case .cancelled, .closed, .timedOut, .dismissed: self.log("Deploy → not deployed")
            }
        }
    }

    private func confirmDeploy(to host: String) {
        let confirm = Alert(title: "Deploy to \(host)?", message: "The site there is replaced.", style: .question) {
            AlertButton("Cancel", role: .cancel)
            AlertButton("Deploy", role: .default)
        }
        confirm.dontAskAgain = "demo-deploy-confirm"  // once ticked, answered at once, without a window
        let how = confirm.rememberedResponse == nil ? "" : " (remembered, not asked)"
        confirm.show(parent: parent) { response in
            switch response {
            case .button(1): self.log("Deploy to \(host) → deployed\(how)")
            case .button, .closed, .timedOut, .dismissed: self.log("Deploy to \(host) → not deployed\(how)")
            }
        }
    }
}
