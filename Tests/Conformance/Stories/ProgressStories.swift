import DialogsCore

extension DialogStory {
    @MainActor
    package static var progress: [DialogStory] {
        endings(
            of: "ProgressDialog", reads: ["Cancel"],
            make: { ProgressDialog(title: $0) }, returnPresses: nil,
            buttons: [("Cancel", ProgressResponse.cancelled)],
            escape: .closed, timedOut: .timedOut, dismissed: .dismissed)
    }
}
