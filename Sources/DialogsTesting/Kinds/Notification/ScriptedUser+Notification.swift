import DialogsCore

extension ScriptedUser.ShownDialog.Kind {
    /// A ``DesktopNotification``.
    public static let notification = Self(NotificationRequest.self)
}

extension ScriptedUser {
    /// Clicks the notification titled `title` itself (its default action).
    ///
    /// ```swift
    /// user.activate("Download finished")        // the answer is .activated
    /// user.choose("Open", inAlert: "Download finished")   // an action button, by its label
    /// user.close("Download finished")           // dismissed: .closed(.dismissedByUser)
    /// ```
    public func activate(_ title: String, file: StaticString = #filePath, line: UInt = #line) {
        addStep(title, "click", file: file, line: line) {
            (notification: NotificationRequest) throws(ScriptedRefusal) in
            try notification.activate()
        }
    }
}
