@_spi(DialogsTesting) import GtkDialogs

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
        steps.append(Step(title: title, kind: .colorChooser, action: .pickColor(color), file: file, line: line))
    }
}
