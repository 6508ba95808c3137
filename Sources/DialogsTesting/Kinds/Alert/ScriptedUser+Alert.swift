import DialogsCore

extension ScriptedUser.ShownDialog.Kind {
    /// An ``Alert`` (a confirm and an inform are alerts too).
    public static let alert = Self(AlertRequest.self)
}

extension ScriptedUser {
    /// Clicks the button at `index` (from 0) in the alert titled `title`.
    ///
    /// ```swift
    /// user.choose(buttonAt: 2, inAlert: "Warning!")
    /// ```
    public func choose(buttonAt index: Int, inAlert title: String, file: StaticString = #filePath, line: UInt = #line) {
        addStep(title, "choose button \(index)", file: file, line: line, AlertRequest.choose(buttonAt:), index)
    }

    /// Ticks the alert's "Don't ask again" box (when `dontAskAgain`), then clicks the button labelled
    /// `label`: the alert then answers with that button at once each time it is shown again, without
    /// a step of the script. An alert without the box (no `dontAskAgain` key) fails the test.
    ///
    /// ```swift
    /// user.choose("Empty", inAlert: "Empty the trash?", dontAskAgain: true)
    /// ```
    public func choose(
        _ label: String, inAlert title: String, dontAskAgain: Bool, file: StaticString = #filePath, line: UInt = #line
    ) {
        let action = dontAskAgain ? "tick \"Don't ask again\", choose \"\(label)\"" : "choose \"\(label)\""
        addStep(title, action, file: file, line: line) { (alert: AlertRequest) throws(ScriptedRefusal) in
            if dontAskAgain { try alert.tickDontAskAgain() }
            try alert.choose(label)
        }
    }

    /// Ticks the alert's "Don't ask again" box (when `dontAskAgain`), then clicks the button at
    /// `index` (from 0).
    ///
    /// ```swift
    /// user.choose(buttonAt: 1, inAlert: "Empty the trash?", dontAskAgain: true)
    /// ```
    public func choose(
        buttonAt index: Int, inAlert title: String, dontAskAgain: Bool, file: StaticString = #filePath,
        line: UInt = #line
    ) {
        let action = dontAskAgain ? "tick \"Don't ask again\", choose button \(index)" : "choose button \(index)"
        addStep(title, action, file: file, line: line) { (alert: AlertRequest) throws(ScriptedRefusal) in
            if dontAskAgain { try alert.tickDontAskAgain() }
            try alert.choose(buttonAt: index)
        }
    }
}
