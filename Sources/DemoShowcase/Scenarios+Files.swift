import DialogsCore

/// The file chooser and the text viewer scenarios.
extension DemoController {
    /// `.automatic` asks the portal only where the desktop's picker is not GTK's (KDE, a sandbox);
    /// `.always` asks it on GNOME too, and falls back to GTK's chooser when no portal answers.
    func openFile(portal: FileChooser.Portal = .automatic) {
        let chooser = FileChooser(
            title: tr("Open a file"),
            filters: [
                FileFilter(tr("Text"), patterns: ["*.txt", "*.md"]), FileFilter(tr("Images"), mimeTypes: ["image/*"]),
            ])
        chooser.portal = portal
        chooser.show(parent: parent) { response in
            if case .chosen(let selection) = response {
                if let filter = selection.filter?.name {
                    // Translators: %1$s is the file chosen, %2$s the filter it was chosen with ("Text", "Images").
                    self.log(tr.format("Open → %1$s (%2$s)", selection.path, filter))
                } else {
                    // Translators: %s is the file chosen.
                    self.log(tr.format("Open → %s (no filter)", selection.path))
                }
            } else {
                self.log(tr("Open → nothing opened"))
            }
        }
    }

    func licence() {
        let viewer = TextViewer(title: tr("Licence"), source: .text(Self.licenceText))
        viewer.checkboxLabel = tr("I have read and agree")
        viewer.okTitle = tr("Install")
        viewer.show(parent: parent) { response in
            self.log(response == .accepted(editedText: nil) ? tr("Licence → agreed") : tr("Licence → not agreed"))
        }
    }

    private static let licenceText = """
        Permission is hereby granted, free of charge, to any person obtaining a copy of this \
        software, to deal in the software without restriction.

        THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND.

        The full text: https://opensource.org/license/mit
        """
}
