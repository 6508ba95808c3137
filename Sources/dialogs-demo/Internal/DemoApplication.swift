import CGtk
import CGtkBridge
import DialogsGLib
import Glibc

let applicationID = "org.gtkdialogs.Demo"

/// The GtkApplication: one main window, created on first activation.
@MainActor
final class DemoApplication {
    let application: UnsafeMutablePointer<GtkApplication>
    var window: DemoWindow?

    init() {
        application = gtk_application_new(applicationID, G_APPLICATION_DEFAULT_FLAGS)
        Signals.on(application, "activate") { [unowned self] in activate() }
    }

    func activate() {
        if window == nil {
            let window = DemoWindow(application: application)
            self.window = window
            // Normally after the first frame: GTK lays out and paints at a higher priority than idle sources.
            Signals.whenIdle { window.finishStartup() }
        }
        gtk_window_present(gd_window(window!.window))
    }

    /// Registers on the session bus (which makes the app unique), then runs the main loop.
    func run() -> Int32 {
        ApplicationRegistration.registerWithoutStartingABus(application)
        return g_application_run(gd_gapplication(application), CommandLine.argc, CommandLine.unsafeArgv)
    }
}
