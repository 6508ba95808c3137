import CAdw
import CAdwBridge
import DialogsGLib

let applicationID = "org.gtkdialogs.Gtk4Demo"

/// The AdwApplication: one main window, created on first activation.
@MainActor
final class DemoApplication {
    let application: UnsafeMutablePointer<AdwApplication>
    var window: DemoWindow?

    init() {
        application = adw_application_new(applicationID, G_APPLICATION_DEFAULT_FLAGS)
        Signals.on(application, "activate") { [unowned self] in activate() }
    }

    func activate() {
        if window == nil {
            window = DemoWindow(application: ad_gtk_application(application))
        }
        gtk_window_present(ad_window(window!.window))
    }

    /// Registers on the session bus (which makes the app unique), then runs the main loop.
    func run() -> Int32 {
        ApplicationRegistration.registerWithoutStartingABus(application)
        return g_application_run(ad_gapplication(application), CommandLine.argc, CommandLine.unsafeArgv)
    }
}
