import DialogsCore

extension ScriptedUser {
    /// The keys answers are remembered under while this user answers (a dialog's
    /// `remembersAnswerAs`, an alert's ticked "Don't ask again"), by name. A scripted user
    /// remembers in its own memory, never in the user's state folder: a second dialog with the
    /// same key starts from the first one's answer, or (an alert) answers at once without a step.
    ///
    /// ```swift
    /// user.type("build.example.org", into: "Deploy to")
    /// user.choose("OK", inAlert: "Deploy to")             // the prompt starts with build.example.org
    /// user.install()
    /// controller.deploy()                                 // prompt.remembersAnswerAs = "deploy-server"
    /// controller.deploy()
    /// await user.settle()
    /// user.uninstall()
    /// XCTAssertEqual(user.rememberedKeys, ["deploy-server"])
    /// ```
    public var rememberedKeys: [AnswerKey] {
        memory.kept.keys.sorted { $0.name < $1.name }
    }
}
