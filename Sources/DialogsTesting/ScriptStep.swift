import DialogsCore

extension ScriptedUser {
    /// One step of the story a scripted user follows: the dialog it is for, and what the person
    /// does to it, by the request's own answers.
    struct Step {
        var title: String
        /// The kind of dialog it answers; nil for a step every kind takes (a button, Escape).
        var kind: ShownDialog.Kind?
        /// What the person does, as failure messages say it: `choose "Onward"`.
        var action: String
        var answer: @MainActor (any ScriptedDialog) throws(ScriptedRefusal) -> Void
        var file: StaticString
        var line: UInt

        /// `choose "Onward" in alert "Uh Oh"`
        var summary: String {
            "\(action) in \(kind?.rawValue ?? "dialog") \"\(title)\""
        }
    }

    /// Adds a step every kind of dialog takes.
    func addStep(
        _ title: String, _ action: String, file: StaticString, line: UInt,
        _ answer: @escaping @MainActor (any ScriptedDialog) throws(ScriptedRefusal) -> Void
    ) {
        steps.append(Step(title: title, kind: nil, action: action, answer: answer, file: file, line: line))
    }

    /// Adds a step for one kind of dialog, answered through that kind's request.
    func addStep<Request: ScriptedDialog>(
        _ title: String, _ action: String, file: StaticString, line: UInt,
        _ answer: @escaping @MainActor (Request) throws(ScriptedRefusal) -> Void
    ) {
        steps.append(
            Step(
                title: title, kind: ShownDialog.Kind(Request.self), action: action,
                answer: { request throws(ScriptedRefusal) in
                    guard let request = request as? Request else { throw ScriptedRefusal("cannot \(action)") }
                    try answer(request)
                }, file: file, line: line))
    }

    /// Adds a step that is one answer of a kind's request, named with its argument:
    /// `addStep(title, "pick \(font)", file: file, line: line, FontChooserRequest.pick, font)`
    /// (a closure would have to spell out `throws(ScriptedRefusal)`: Swift does not infer a
    /// closure's typed throws).
    func addStep<Request: ScriptedDialog, Argument>(
        _ title: String, _ action: String, file: StaticString, line: UInt,
        _ answer: @escaping @MainActor (Request) -> (Argument) throws(ScriptedRefusal) -> Void, _ argument: Argument
    ) {
        addStep(title, action, file: file, line: line) { (request: Request) throws(ScriptedRefusal) in
            try answer(request)(argument)
        }
    }
}
