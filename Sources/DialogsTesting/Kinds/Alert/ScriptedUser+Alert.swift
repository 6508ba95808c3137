import DialogsCore

extension ScriptedUser.ShownDialog.Kind {
    /// An ``Alert`` (a confirm and an inform are alerts too).
    public static let alert = Self(rawValue: "alert")
}

extension ScriptedUser {
    /// Clicks the button at `index` (from 0) in the alert titled `title`.
    ///
    /// ```swift
    /// user.choose(buttonAt: 2, inAlert: "Warning!")
    /// ```
    public func choose(buttonAt index: Int, inAlert title: String, file: StaticString = #filePath, line: UInt = #line) {
        addStep(title, .alert, "choose button \(index)", file: file, line: line) {
            (alert: AlertRequest) throws(ScriptedRefusal) in
            try alert.choose(buttonAt: index)
        }
    }
}
