import DialogsCore

extension ScriptedUser.ShownDialog.Kind {
    /// A ``FileChooser``.
    public static let fileChooser = Self(FileChooserRequest.self)
}

extension ScriptedUser {
    /// Picks `paths` in the file chooser titled `title` (with the filter named `filter`
    /// selected, else the first) and accepts. Several paths need an `.openMultiple` chooser.
    ///
    /// ```swift
    /// user.pick(["/home/ada/notes.txt"], in: "Open Notes")
    /// ```
    public func pick(
        _ paths: [String], in title: String, filter: String? = nil, file: StaticString = #filePath,
        line: UInt = #line
    ) {
        addStep(title, "pick \(paths)", file: file, line: line) {
            (chooser: FileChooserRequest) throws(ScriptedRefusal) in
            try chooser.pick(paths, filter: filter)
        }
    }

    /// Picks one path in the file chooser titled `title` and accepts.
    ///
    /// ```swift
    /// user.pick("/tmp/report", in: "Export", filter: "PDF")   // answers "/tmp/report.pdf"
    /// ```
    public func pick(
        _ path: String, in title: String, filter: String? = nil, file: StaticString = #filePath, line: UInt = #line
    ) {
        pick([path], in: title, filter: filter, file: file, line: line)
    }
}
