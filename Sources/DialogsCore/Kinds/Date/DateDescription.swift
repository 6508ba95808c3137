/// The days a date dialog lets the user choose: from `earliest` to `latest`, each optional.
package struct DateBounds: Equatable, Sendable {
    package var earliest: CalendarDate?
    package var latest: CalendarDate?

    package init(earliest: CalendarDate? = nil, latest: CalendarDate? = nil) {
        self.earliest = earliest
        self.latest = latest
    }

    package func contains(_ date: CalendarDate) -> Bool {
        (earliest.map { date >= $0 } ?? true) && (latest.map { date <= $0 } ?? true)
    }

    /// The nearest day inside the bounds.
    package func clamped(_ date: CalendarDate) -> CalendarDate {
        if let earliest, date < earliest { return earliest }
        if let latest, date > latest { return latest }
        return date
    }

    /// Which days can be chosen, for the line under the calendar; nil without bounds.
    package var summary: String? {
        switch (earliest, latest) {
        case (let earliest?, let latest?):
            // Translators: the line under a calendar that says which days can be chosen; %s are dates
            // in the user's locale ("05/03/24").
            TextDomain.library.format("Choose a day from %1$s to %2$s.", earliest.formatted(), latest.formatted())
        case (let earliest?, nil): TextDomain.library.format("Choose %s or a later day.", earliest.formatted())
        case (nil, let latest?): TextDomain.library.format("Choose %s or an earlier day.", latest.formatted())
        case (nil, nil): nil
        }
    }
}

/// A date dialog resolved for showing: the one description its GTK window and
/// its scripted request are both built from. It holds no GTK type.
package struct DateDescription: DialogDescription, AcceptOrCancelButtons {
    package var title: String
    package var message: LabelText?
    /// The day it starts at (within the bounds); the window reports the day selected.
    package var initialState: CalendarDate
    package var bounds: DateBounds
    package var acceptLabel: ButtonLabel
    package var cancelLabel: ButtonLabel?
    package var options: DialogOptions
}
