import DialogsCore

extension ScriptedUser {
    /// Watches the progress dialog or step list titled `title` until the work is done (the bar at
    /// its end, no step pending or working), then presses OK; a dialog that closes itself when
    /// done just closes.
    ///
    /// ```swift
    /// user.letFinish("Copying files")
    /// user.letFinish("Installing")
    /// ```
    public func letFinish(_ title: String, file: StaticString = #filePath, line: UInt = #line) {
        addStep(title, "let finish", file: file, line: line) { request throws(ScriptedRefusal) in
            guard let work = request as? any FinishingRequest else {
                throw ScriptedRefusal("shows no work to wait for: letFinish is for progress dialogs and step lists")
            }
            try work.pressOKWhenDone()
        }
    }
}
