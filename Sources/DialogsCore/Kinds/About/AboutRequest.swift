/// An about dialog shown to a scripted user.
///
/// ```swift
/// if let about = request as? AboutRequest { about.close() }
/// ```
package final class AboutRequest: ScriptedRequest<AboutDescription>, ScriptedDialog {
    package nonisolated static let kind = "about"
    package var message: String? { description.comments }
    package var buttons: [String] { ["Close"] }
    /// The program's name.
    package var programName: String { description.programName }
    /// The version shown under the name.
    package var version: String? { description.version }
    /// The line under the version.
    package var comments: String? { description.comments }
    /// The web address shown as a link.
    package var website: String? { description.website }
    /// The licence the Licence button shows.
    package var license: AboutLicense? { description.license }

    /// Clicks Close, its only button that ends it.
    package func choose(_ label: String) throws(ScriptedRefusal) {
        guard label == "Close" else { throw ScriptedRefusal("has no button \"\(label)\" that ends it; it has Close") }
        close()
    }

    /// Refused: an about window has no Cancel button.
    override package func cancel() throws(ScriptedRefusal) {
        throw ScriptedRefusal("has no Cancel button; close it")
    }
}
