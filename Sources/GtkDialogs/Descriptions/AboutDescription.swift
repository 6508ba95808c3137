/// An about dialog resolved for showing: the one description its GTK window and its scripted
/// request are both built from. It holds no GTK type.
struct AboutDescription {
    var programName: String
    var version: String?
    var comments: String?
    var website: String?
    var copyright: String?
    var license: AboutLicense?
    var logoIconName: String?
    var options: DialogOptions

    /// The window's title, as GTK titles an about dialog.
    var title: String { "About \(programName)" }

    /// The answer for an ending: every button and key closes it.
    func response(for ending: DialogEnding) -> AboutResponse {
        switch ending {
        case .response, .submitted: .closed
        case .timedOut: .timedOut
        case .dismissed, .destroyed: .dismissed
        }
    }
}
