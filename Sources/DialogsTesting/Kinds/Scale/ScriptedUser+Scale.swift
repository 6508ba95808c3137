import DialogsCore

extension ScriptedUser.ShownDialog.Kind {
    /// A ``ScaleDialog``.
    public static let scale = Self(ScaleRequest.self)
}

extension ScriptedUser {
    /// Drags the slider of the scale dialog titled `title` through `values`, one
    /// change each, and presses OK at the last one.
    ///
    /// ```swift
    /// user.slide("Volume", to: 30, 60)      // onChange sees 30, then 60; the answer is .chosen(60)
    /// ```
    public func slide(_ title: String, to values: Int..., file: StaticString = #filePath, line: UInt = #line) {
        addStep(title, "slide to \(values.map(String.init).joined(separator: ", "))", file: file, line: line) {
            (scale: ScaleRequest) throws(ScriptedRefusal) in
            for value in values { try scale.move(to: value) }
            try scale.pressOK()
        }
    }
}
