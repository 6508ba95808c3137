/// What shows dialogs on a screen: GtkDialogs' GTK 3 backend, or another toolkit's. It runs the
/// toolkit's loop and has a presenter for every kind: one requirement a kind, each declared
/// beside the kind's description (`AlertBackend`…), so a backend that lacks one does not compile.
/// A kind added to the library is added here too.
package typealias DialogBackend = ToolkitLoop & AlertBackend & PromptBackend & FormBackend & ListBackend
    & ProgressBackend & StepListBackend & ScaleBackend & DateBackend & ColorChooserBackend & FontChooserBackend
    & FileChooserBackend & TextViewerBackend & AboutBackend & NotificationBackend

extension DialogToolkit {
    /// A backend module's toolkit: `backend` makes its backend, which shows every kind.
    ///
    /// ```swift
    /// DialogToolkit(name: "GTK 3", backend: { GtkBackend() }, translateLabel: { $0 }, answers: { AnswerFiles() })
    /// ```
    package init<Backend: DialogBackend>(
        name: String, backend: @escaping @MainActor @Sendable () -> Backend,
        translateLabel: @escaping @Sendable (String) -> String,
        answers: @escaping @MainActor @Sendable () -> any AnswerStore
    ) {
        self.init(name: name, makeBackend: backend, translateLabel: translateLabel, answers: answers)
    }
}
