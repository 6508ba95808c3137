/// A step list resolved for showing: the one description its GTK window and its scripted request
/// are both built from. It holds no GTK type.
package struct StepListDescription: DialogDescription, AcceptOrCancelButtons {
    /// Code sends a step's new status, or a new step, while the list shows.
    package typealias Change = StepChange

    package var title: String
    package var message: LabelText?
    package var steps: [StepListItem]
    /// Nil when the list cannot be cancelled.
    package var cancelLabel: ButtonLabel?
    package var acceptLabel: ButtonLabel
    package var options: DialogOptions

    /// The window reports nothing but its ending: the steps are code's.
    package var initialState: Void { () }

    /// OK is available once no step is pending or working.
    package static func isFinished(_ steps: [StepListItem]) -> Bool {
        steps.allSatisfy(\.status.isFinished)
    }

    /// What a row says to a screen reader: its title, its status, its detail.
    package static func accessibleName(of step: StepListItem) -> String {
        "\(step.title): \(step.status.displayText)" + (step.detail.map { ", \($0)" } ?? "")
    }
}

/// A change code made to a shown step list.
package enum StepChange: Equatable, Sendable {
    /// The step at this index shows this title, status and detail now.
    case set(Int, StepListItem)
    /// A new step at the end.
    case append(StepListItem)
}

/// How a step list ended; the list's ``StepList/steps`` hold each step's final status.
///
/// ```swift
/// if await installer.response() == .finished { print(installer.steps.filter { $0.status == .failed }) }
/// ```
public enum StepListResponse: Equatable, Sendable {
    /// OK, once no step was pending or working.
    case finished
    /// The cancel button.
    case cancelled
    /// Escape or the window's close button.
    case closed
    /// The `timeout` ran out.
    case timedOut
    /// Ended from code (`dismiss()`, `Dialogs.quit()`, the window destroyed).
    case dismissed
}
