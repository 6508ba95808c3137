import DialogsCore

/// The color and font choosers and the desktop notification: each answer handled where it is asked for.
extension DemoController {
    func pickColor() {
        let chooser = ColorChooser(title: tr("Accent colour"), color: accent)
        chooser.show(parent: parent) { response in
            if let color = response.color {
                self.accent = color
                // Translators: %s is a color as #rrggbb.
                self.log(tr.format("Accent colour → %s", color.hexText))
            } else {
                // Translators: %s is a color as #rrggbb.
                self.log(tr.format("Accent colour → kept %s", self.accent.hexText))
            }
        }
    }

    func pickFont() {
        let chooser = FontChooser(title: tr("Editor font"), font: font)
        chooser.previewText = tr("Every answer is handled where its question is asked.")
        chooser.show(parent: parent) { response in
            if let chosen = response.font {
                self.font = chosen.description
                let (family, style, weight, size) = (chosen.family, chosen.style, "\(chosen.weight)", "\(chosen.size)")
                // Translators: %1$s is a font's family ("Serif"), %2$s its style ("Bold"), %3$s its weight (700),
                // %4$s its size in points (14.0).
                self.log(tr.format("Font → %1$s, %2$s, %3$s, %4$s pt", family, style, weight, size))
            } else {
                // Translators: %s is a font as Pango writes it ("Sans 11").
                self.log(tr.format("Font → kept %s", self.font))
            }
        }
    }

    func notify() {
        let notification = DesktopNotification(
            title: tr("GtkDialogs demo"), body: tr("Its buttons answer in the demo's log"))
        notification.icon = .named("dialog-information")
        notification.actions = [tr("Open"), tr("Later")]
        notification.hasDefaultAction = true
        do {
            try notification.show { response in
                switch response {
                case .activated: self.log(tr("Notification → clicked"))
                // Translators: %s is the label of the notification's button the user clicked.
                case .action(let label): self.log(tr.format("Notification → %s", label))
                // Translators: %s is why the notification closed ("expired", "dismissed").
                case .closed(let reason): self.log(tr.format("Notification → closed (%s)", "\(reason)"))
                }
            }
        } catch {
            // Translators: %s is why the notification could not be shown.
            log(tr.format("Notification → not shown: %s", "\(error)"))
        }
    }
}
