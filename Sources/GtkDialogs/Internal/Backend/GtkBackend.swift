import CGtk
import CGtkBridge

/// The GTK 3 backend: opens the display, runs GTK's loop, and shows each kind in its window.
/// Linking GtkDialogs registers it (`gd_register_backend`, a load-time constructor in CGtkBridge).
@MainActor
final class GtkBackend: DialogBackend {
    /// The window of every kind: the one list of the library's kinds.
    private let windows = KindWindows(
        AlertWindow.self, PromptWindow.self, FormWindow.self, ProgressWindow.self, StepListWindow.self,
        ListWindow.self, ScaleWindow.self, DateWindow.self, ColorWindow.self, FontChooserWindow.self,
        FileChooserWindow.self, TextViewerWindow.self, AboutWindow.self, NotificationWindow.self)

    var isStarted: Bool { Runtime.isInitialized }

    func start() throws(DialogError) {
        try Runtime.initialize()
    }

    func runLoop() {
        MainQueueSource.install()
        gtk_main()
    }

    func stopLoop() -> Bool {
        guard gtk_main_level() > 0 else { return false }
        gtk_main_quit()
        return true
    }

    func show<Description: DialogDescription>(_ session: DialogSession<Description>) throws {
        try windows.show(session)
    }
}

/// A kind's GTK window: it builds the window for a session of the kind's description, and the
/// backend finds it by that description's type.
@MainActor
protocol KindWindow {
    associatedtype Description: DialogDescription
    /// False for a kind shown without a window (a desktop notification): no display is opened for it.
    static var needsDisplay: Bool { get }
    /// Builds the window and attaches it to `session`, which it reports its ending to.
    static func present(_ session: DialogSession<Description>) throws
}

extension KindWindow {
    static var needsDisplay: Bool { true }
}

/// Each kind's window, found by the kind's description type.
@MainActor
final class KindWindows {
    private var windows: [ObjectIdentifier: any KindWindow.Type] = [:]

    init(_ windows: any KindWindow.Type...) {
        for window in windows { register(window) }
    }

    private func register<Window: KindWindow>(_ window: Window.Type) {
        windows[ObjectIdentifier(Window.Description.self)] = window
    }

    func show<Description: DialogDescription>(_ session: DialogSession<Description>) throws {
        guard let window = windows[ObjectIdentifier(Description.self)] else {
            preconditionFailure("GtkBackend has no window for \(Description.self): list it in GtkBackend")
        }
        try show(session, in: window)
    }

    private func show<Window: KindWindow, Description>(_ session: DialogSession<Description>, in window: Window.Type)
        throws
    {
        guard let session = session as? DialogSession<Window.Description> else {
            preconditionFailure("\(Window.self) shows \(Window.Description.self), not \(Description.self)")
        }
        if window.needsDisplay { try Runtime.initialize() }
        try window.present(session)
    }
}

/// Called once, before `main`, by CGtkBridge's load-time constructor: linking GtkDialogs is what
/// picks GTK to show the dialogs.
@_cdecl("gd_register_backend")
func registerGtkBackend() {
    DialogBackends.factory = { GtkBackend() }
    AnswerStores.factory = { AnswerFiles() }
    DialogBackends.translateLabel = { messageID in
        messageID.withCString { String(cString: g_dgettext("gtk30", $0)) }
    }
}
