import DialogsCore

extension DialogStory {
    @MainActor
    package static var colorChooser: [DialogStory] {
        let red = RGBAColor(red: 1, green: 0, blue: 0)
        return endings(
            of: "ColorChooser", reads: ["Cancel", "Select"],
            make: { title in
                let chooser = ColorChooser(title: title, color: red)
                chooser.palette = [red, RGBAColor(red: 0, green: 0.5, blue: 0)]  // Return answers its swatch
                return chooser
            },
            returnPresses: ("Select", ColorResponse.chosen(red)),
            buttons: [("Cancel", .cancelled), ("Select", .chosen(red))],
            escape: .closed, timedOut: .timedOut, dismissed: .dismissed)
    }
}
