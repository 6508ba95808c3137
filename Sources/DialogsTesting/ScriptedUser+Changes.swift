import DialogsCore

extension ScriptedUser {
    /// What code changed on the dialogs shown with `title` while they showed, in order: titles,
    /// messages, button labels and sensitivity, a prompt's text, a form's values, a list's rows.
    ///
    /// ```swift
    /// let prompt = TextPrompt(title: "Rename", text: "draft.txt")
    /// prompt.show { _ in }
    /// prompt.message = "“draft.txt” exists already."
    /// prompt.setButton(.accept, isEnabled: false)
    /// XCTAssertEqual(user.changes(of: "Rename"), [.message("“draft.txt” exists already."), .buttonEnabled(.accept, false)])
    /// ```
    public func changes(of title: String) -> [DialogChange] {
        zip(shown, requests).filter { $0.0.title == title }.flatMap { $0.1.changes }
    }
}
