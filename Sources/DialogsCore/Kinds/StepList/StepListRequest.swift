/// A step list shown to a scripted user: it follows the statuses code sets, and ends as the window
/// would (OK only once no step is pending or working).
///
/// ```swift
/// if let list = request as? StepListRequest { try list.pressOKWhenDone() }
/// ```
package final class StepListRequest: ScriptedRequest<StepListDescription>, ScriptedDialog, FinishingRequest {
    package nonisolated static let kind = "step list"
    package var message: String? { shownMessage(description.message) }
    /// Every button's label, left to right: Cancel (when there is one), OK.
    package var buttons: [String] { shownLabels(description.buttons) }
    /// The steps as they show now.
    package private(set) var steps: [StepListItem]
    /// Each step as a row: its title, its status, its detail.
    package var rows: [[String]] { steps.map { [$0.title, $0.status.rawValue, $0.detail ?? ""] } }
    private var finishObservers: [@MainActor () -> Void] = []

    override package init(_ session: DialogSession<StepListDescription>) {
        steps = session.description.steps
        super.init(session)
    }

    /// Whether OK is available: no step is pending or working.
    package var isFinished: Bool { StepListDescription.isFinished(steps) }

    override package func apply(_ change: StepChange) {
        guard !isAnswered else { return }
        switch change {
        case .set(let index, let step):
            guard steps.indices.contains(index) else { return }
            steps[index] = step
            record(.stepChanged(index, step))
        case .append(let step):
            steps.append(step)
            record(.stepAppended(step))
        }
        guard isFinished else { return }
        let observers = finishObservers
        finishObservers.removeAll()
        for observer in observers { observer() }
    }

    /// Presses OK once no step is pending or working (at once when none is).
    package func pressOKWhenDone() throws(ScriptedRefusal) {
        if isFinished { return try press(ResponseID.accept) }
        finishObservers.append { [weak self] in try? self?.press(ResponseID.accept) }
    }

    /// Clicks Cancel; refused when the list has none, or once every step is over.
    override package func cancel() throws(ScriptedRefusal) {
        guard description.cancelLabel != nil else {
            throw ScriptedRefusal("has no Cancel button; use close(_:) for Escape")
        }
        guard !isFinished else { throw ScriptedRefusal("is finished: its Cancel button is insensitive") }
        try press(ResponseID.cancel)
    }

    /// Clicks the button a person reads as `label`; OK is refused while a step is pending or working.
    package func choose(_ label: String) throws(ScriptedRefusal) {
        guard let id = responseID(labeled: label, among: description.buttons) else {
            throw ScriptedRefusal("has no button \"\(label)\"")
        }
        if id == ResponseID.cancel { return try cancel() }
        guard isFinished else {
            let waiting = steps.filter { !$0.status.isFinished }.map(\.title).joined(separator: ", ")
            throw ScriptedRefusal("is not finished (\(waiting)): its OK button stays insensitive")
        }
        try press(id)
    }
}

extension DialogChange {
    /// A step list's step, by index from 0, shows this status and detail now.
    ///
    /// ```swift
    /// XCTAssertEqual(user.changes(of: "Installing").first, .stepChanged(0, StepListItem(title: "Download", status: .working)))
    /// ```
    public static func stepChanged(_ index: Int, _ step: StepListItem) -> Self {
        Self("step changed", "\(index)", step.title, step.status.rawValue, step.detail)
    }

    /// A step list shows a new last step.
    ///
    /// ```swift
    /// XCTAssertEqual(user.changes(of: "Installing").last, .stepAppended(StepListItem(title: "Clean up", status: .skipped)))
    /// ```
    public static func stepAppended(_ step: StepListItem) -> Self {
        Self("step appended", step.title, step.status.rawValue, step.detail)
    }
}
