/// A scale dialog resolved for showing: the one description its GTK window and
/// its scripted request are both built from. It holds no GTK type.
struct ScaleDescription {
    var title: String
    var message: LabelText?
    var range: ClosedRange<Int>
    var step: Int
    var initial: Int
    var showsValue: Bool
    var okLabel: ButtonLabel
    var cancelLabel: ButtonLabel
    var options: DialogOptions
    /// Called with each new value, once per value.
    var changed: @MainActor (Int) -> Void

    /// The buttons left to right: Cancel, then OK.
    var buttons: [(label: ButtonLabel, id: Int32)] {
        [(cancelLabel, ResponseID.cancel), (okLabel, ResponseID.accept)]
    }

    /// The answer for an ending with the slider at `value`, for the window and the scripted user alike.
    func response(for ending: DialogEnding, value: Int) -> ScaleResponse {
        switch ending {
        case .response(ResponseID.accept), .submitted(ResponseID.accept): .chosen(value)
        case .response(ResponseID.cancel): .cancelled
        case .response, .submitted: .closed
        case .timedOut: .timedOut(value)
        case .dismissed, .destroyed: .dismissed
        }
    }
}
