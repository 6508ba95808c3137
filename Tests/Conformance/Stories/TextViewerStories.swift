import DialogsCore

extension DialogStory {
    @MainActor
    package static var textViewer: [DialogStory] {
        endings(
            of: "TextViewer", reads: ["OK"],
            make: { TextViewer(title: $0, source: .text("The terms.")) },
            returnPresses: nil,
            buttons: [("OK", TextViewerResponse.accepted(editedText: nil))],
            escape: .closed, timedOut: .timedOut(editedText: nil), dismissed: .dismissed)
    }
}
