import DialogsCore

extension DialogStory {
    /// An alert with a cancel and a default button, and one without a cancel button.
    @MainActor
    package static var alert: [DialogStory] {
        endings(
            of: "Alert", reads: ["Keep editing", "Discard"],
            make: { Alert(title: $0, buttons: ["Keep editing", "Discard"], cancelButton: 0, defaultButton: 1) },
            returnPresses: ("Discard", AlertResponse.button(1)),
            buttons: [("Keep editing", .button(0)), ("Discard", .button(1))],
            escape: .button(0), timedOut: .timedOut, dismissed: .dismissed)
            + endings(
                of: "Alert without a cancel button", reads: ["OK"],
                make: { Alert(title: $0, buttons: ["OK"]) },
                returnPresses: ("OK", AlertResponse.button(0)), buttons: [],
                escape: .closed, timedOut: .timedOut, dismissed: .dismissed)
    }
}
