import GtkDialogs

/// The file chooser and the text viewer scenarios.
extension DemoController {
    func openFile() {
        let chooser = FileChooser(
            title: "Open a file",
            filters: [FileFilter("Text", patterns: ["*.txt", "*.md"]), FileFilter("Images", mimeTypes: ["image/*"])])
        chooser.show(parent: parent) { response in
            if case .chosen(let selection) = response {
                self.log("Open → \(selection.path) (\(selection.filter?.name ?? "no filter"))")
            } else {
                self.log("Open → nothing opened")
            }
        }
    }

    func licence() {
        let viewer = TextViewer(title: "Licence", source: .text(Self.licenceText))
        viewer.checkboxLabel = "I have read and agree"
        viewer.okTitle = "Install"
        viewer.show(parent: parent) { response in
            self.log(response == .accepted(editedText: nil) ? "Licence → agreed" : "Licence → not agreed")
        }
    }

    private static let licenceText = """
        Permission is hereby granted, free of charge, to any person obtaining a copy of this \
        software, to deal in the software without restriction.

        THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND.

        The full text: https://opensource.org/license/mit
        """
}
