import DialogsCore

extension ScriptedUser.ShownDialog.Kind {
    /// A ``DateDialog``.
    public static let date = Self(DateRequest.self)
}

extension ScriptedUser {
    /// Selects `date` in the date dialog titled `title` and presses OK; a day outside the
    /// dialog's bounds fails the test (OK would be insensitive) and the dialog ends as dismissed.
    ///
    /// ```swift
    /// user.pick(try CalendarDate(year: 2024, month: 3, day: 5), inCalendar: "Due date")
    /// ```
    public func pick(
        _ date: CalendarDate, inCalendar title: String, file: StaticString = #filePath, line: UInt = #line
    ) {
        addStep(title, "pick \(date)", file: file, line: line, DateRequest.pick, date)
    }
}
