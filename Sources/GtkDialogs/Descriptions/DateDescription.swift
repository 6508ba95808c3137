/// The days a date dialog lets the user choose: from `earliest` to `latest`, each optional.
struct DateBounds: Equatable {
    var earliest: CalendarDate?
    var latest: CalendarDate?

    func contains(_ date: CalendarDate) -> Bool {
        (earliest.map { date >= $0 } ?? true) && (latest.map { date <= $0 } ?? true)
    }

    /// The nearest day inside the bounds.
    func clamped(_ date: CalendarDate) -> CalendarDate {
        if let earliest, date < earliest { return earliest }
        if let latest, date > latest { return latest }
        return date
    }

    /// Which days can be chosen, for the line under the calendar; nil without bounds.
    var summary: String? {
        switch (earliest, latest) {
        case (let earliest?, let latest?): "Choose a day from \(earliest.formatted()) to \(latest.formatted())."
        case (let earliest?, nil): "Choose \(earliest.formatted()) or a later day."
        case (nil, let latest?): "Choose \(latest.formatted()) or an earlier day."
        case (nil, nil): nil
        }
    }
}

/// A date dialog resolved for showing: the one description its GTK window and
/// its scripted request are both built from. It holds no GTK type.
struct DateDescription {
    var title: String
    var message: LabelText?
    /// Inside `bounds`.
    var initial: CalendarDate
    var bounds: DateBounds
    var okLabel: ButtonLabel
    var cancelLabel: ButtonLabel
    var options: DialogOptions

    /// The buttons left to right: Cancel, then OK.
    var buttons: [(label: ButtonLabel, id: Int32)] {
        [(cancelLabel, ResponseID.cancel), (okLabel, ResponseID.accept)]
    }

    /// The answer for an ending with `date` selected, for the window and the scripted user alike.
    func response(for ending: DialogEnding, date: CalendarDate) -> DateResponse {
        switch ending {
        case .response(ResponseID.accept), .submitted(ResponseID.accept): .chosen(date)
        case .response(ResponseID.cancel): .cancelled
        case .response, .submitted: .closed
        case .timedOut: .timedOut(date)
        case .dismissed, .destroyed: .dismissed
        }
    }
}
