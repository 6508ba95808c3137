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

    package func showAlert(_ session: AlertSession) throws { try AlertWindow.show(session) }
    package func showPrompt(_ session: PromptSession) throws { try PromptWindow.show(session) }
    package func showForm(_ session: FormSession) throws { try FormWindow.show(session) }
    package func showList(_ session: ListSession) throws { try ListWindow.show(session) }
    package func showProgress(_ session: ProgressSession) throws { try ProgressWindow.show(session) }
    package func showStepList(_ session: StepListSession) throws { try StepListWindow.show(session) }
    package func showScale(_ session: ScaleSession) throws { try ScaleWindow.show(session) }
    package func showDate(_ session: DateSession) throws { try DateWindow.show(session) }
    package func showColorChooser(_ session: ColorChooserSession) throws { try ColorChooserWindow.show(session) }
    package func showFontChooser(_ session: FontChooserSession) throws { try FontChooserWindow.show(session) }
    package func showFileChooser(_ session: FileChooserSession) throws { try FileChooserPresenter.show(session) }
    package func showTextViewer(_ session: TextViewerSession) throws { try TextViewerWindow.show(session) }
    package func showAbout(_ session: AboutSession) throws { try AboutWindow.show(session) }

    /// A notification goes to the desktop's service over D-Bus: no display is opened for it.
    package func showNotification(_ session: NotificationSession) throws { try NotificationService.present(session) }
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
