import DialogsCore

extension DialogStory {
    /// A progress dialog's endings while it works, and its OK once the work is done.
    @MainActor
    package static var progress: [DialogStory] {
        endings(
            of: "ProgressDialog", reads: ["Cancel"],
            make: { ProgressDialog(title: $0) }, returnPresses: nil,
            buttons: [("Cancel", ProgressResponse.cancelled)],
            escape: .closed, timedOut: .timedOut, dismissed: .dismissed)
            + [
                changedWhileShown(
                    of: "ProgressDialog", "the work finished while shown, then OK", reads: ["OK"],
                    act: .pressOnceEnabled(button: "OK"), answer: String(describing: ProgressResponse.completed),
                    show: { title, answered in
                        let dialog = ProgressDialog(title: title)
                        let progress = dialog.show { answered(String(describing: $0)) }
                        let work: @MainActor () -> Void = {
                            progress.report(percent: 50)
                            progress.finish()
                        }
                        return (work, { dialog.dismiss() })
                    })
            ]
    }
}
