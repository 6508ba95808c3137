import DialogsCore

extension ScriptedUser.ShownDialog.Kind {
    /// A ``ColorChooser``.
    public static let colorChooser = Self(ColorRequest.self)
}

extension ScriptedUser {
    /// Selects `color` in the colour chooser titled `title` and presses Select.
    ///
    /// ```swift
    /// user.pick(RGBAColor(red: 1, green: 0, blue: 0), inColorChooser: "Accent colour")
    /// ```
    /// A translucent colour is refused (the test fails) unless the chooser takes an opacity.
    public func pick(
        _ color: RGBAColor, inColorChooser title: String, file: StaticString = #filePath, line: UInt = #line
    ) {
        addStep(title, "pick \(color.text)", file: file, line: line, ColorRequest.pick, color)
    }
}
