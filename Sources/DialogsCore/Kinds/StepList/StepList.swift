/// A list of steps, each with a status (pending, working, done, failed, skipped) and a line of
/// detail, updated while the work runs: for apps and scripts that install, provision or check
/// things step by step.
///
/// ```swift
/// let installer = StepList(title: "Installing Inkscape", steps: ["Download", "Verify", "Install"])
/// installer.show { response in print(response) }
/// installer.setStatus(.working, ofStep: "Download")
/// try await download()
/// installer.setStatus(.done, detail: "84 MB", ofStep: "Download")
/// ```
/// OK stays insensitive while a step is pending or working; Cancel (unless ``isCancellable`` is
/// off) ends the list as ``StepListResponse/cancelled`` at any time, and is insensitive once
/// every step is over. ``steps`` always holds each step's status, also after the list ended.
@MainActor
public final class StepList: MessageDialog<StepListResponse> {
    /// The steps, top to bottom, with their statuses now.
    public private(set) var steps: [StepListItem]
    /// Whether the list has a Cancel button.
    public var isCancellable = true
    /// The OK button's label; nil for GTK's translated "OK".
    public var okTitle: String? { didSet { buttonTitleChanged(okTitle, fallback: .ok, of: .accept) } }
    /// The cancel button's label; nil for GTK's translated "Cancel".
    public var cancelTitle: String? { didSet { buttonTitleChanged(cancelTitle, fallback: .cancel, of: .cancel) } }

    /// A list of steps, each with its own status.
    ///
    /// ```swift
    /// let checks = StepList(title: "Checking the system", steps: [
    ///     StepListItem(title: "Disk space", status: .done, detail: "41 GB free"),
    ///     StepListItem(title: "Network"),
    /// ])
    /// ```
    public init(title: String, message: String? = nil, steps: [StepListItem]) {
        self.steps = steps
        super.init(title: title, message: message)
    }

    /// A list of steps by title, every one pending.
    ///
    /// ```swift
    /// let installer = StepList(title: "Installing", steps: ["Download", "Install"])
    /// ```
    public convenience init(title: String, message: String? = nil, steps: [String]) {
        self.init(title: title, message: message, steps: steps.map { StepListItem(title: $0) })
    }

    /// Sets the status and detail line of the step at `index` (from 0), in the lists shown now too.
    ///
    /// ```swift
    /// installer.setStatus(.failed, detail: "No space left on device", ofStep: 2)
    /// ```
    /// An index past the last step is a programmer error: an assertion in debug builds; release
    /// builds warn on stderr and change nothing.
    public func setStatus(_ status: StepStatus, detail: String? = nil, ofStep index: Int) {
        guard steps.indices.contains(index) else {
            return Diagnostics.programmerError(
                "setStatus(ofStep: \(index)) is past the last step of \"\(title)\" (\(steps.count) steps); ignored")
        }
        steps[index].status = status
        steps[index].detail = detail
        applyShown(.set(index, shown(steps[index])), to: StepListDescription.self)
    }

    /// Sets the status and detail line of the first step titled `title`.
    ///
    /// ```swift
    /// installer.setStatus(.done, detail: "84 MB", ofStep: "Download")
    /// ```
    /// A title no step has is a programmer error, as an index past the last step is.
    public func setStatus(_ status: StepStatus, detail: String? = nil, ofStep title: String) {
        guard let index = steps.firstIndex(where: { $0.title == title }) else {
            return Diagnostics.programmerError("\"\(self.title)\" has no step titled \"\(title)\"; ignored")
        }
        setStatus(status, detail: detail, ofStep: index)
    }

    /// Adds a step at the end, in the lists shown now too: OK waits for it when it is pending.
    ///
    /// ```swift
    /// installer.appendStep(StepListItem(title: "Restart the service"))
    /// ```
    public func appendStep(_ step: StepListItem) {
        steps.append(step)
        applyShown(.append(shown(step)), to: StepListDescription.self)
    }

    /// Text as it can reach GTK (no NUL).
    private func shown(_ step: StepListItem) -> StepListItem {
        StepListItem(
            title: SafeText.sanitized(step.title), status: step.status, detail: step.detail.map(SafeText.sanitized))
    }

    override package func presentation() -> Presentation<StepListResponse> {
        let description = StepListDescription(
            title: title, message: messageText, steps: steps.map(shown),
            cancelLabel: isCancellable ? ButtonLabel(cancelTitle, fallback: .cancel) : nil,
            acceptLabel: ButtonLabel(okTitle, fallback: .ok), options: options)
        return Presentation(description, request: StepListRequest.init) { ending, _ in
            ending.response(accepted: .finished, timedOut: .timedOut)
        }
    }
}

extension StepListResponse: AcceptOrCancelResponse {}
