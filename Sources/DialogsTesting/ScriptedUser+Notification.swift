@_spi(DialogsTesting) import GtkDialogs

extension ScriptedUser {
    /// Clicks the notification titled `title` itself (its default action).
    ///
    /// ```swift
    /// user.activate("Download finished")        // the answer is .activated
    /// user.choose("Open", inAlert: "Download finished")   // an action button, by its label
    /// user.close("Download finished")           // dismissed: .closed(.dismissedByUser)
    /// ```
    public func activate(_ title: String, file: StaticString = #filePath, line: UInt = #line) {
        steps.append(Step(title: title, kind: .notification, action: .activate, file: file, line: line))
    }
}
