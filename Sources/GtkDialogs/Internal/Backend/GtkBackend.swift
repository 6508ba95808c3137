import CGtk
import CGtkBridge

/// The GTK 3 backend: opens the display, runs GTK's loop, and shows each kind in its window.
/// Linking GtkDialogs registers it (`gd_register_backend`, a load-time constructor in CGtkBridge).
@MainActor
final class GtkBackend: DialogBackend {
    /// The window of every kind: the one list of the library's kinds.
    private let windows = WindowBuilders { windows in
        windows.register(AlertDescription.self, AlertWindow.present)
        windows.register(PromptDescription.self, PromptWindow.present)
        windows.register(FormDescription.self, FormWindow.present)
        windows.register(ProgressDescription.self, ProgressWindow.present)
        windows.register(StepListDescription.self, StepListWindow.present)
        windows.register(ListDescription.self, ListWindow.present)
        windows.register(ScaleDescription.self, ScaleWindow.present)
        windows.register(DateDescription.self, DateWindow.present)
        windows.register(ColorDescription.self, ColorWindow.present)
        windows.register(FontChooserDescription.self, FontChooserWindow.present)
        windows.register(FileChooserDescription.self, FileChooserWindow.present)
        windows.register(TextViewerDescription.self, TextViewerWindow.present)
        windows.register(AboutDescription.self, AboutWindow.present)
        windows.register(NotificationDescription.self, needsDisplay: false, NotificationWindow.present)
    }

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

/// Each kind's window builder, found by the kind's description type.
@MainActor
final class WindowBuilders {
    private final class Builder<Description: DialogDescription> {
        let needsDisplay: Bool
        let build: @MainActor (DialogSession<Description>) throws -> Void

        init(needsDisplay: Bool, _ build: @escaping @MainActor (DialogSession<Description>) throws -> Void) {
            self.needsDisplay = needsDisplay
            self.build = build
        }
    }

    private var builders: [ObjectIdentifier: AnyObject] = [:]

    init(_ registerAll: (WindowBuilders) -> Void) {
        registerAll(self)
    }

    /// - Parameter needsDisplay: false for a kind shown without a window (a desktop notification).
    func register<Description: DialogDescription>(
        _ kind: Description.Type, needsDisplay: Bool = true,
        _ build: @escaping @MainActor (DialogSession<Description>) throws -> Void
    ) {
        builders[ObjectIdentifier(kind)] = Builder(needsDisplay: needsDisplay, build)
    }

    func show<Description: DialogDescription>(_ session: DialogSession<Description>) throws {
        guard let builder = builders[ObjectIdentifier(Description.self)] as? Builder<Description> else {
            preconditionFailure("GtkBackend has no window for \(Description.self): register it in GtkBackend")
        }
        if builder.needsDisplay { try Runtime.initialize() }
        try builder.build(session)
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
