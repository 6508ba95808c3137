/// Where one step of a ``StepList`` is.
///
/// ```swift
/// installer.setStatus(.working, ofStep: "Download")
/// ```
public enum StepStatus: String, CaseIterable, Equatable, Sendable {
    /// Not started: the step waits its turn.
    case pending
    /// Running now: the row shows a spinner.
    case working
    /// Finished well.
    case done
    /// Finished badly; the detail line says why.
    case failed
    /// Not needed, or not run.
    case skipped

    /// Whether the step is over: done, failed or skipped.
    ///
    /// ```swift
    /// let finished = installer.steps.allSatisfy(\.status.isFinished)
    /// ```
    public var isFinished: Bool { self != .pending && self != .working }

    /// The word a person reads beside the step: "Waiting", "Working…", "Done", "Failed", "Skipped".
    package var displayText: String {
        switch self {
        // Translators: the status a step list shows beside each step.
        case .pending: TextDomain.library("Waiting")
        case .working: TextDomain.library("Working…")
        case .done: TextDomain.library("Done")
        case .failed: TextDomain.library("Failed")
        case .skipped: TextDomain.library("Skipped")
        }
    }
}

/// One step of a ``StepList``: its title, its status and a line of detail.
///
/// ```swift
/// let download = StepListItem(title: "Download", status: .done, detail: "12 MB")
/// ```
public struct StepListItem: Equatable, Sendable {
    /// What the step does, as the row shows it: "Download the image".
    public var title: String
    /// Where it is.
    public var status: StepStatus
    /// A line under the title (a file name, a reason it failed); nil for none.
    public var detail: String?

    /// A step; new steps wait their turn.
    ///
    /// ```swift
    /// StepListItem(title: "Install", status: .failed, detail: "No space left on device")
    /// ```
    public init(title: String, status: StepStatus = .pending, detail: String? = nil) {
        self.title = title
        self.status = status
        self.detail = detail
    }
}
