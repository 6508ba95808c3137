/// A toolkit that shows the dialogs, as a backend module offers it: GtkDialogs'
/// `DialogToolkit.gtk3`, AdwDialogs' `DialogToolkit.gtk4` (code links cannot reach a module above).
///
/// Linking one backend module makes its toolkit the default, so an app that only imports
/// GtkDialogs needs no call. A program that links more than one, or wants to say which it uses,
/// chooses with ``Dialogs/use(_:)`` before it shows anything:
///
/// ```swift
/// import GtkDialogs
///
/// Dialogs.use(.gtk3)
/// Alert.inform(title: "Saved")
/// Dialogs.run()
/// ```
public struct DialogToolkit: Sendable {
    /// The toolkit's name as messages give it: "GTK 3".
    public let name: String
    let makeBackend: @MainActor @Sendable () -> any ToolkitLoop
    /// The toolkit's own translation of one of its button labels (`_OK` → `_Abbrechen`…).
    let translateLabel: @Sendable (String) -> String
    /// Where remembered answers are kept (the GLib layer's files, for every GLib toolkit).
    let answers: @MainActor @Sendable () -> any AnswerStore
}

extension Dialogs {
    /// Shows every dialog with `toolkit` from now on (GtkDialogs' `DialogToolkit.gtk3`): needed
    /// only when more than one backend module is linked, or to say so explicitly; call it before
    /// the first dialog.
    ///
    /// ```swift
    /// Dialogs.use(.gtk3)
    /// ```
    public static func use(_ toolkit: DialogToolkit) {
        DialogBackends.use(toolkit)
    }
}
