import DialogsCore

extension DialogStory {
    /// GTK's font chooser gives Escape to its search field, which answers Cancel; Select and Return
    /// answer the font it opened at. A family, not an alias ("Sans"): GTK 4 selects the family an
    /// alias stands for, GTK 3 keeps the alias.
    @MainActor
    package static var fontChooser: [DialogStory] {
        let opened = FontResponse.chosen(FontSelection(family: "DejaVu Sans", size: 11))
        return endings(
            of: "FontChooser", reads: ["Cancel", "Select"],
            make: { FontChooser(title: $0, font: "DejaVu Sans 11") }, returnPresses: ("Select", opened),
            buttons: [("Cancel", FontResponse.cancelled), ("Select", opened)],
            escape: .cancelled, closeButton: .closed, timedOut: .timedOut, dismissed: .dismissed
        )
    }
}
