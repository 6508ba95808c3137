import DialogsCore

extension DialogStory {
    /// A file chooser's endings without a file: choosing one is tested in a process of its own
    /// (FileChooserTests), since GTK's chooser does not accept inside the tests' process.
    @MainActor
    package static var fileChooser: [DialogStory] {
        endings(
            of: "FileChooser", reads: ["Cancel", "Open"],
            make: { FileChooser(title: $0) }, returnPresses: nil,
            buttons: [("Cancel", FileChooserResponse.cancelled)],
            escape: .closed, timedOut: .timedOut, dismissed: .dismissed)
    }
}
