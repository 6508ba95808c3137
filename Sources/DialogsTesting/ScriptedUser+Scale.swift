@_spi(DialogsTesting) import GtkDialogs

extension ScriptedUser {
    /// Drags the slider of the scale dialog titled `title` through `values`, one
    /// change each, and presses OK at the last one.
    ///
    /// ```swift
    /// user.slide("Volume", to: 30, 60)      // onChange sees 30, then 60; the answer is .chosen(60)
    /// ```
    public func slide(_ title: String, to values: Int..., file: StaticString = #filePath, line: UInt = #line) {
        steps.append(Step(title: title, kind: .scale, action: .slide(values), file: file, line: line))
    }
}
