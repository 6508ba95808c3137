/// Every kind's stories, by kind: what the conformance tests run against every driver. A desktop
/// notification has no window to find by title: its endings are told by the notification
/// service (NotificationTests, against a service of the tests' own).
extension DialogStory {
    @MainActor
    package static var byKind: [(kind: String, stories: [DialogStory])] {
        [
            ("Alert", alert), ("TextPrompt", prompt), ("ScaleDialog", scale), ("DateDialog", date),
            ("ProgressDialog", progress), ("ColorChooser", colorChooser), ("TextViewer", textViewer),
            ("FormDialog", form), ("ListDialog", list), ("FontChooser", fontChooser), ("StepList", stepList),
            ("AboutDialog", about), ("FileChooser", fileChooser), ("remembered answers", remembered),
        ]
    }
}
