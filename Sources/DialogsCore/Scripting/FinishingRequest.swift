/// A scripted dialog that shows work running (a progress bar, a list of steps): a person waits
/// for it to finish, then presses OK.
@MainActor
package protocol FinishingRequest: ScriptedDialog {
    /// Presses OK once the work is done (at once when it is done already).
    func pressOKWhenDone() throws(ScriptedRefusal)
}
