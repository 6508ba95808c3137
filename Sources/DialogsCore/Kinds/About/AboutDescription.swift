/// An about dialog resolved for showing: the one description its GTK window and its scripted
/// request are both built from. It holds no GTK type.
package struct AboutDescription: DialogDescription {
    package var programName: String
    package var version: String?
    package var comments: String?
    package var website: String?
    package var copyright: String?
    package var license: AboutLicense?
    package var logoIconName: String?
    package var options: DialogOptions

    // Translators: the about window's title, as GTK titles it; %s is the program's name.
    package var title: String { TextDomain.library.format("About %s", programName) }
    /// An about window reports nothing but its ending.
    package var initialState: Void { () }
}
