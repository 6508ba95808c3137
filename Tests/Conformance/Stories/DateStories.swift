import DialogsCore

extension DialogStory {
    @MainActor
    package static var date: [DialogStory] {
        let day = try! CalendarDate(year: 2024, month: 3, day: 12)
        return endings(
            of: "DateDialog", reads: ["Cancel", "OK"],
            make: { DateDialog(title: $0, date: day) },
            returnPresses: ("OK", DateResponse.chosen(day)),
            buttons: [("Cancel", .cancelled), ("OK", .chosen(day))],
            escape: .closed, timedOut: .timedOut(day), dismissed: .dismissed)
    }
}
