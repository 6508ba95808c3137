import GtkDialogs

/// The colour and font choosers and the desktop notification: each answer handled where it is asked for.
extension DemoController {
    func pickColour() {
        let chooser = ColorChooser(title: "Accent colour", color: accent)
        chooser.show(parent: parent) { response in
            if let colour = response.color {
                self.accent = colour
                self.log("Accent colour → \(colour.hexText)")
            } else {
                self.log("Accent colour → kept \(self.accent.hexText)")
            }
        }
    }

    func pickFont() {
        let chooser = FontChooser(title: "Editor font", font: font)
        chooser.previewText = "Every answer is handled where its question is asked."
        chooser.show(parent: parent) { response in
            if let chosen = response.font {
                self.font = chosen.description
                self.log("Font → \(chosen.family), \(chosen.style), \(chosen.weight), \(chosen.size) pt")
            } else {
                self.log("Font → kept \(self.font)")
            }
        }
    }

    func notify() {
        let notification = DesktopNotification(title: "GtkDialogs demo", body: "Its buttons answer in the demo's log")
        notification.icon = .named("dialog-information")
        notification.actions = ["Open", "Later"]
        notification.hasDefaultAction = true
        do {
            try notification.show { response in
                switch response {
                case .action(let label): self.log("Notification → \(label)")
                case .activated: self.log("Notification → clicked")
                case .closed(let reason): self.log("Notification → closed (\(reason))")
                }
            }
        } catch {
            log("Notification → not shown: \(error)")
        }
    }
}
