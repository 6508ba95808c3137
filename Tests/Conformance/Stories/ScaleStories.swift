import DialogsCore

extension DialogStory {
    @MainActor
    package static var scale: [DialogStory] {
        endings(
            of: "ScaleDialog", reads: ["Cancel", "OK"],
            make: { ScaleDialog(title: $0, range: 0...100, value: 40) },
            returnPresses: ("OK", ScaleResponse.chosen(40)),
            buttons: [("Cancel", .cancelled), ("OK", .chosen(40))],
            escape: .closed, timedOut: .timedOut(40), dismissed: .dismissed)
    }
}
