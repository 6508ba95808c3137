import DialogsCore

extension ScriptedUser.ShownDialog.Kind {
    /// A ``FormDialog``.
    public static let form = Self(FormRequest.self)
}

extension ScriptedUser {
    /// Changes the named fields of the form titled `title` (the others keep their
    /// values) and presses Save.
    ///
    /// ```swift
    /// user.fill("Edit Contact", with: ["phone": "+44 20 7946 0958"])
    /// ```
    public func fill(
        _ title: String, with values: [String: String], file: StaticString = #filePath, line: UInt = #line
    ) {
        addStep(title, "fill \(values.keys.sorted())", file: file, line: line, FormRequest.save, values)
    }
}
