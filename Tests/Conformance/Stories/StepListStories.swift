import DialogsCore

extension DialogStory {
    /// A step list's endings while it works, and its OK once every step is over.
    @MainActor
    package static var stepList: [DialogStory] {
        endings(
            of: "StepList", reads: ["Cancel"],
            make: { StepList(title: $0, steps: ["Download", "Install"]) }, returnPresses: nil,
            buttons: [("Cancel", StepListResponse.cancelled)],
            escape: .closed, timedOut: .timedOut, dismissed: .dismissed)
            + [
                changedWhileShown(
                    of: "StepList", "every step over while shown, then OK", reads: ["Cancel", "OK"],
                    act: .pressOnceEnabled(button: "OK"), answer: String(describing: StepListResponse.finished),
                    show: { title, answered in
                        let steps = StepList(title: title, steps: ["Download", "Install"])
                        steps.show { answered(String(describing: $0)) }
                        return (
                            {
                                steps.setStatus(.done, ofStep: 0)
                                steps.setStatus(.failed, detail: "No space left", ofStep: 1)
                            }, { steps.dismiss() }
                        )
                    })
            ]
    }
}
