@_spi(DialogsTesting) import GtkDialogs

extension ScriptedUser {
    /// Presses Cancel in the progress dialog titled `title` once its bar reaches
    /// `percent` (at once when it is there already).
    ///
    /// ```swift
    /// user.cancel("Copying files", atPercent: 50)
    /// ```
    public func cancel(
        _ title: String, atPercent percent: Double, file: StaticString = #filePath, line: UInt = #line
    ) {
        steps.append(Step(title: title, kind: .progress, action: .cancelAtPercent(percent), file: file, line: line))
    }

    /// Watches the progress dialog titled `title` until the work is done, then
    /// presses OK (a dialog that closes itself when done just closes).
    ///
    /// ```swift
    /// user.letFinish("Copying files")
    /// ```
    public func letFinish(_ title: String, file: StaticString = #filePath, line: UInt = #line) {
        steps.append(Step(title: title, kind: .progress, action: .letFinish, file: file, line: line))
    }
}
