import DialogsCore

extension ScriptedUser.ShownDialog.Kind {
    /// A ``TextViewer``.
    public static let textViewer = Self(TextViewerRequest.self)
}

extension ScriptedUser {
    /// Reads the text viewer titled `title` and presses OK, ticking its check box first
    /// when `tickingBox`.
    ///
    /// ```swift
    /// user.accept("Licence", tickingBox: true)
    /// ```
    public func accept(
        _ title: String, tickingBox: Bool = false, file: StaticString = #filePath, line: UInt = #line
    ) {
        read(title, tickingBox: tickingBox, editedText: nil, file: file, line: line)
    }

    /// Replaces the text of the editable text viewer titled `title` with `text` and presses OK.
    ///
    /// ```swift
    /// user.edit("Commit message", to: "Fix the build")
    /// ```
    public func edit(
        _ title: String, to text: String, tickingBox: Bool = false, file: StaticString = #filePath,
        line: UInt = #line
    ) {
        read(title, tickingBox: tickingBox, editedText: text, file: file, line: line)
    }

    private func read(_ title: String, tickingBox: Bool, editedText: String?, file: StaticString, line: UInt) {
        let action =
            (tickingBox ? "tick the box and " : "") + (editedText.map { "edit to \"\($0)\" and " } ?? "") + "press OK"
        addStep(title, action, file: file, line: line) {
            (viewer: TextViewerRequest) throws(ScriptedRefusal) in
            if tickingBox { try viewer.tick() }
            try viewer.accept(editedText: editedText)
        }
    }
}
