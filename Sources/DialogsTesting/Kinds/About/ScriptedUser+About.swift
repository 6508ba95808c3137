import DialogsCore

extension ScriptedUser.ShownDialog.Kind {
    /// An ``AboutDialog``: its only answers are the steps every kind takes (`close`, `waitOut`).
    public static let about = Self(AboutRequest.self)
}
