import DialogsCore

extension ScriptedUser.ShownDialog.Kind {
    /// A ``ListDialog``.
    public static let list = Self(ListRequest.self)
}

extension ScriptedUser {
    /// Chooses the row showing `label` (in any shown column) in the list titled `title`,
    /// once its rows have arrived.
    ///
    /// ```swift
    /// user.choose(row: "Firefox", inList: "Open with")
    /// ```
    public func choose(row label: String, inList title: String, file: StaticString = #filePath, line: UInt = #line) {
        choose(rows: [label], inList: title, file: file, line: line)
    }

    /// Selects the rows showing these labels in the multiple-choice list titled `title`, and presses OK.
    ///
    /// ```swift
    /// user.choose(rows: ["a.tmp", "b.tmp"], inList: "Delete which?")
    /// ```
    public func choose(
        rows labels: [String], inList title: String, file: StaticString = #filePath, line: UInt = #line
    ) {
        addStep(title, "choose \(Self.quoted(labels))", file: file, line: line, ListRequest.choose(rows:), labels)
    }

    /// Checks the rows showing these labels in the checklist (or radio list) titled `title`,
    /// leaves the rows checked already as they are, and presses OK.
    ///
    /// ```swift
    /// user.check(["a.tmp", "b.tmp"], inList: "Delete which?")
    /// ```
    public func check(_ labels: [String], inList title: String, file: StaticString = #filePath, line: UInt = #line) {
        addStep(title, "check \(Self.quoted(labels))", file: file, line: line, ListRequest.check, labels)
    }

    private static func quoted(_ labels: [String]) -> String {
        labels.map { "\"\($0)\"" }.joined(separator: ", ")
    }
}
