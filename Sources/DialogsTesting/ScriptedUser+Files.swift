@_spi(DialogsTesting) import GtkDialogs

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
        steps.append(
            Step(title: title, kind: .fileChooser, action: .pick(paths, filter: filter), file: file, line: line))
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
        steps.append(
            Step(
                title: title, kind: .textViewer, action: .read(tick: tickingBox, editedText: nil), file: file,
                line: line))
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
        steps.append(
            Step(
                title: title, kind: .textViewer, action: .read(tick: tickingBox, editedText: text), file: file,
                line: line))
    }
}
