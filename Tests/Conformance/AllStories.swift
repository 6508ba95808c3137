/// Every kind's stories, by kind: what the conformance tests run against every driver.
extension DialogStory {
    @MainActor
    package static var byKind: [(kind: String, stories: [DialogStory])] {
        [
            ("Alert", alert), ("TextPrompt", prompt), ("ScaleDialog", scale), ("DateDialog", date),
            ("ProgressDialog", progress), ("ColorChooser", colorChooser), ("TextViewer", textViewer),
            ("FormDialog", form), ("FontChooser", fontChooser), ("StepList", stepList), ("AboutDialog", about),
        ]
    }
}
