import DialogsCore

extension ScriptedUser.ShownDialog.Kind {
    /// A ``ColorChooser``.
    public static let colorChooser = Self(ColorChooserRequest.self)
}

extension ScriptedUser {
    /// Selects `color` in the color chooser titled `title` and presses Select.
    ///
    /// ```swift
    /// user.pick(RGBAColor(red: 1, green: 0, blue: 0), inColorChooser: "Accent colour")
    /// ```
    /// A translucent color is refused (the test fails) unless the chooser takes an opacity.
    public func pick(
        _ color: RGBAColor, inColorChooser title: String, file: StaticString = #filePath, line: UInt = #line
    ) {
        addStep(title, "pick \(color.text)", file: file, line: line, ColorChooserRequest.pick, color)
    }
}
