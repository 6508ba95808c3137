import DialogsCore

extension ScriptedUser.ShownDialog.Kind {
    /// A ``TextPrompt``.
    public static let prompt = Self(PromptRequest.self)
}

extension ScriptedUser {
    /// Types `text` into the prompt titled `title` (replacing its text) and presses OK.
    ///
    /// ```swift
    /// user.type("Ada", into: "What's your name?")
    /// ```
    public func type(_ text: String, into title: String, file: StaticString = #filePath, line: UInt = #line) {
        addStep(title, "type \"\(text)\"", file: file, line: line, PromptRequest.submit, text)
    }
}
