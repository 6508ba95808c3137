/// What a person could not do to a dialog: a button it does not have, text its rule refuses.
///
/// ```swift
/// do { try alert.choose("Maybe") } catch { print("The alert \(error.reason)") }   // "has no button "Maybe""
/// ```
package struct ScriptedRefusal: Error, Equatable, Sendable {
    /// Completes "The alert "Uh Oh" …": `has no button "Maybe"`.
    package let reason: String

    package init(_ reason: String) {
        self.reason = reason
    }
}
