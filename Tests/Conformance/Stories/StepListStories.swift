import DialogsCore

extension DialogStory {
    @MainActor
    package static var stepList: [DialogStory] {
        endings(
            of: "StepList", reads: ["Cancel"],
            make: { StepList(title: $0, steps: ["Download", "Install"]) }, returnPresses: nil,
            buttons: [("Cancel", StepListResponse.cancelled)],
            escape: .closed, timedOut: .timedOut, dismissed: .dismissed)
    }
}
