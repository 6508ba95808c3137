/// An ``AboutDialog`` shown to a ``DialogResponder``.
///
/// ```swift
/// if case .about(let about) = request { XCTAssertEqual(about.version, "0.1.0"); about.close() }
/// ```
@_spi(DialogsTesting)
public final class AboutRequest: ScriptedAnswer<AboutResponse>, ScriptedDialog {
    private let description: AboutDescription

    init(_ description: AboutDescription, timeout: Duration?, handler: @escaping @MainActor (AboutResponse) -> Void) {
        self.description = description
        super.init(timeout: timeout, endings: { description.response(for: $0) }, handler: handler)
    }

    /// The window's title ("About …").
    public var title: String { description.title }
    /// The program's name, the heading.
    public var programName: String { description.programName }
    /// The version under the name.
    public var version: String? { description.version }
    /// The summary.
    public var comments: String? { description.comments }
    /// The website link.
    public var website: String? { description.website }
    /// The licence.
    public var license: AboutLicense? { description.license }

    /// Clicks Close (the one button that ends the dialog; Credits and License open pages of it).
    public func choose(_ label: String) throws(ScriptedRefusal) {
        guard label == "Close" else { throw ScriptedRefusal("has no button \"\(label)\" that ends it; it has Close") }
        close()
    }

    /// An about dialog has no Cancel button; Escape closes it.
    public func cancel() throws(ScriptedRefusal) {
        throw ScriptedRefusal("has no Cancel button; close it")
    }
}
