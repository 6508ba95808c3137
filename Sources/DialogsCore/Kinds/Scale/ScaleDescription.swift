/// A scale dialog resolved for showing: the one description its GTK window and
/// its scripted request are both built from. It holds no GTK type.
package struct ScaleDescription: DialogDescription, AcceptOrCancelButtons {
    package var title: String
    package var message: LabelText?
    package var range: ClosedRange<Int>
    package var step: Int
    /// The value the slider starts at; the window reports the value it is at.
    package var initialState: Int
    package var showsValue: Bool
    package var acceptLabel: ButtonLabel
    package var cancelLabel: ButtonLabel?
    package var options: DialogOptions
    /// Called with each new value, once per value.
    package var changed: @MainActor (Int) -> Void
}
