import CGtk
import DialogsGLib

/// The GTK 3 backend: opens the display, runs GTK's loop, and shows each kind with its
/// presenter. It is the one place the library's kinds are listed; a kind it lacks does not
/// compile (``DialogBackend`` has one requirement a kind).
@MainActor
package final class GtkBackend: DialogBackend {
    package init() {}

    package var isStarted: Bool { Runtime.isInitialized }

    package func start() throws(DialogError) {
        try Runtime.initialize()
    }

    package func runLoop() {
        MainQueueSource.install()
        gtk_main()
    }

    package func stopLoop() -> Bool {
        guard gtk_main_level() > 0 else { return false }
        gtk_main_quit()
        return true
    }

    package func showAlert(_ session: DialogSession<AlertDescription>) throws { try show(session, AlertWindow.self) }
    package func showPrompt(_ session: DialogSession<PromptDescription>) throws { try show(session, PromptWindow.self) }
    package func showForm(_ session: DialogSession<FormDescription>) throws { try show(session, FormWindow.self) }
    package func showList(_ session: DialogSession<ListDescription>) throws { try show(session, ListWindow.self) }
    package func showProgress(_ session: DialogSession<ProgressDescription>) throws {
        try show(session, ProgressWindow.self)
    }
    package func showStepList(_ session: DialogSession<StepListDescription>) throws {
        try show(session, StepListWindow.self)
    }
    package func showScale(_ session: DialogSession<ScaleDescription>) throws { try show(session, ScaleWindow.self) }
    package func showDate(_ session: DialogSession<DateDescription>) throws { try show(session, DateWindow.self) }
    package func showColorChooser(_ session: DialogSession<ColorChooserDescription>) throws {
        try show(session, ColorChooserWindow.self)
    }
    package func showFontChooser(_ session: DialogSession<FontChooserDescription>) throws {
        try show(session, FontChooserWindow.self)
    }
    package func showFileChooser(_ session: DialogSession<FileChooserDescription>) throws {
        try show(session, FileChooserPresenter.self)
    }
    package func showTextViewer(_ session: DialogSession<TextViewerDescription>) throws {
        try show(session, TextViewerWindow.self)
    }
    package func showAbout(_ session: DialogSession<AboutDescription>) throws { try show(session, AboutWindow.self) }

    /// A notification goes to the desktop's service over D-Bus: no display is opened for it.
    package func showNotification(_ session: DialogSession<NotificationDescription>) throws {
        try NotificationService.present(session)
    }

    /// Opens the display, then lets the kind's presenter show the session.
    private func show<Presenter: KindPresenter>(
        _ session: DialogSession<Presenter.Description>, _ presenter: Presenter.Type
    ) throws {
        try Runtime.initialize()
        try presenter.present(session)
    }
}

extension DialogToolkit {
    /// GTK 3 (GtkDialogs): the default when GtkDialogs is the only backend module linked.
    ///
    /// ```swift
    /// Dialogs.use(.gtk3)
    /// ```
    public static let gtk3 = DialogToolkit(
        name: "GTK 3", backend: { GtkBackend() },
        translateLabel: { messageID in messageID.withCString { String(cString: g_dgettext("gtk30", $0)) } },
        answers: { AnswerFiles() })
}

/// Called once, before `main`, by CGtkBridge's load-time constructor: linking GtkDialogs offers
/// GTK 3 as the default toolkit.
@_cdecl("gd_register_backend")
func offerGtkBackend() {
    DialogBackends.offer(.gtk3)
}
