import DialogsCore

extension DialogStory {
    /// GTK's font chooser answers Escape with Cancel (its search field takes the key first), and
    /// Select answers the font it opened at; the scripted user closes on Escape and refuses Select
    /// before a `pick`. Those two stories wait for the scripted user to act as the window does
    /// (issue filed); the endings both share are here.
    @MainActor
    package static var fontChooser: [DialogStory] {
        endings(
            of: "FontChooser", reads: ["Cancel", "Select"],
            make: { FontChooser(title: $0, font: "Sans 11") }, returnPresses: nil,
            buttons: [("Cancel", FontResponse.cancelled)],
            escape: .cancelled, closeButton: .closed, timedOut: .timedOut, dismissed: .dismissed
        ).filter { $0.name != "Escape" }
    }
}
