import DialogsCore

extension DialogStory {
    @MainActor
    package static var about: [DialogStory] {
        endings(
            of: "AboutDialog", reads: [],
            make: { AboutDialog(programName: $0, version: "1.0") }, returnPresses: nil, buttons: [],
            escape: AboutResponse.closed, timedOut: .timedOut, dismissed: .dismissed,
            windowTitle: { "About \($0)" })
    }
}
