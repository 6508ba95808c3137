/// What shows dialogs on a screen: GtkDialogs' GTK 3 backend, or another toolkit's. It runs the
/// toolkit's loop (``ToolkitLoop``) and has one requirement a kind, so a backend that lacks a
/// kind's presenter does not compile. Each shows the session (opening the display first when
/// needed); the kind's presenter attaches itself to the session and ends it. A kind added to the
/// library is added here too.
@MainActor
package protocol DialogBackend: ToolkitLoop {
    /// Shows an alert.
    func showAlert(_ session: AlertSession) throws
    /// Shows a text prompt.
    func showPrompt(_ session: PromptSession) throws
    /// Shows a form.
    func showForm(_ session: FormSession) throws
    /// Shows a list.
    func showList(_ session: ListSession) throws
    /// Shows a progress dialog.
    func showProgress(_ session: ProgressSession) throws
    /// Shows a step list.
    func showStepList(_ session: StepListSession) throws
    /// Shows a scale.
    func showScale(_ session: ScaleSession) throws
    /// Shows a date dialog.
    func showDate(_ session: DateSession) throws
    /// Shows a color chooser.
    func showColorChooser(_ session: ColorChooserSession) throws
    /// Shows a font chooser.
    func showFontChooser(_ session: FontChooserSession) throws
    /// Shows a file chooser.
    func showFileChooser(_ session: FileChooserSession) throws
    /// Shows a text viewer.
    func showTextViewer(_ session: TextViewerSession) throws
    /// Shows an about window.
    func showAbout(_ session: AboutSession) throws
    /// Shows a desktop notification.
    func showNotification(_ session: NotificationSession) throws
}

// One showing of each kind, as the backend is handed it.
package typealias AlertSession = DialogSession<AlertDescription>
package typealias PromptSession = DialogSession<PromptDescription>
package typealias FormSession = DialogSession<FormDescription>
package typealias ListSession = DialogSession<ListDescription>
package typealias ProgressSession = DialogSession<ProgressDescription>
package typealias StepListSession = DialogSession<StepListDescription>
package typealias ScaleSession = DialogSession<ScaleDescription>
package typealias DateSession = DialogSession<DateDescription>
package typealias ColorChooserSession = DialogSession<ColorChooserDescription>
package typealias FontChooserSession = DialogSession<FontChooserDescription>
package typealias FileChooserSession = DialogSession<FileChooserDescription>
package typealias TextViewerSession = DialogSession<TextViewerDescription>
package typealias AboutSession = DialogSession<AboutDescription>
package typealias NotificationSession = DialogSession<NotificationDescription>

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

extension ToolkitLoop {
    /// This backend with its presenters: every toolkit's backend is a ``DialogBackend``, since a
    /// toolkit is made only from one.
    var presenters: any DialogBackend {
        guard let backend = self as? any DialogBackend else {
            preconditionFailure(
                "\(Self.self) is not a DialogBackend: make its toolkit with DialogToolkit(name:backend:…)")
        }
        return backend
    }
}

// How each kind's session reaches its requirement.
extension AlertDescription {
    @MainActor package static func show(_ session: DialogSession<Self>, on backend: any ToolkitLoop) throws {
        try backend.presenters.showAlert(session)
    }
}

extension PromptDescription {
    @MainActor package static func show(_ session: DialogSession<Self>, on backend: any ToolkitLoop) throws {
        try backend.presenters.showPrompt(session)
    }
}

extension FormDescription {
    @MainActor package static func show(_ session: DialogSession<Self>, on backend: any ToolkitLoop) throws {
        try backend.presenters.showForm(session)
    }
}

extension ListDescription {
    @MainActor package static func show(_ session: DialogSession<Self>, on backend: any ToolkitLoop) throws {
        try backend.presenters.showList(session)
    }
}

extension ProgressDescription {
    @MainActor package static func show(_ session: DialogSession<Self>, on backend: any ToolkitLoop) throws {
        try backend.presenters.showProgress(session)
    }
}

extension StepListDescription {
    @MainActor package static func show(_ session: DialogSession<Self>, on backend: any ToolkitLoop) throws {
        try backend.presenters.showStepList(session)
    }
}

extension ScaleDescription {
    @MainActor package static func show(_ session: DialogSession<Self>, on backend: any ToolkitLoop) throws {
        try backend.presenters.showScale(session)
    }
}

extension DateDescription {
    @MainActor package static func show(_ session: DialogSession<Self>, on backend: any ToolkitLoop) throws {
        try backend.presenters.showDate(session)
    }
}

extension ColorChooserDescription {
    @MainActor package static func show(_ session: DialogSession<Self>, on backend: any ToolkitLoop) throws {
        try backend.presenters.showColorChooser(session)
    }
}

extension FontChooserDescription {
    @MainActor package static func show(_ session: DialogSession<Self>, on backend: any ToolkitLoop) throws {
        try backend.presenters.showFontChooser(session)
    }
}

extension FileChooserDescription {
    @MainActor package static func show(_ session: DialogSession<Self>, on backend: any ToolkitLoop) throws {
        try backend.presenters.showFileChooser(session)
    }
}

extension TextViewerDescription {
    @MainActor package static func show(_ session: DialogSession<Self>, on backend: any ToolkitLoop) throws {
        try backend.presenters.showTextViewer(session)
    }
}

extension AboutDescription {
    @MainActor package static func show(_ session: DialogSession<Self>, on backend: any ToolkitLoop) throws {
        try backend.presenters.showAbout(session)
    }
}

extension NotificationDescription {
    @MainActor package static func show(_ session: DialogSession<Self>, on backend: any ToolkitLoop) throws {
        try backend.presenters.showNotification(session)
    }
}
