import DialogsCore

extension ScriptedUser.ShownDialog.Kind {
    /// A ``FontChooser``.
    public static let fontChooser = Self(FontChooserRequest.self)
}

extension ScriptedUser {
    /// Selects `font` in the font chooser titled `title` and presses Select.
    ///
    /// ```swift
    /// user.pick(FontSelection(family: "DejaVu Serif", style: "Italic", weight: 400, size: 14),
    ///           inFontChooser: "Editor font")
    /// ```
    public func pick(
        _ font: FontSelection, inFontChooser title: String, file: StaticString = #filePath, line: UInt = #line
    ) {
        addStep(title, "pick \(font.description)", file: file, line: line, FontChooserRequest.pick, font)
    }
}
