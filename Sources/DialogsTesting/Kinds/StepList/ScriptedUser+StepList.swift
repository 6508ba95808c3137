import DialogsCore

extension ScriptedUser.ShownDialog.Kind {
    /// A ``StepList``.
    public static let stepList = Self(StepListRequest.self)
}

extension ScriptedUser {
    /// The steps of the last step list titled `title`, with the statuses they had when it ended
    /// (or have now, while it shows).
    ///
    /// ```swift
    /// user.letFinish("Installing")
    /// // … run the code that shows it and settle …
    /// XCTAssertEqual(user.steps(of: "Installing").map(\.status), [.done, .done, .skipped])
    /// ```
    public func steps(of title: String) -> [StepListItem] {
        let lists = zip(shown, requests).compactMap { shown, request in
            shown.title == title ? request as? StepListRequest : nil
        }
        return lists.last?.steps ?? []
    }
}
