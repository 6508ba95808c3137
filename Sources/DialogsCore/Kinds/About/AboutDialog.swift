/// How an about dialog ended.
///
/// ```swift
/// if await about.response() == .timedOut { print("nobody read it") }
/// ```
public enum AboutResponse: Equatable, Sendable {
    /// Its Close button, Escape or the window's close button.
    case closed
    /// The `timeout` ran out.
    case timedOut
    /// Ended from code (`dismiss()`, `Dialogs.quit()`, the window destroyed, the awaiting task cancelled).
    case dismissed
}

/// The licence an about dialog names; GTK shows the well-known ones with a link to their text.
///
/// ```swift
/// about.license = .mit
/// ```
public enum AboutLicense: Equatable, Sendable {
    /// The MIT (X11) licence.
    case mit
    /// The GNU General Public License, version 2 or later.
    case gpl2OrLater
    /// The GNU General Public License, version 3 or later.
    case gpl3OrLater
    /// The GNU Lesser General Public License, version 2.1 or later.
    case lgpl21OrLater
    /// The GNU Lesser General Public License, version 3 or later.
    case lgpl3OrLater
    /// The Apache License, version 2.0.
    case apache2
    /// Any other licence, as plain text shown under the License button.
    case text(String)
}

/// GTK's about window (`GtkAboutDialog`): a program's name, version, summary, website and licence.
///
/// ```swift
/// let about = AboutDialog(programName: "Backup", version: "2.1")
/// about.comments = "Copies your home folder every night."
/// about.website = "https://example.org/backup"
/// about.license = .mit
/// about.show { _ in }
/// ```
/// Every text is plain; the website shows as a link.
@MainActor
public final class AboutDialog: Dialog<AboutResponse> {
    /// The program's name: the heading, and the window's title ("About …").
    public var programName: String
    /// The version under the name.
    public var version: String?
    /// One or two sentences about the program.
    public var comments: String?
    /// A web address, shown as a link.
    public var website: String?
    /// Who holds the copyright (`"© 2026 Ada"`).
    public var copyright: String?
    /// The licence, behind the License button.
    public var license: AboutLicense?
    /// A themed icon shown above the name.
    public var logoIconName: String?
    /// Window size and icon.
    public var options = DialogOptions()

    /// Describes the dialog; nothing is shown until `show` or `response`.
    ///
    /// ```swift
    /// let about = AboutDialog(programName: "gtk-dialogs", version: "0.1.0")
    /// ```
    public init(programName: String, version: String? = nil) {
        self.programName = programName
        self.version = version
        super.init()
    }

    override package func presentation() -> Presentation<AboutResponse> {
        let description = AboutDescription(
            programName: programName, version: version, comments: comments, website: website, copyright: copyright,
            license: license, logoIconName: logoIconName, options: options)
        return Presentation(description, request: AboutRequest.init) { ending, _ in
            switch ending {
            case .response, .submitted: .closed
            case .timedOut: .timedOut
            case .dismissed, .destroyed: .dismissed
            }
        }
    }
}
