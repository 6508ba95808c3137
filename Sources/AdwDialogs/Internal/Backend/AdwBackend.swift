import CAdw
import DialogsGLib

/// The GTK 4 + libadwaita backend: opens the display, runs GLib's loop, and shows each kind with
/// its presenter. A kind it lacks does not compile (``DialogBackend`` has one requirement a kind).
@MainActor
package final class AdwBackend: DialogBackend {
    package init() {}

    package var isStarted: Bool { Runtime.isInitialized }

    package func start() throws(DialogError) {
        try Runtime.initialize()
    }

    package func runLoop() {
        Runtime.runLoop()
    }

    package func stopLoop() -> Bool {
        Runtime.stopLoop()
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
    /// GTK 4 and libadwaita (AdwDialogs): the default when AdwDialogs is the only backend module
    /// linked.
    ///
    /// ```swift
    /// Dialogs.use(.gtk4)
    /// ```
    public static let gtk4 = DialogToolkit(
        name: "GTK 4", backend: { AdwBackend() },
        translateLabel: { messageID in messageID.withCString { String(cString: g_dgettext("gtk40", $0)) } },
        answers: { AnswerFiles() })
}

/// Called once, before `main`, by CAdwBridge's load-time constructor: linking AdwDialogs offers
/// GTK 4 as the default toolkit.
@_cdecl("ad_register_backend")
func offerAdwBackend() {
    DialogBackends.offer(.gtk4)
}
