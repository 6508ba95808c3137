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
        registerWithoutStartingABus()
        return g_application_run(gd_gapplication(application), CommandLine.argc, CommandLine.unsafeArgv)
    }

    /// Registers the application with the session bus if one is running, without
    /// starting one. When GLib finds no bus address (`DBUS_SESSION_BUS_ADDRESS`
    /// unset, no `bus` socket in the user's runtime directory), it runs
    /// `dbus-launch --autolaunch` and waits for it: a fork and exec that fail
    /// where dbus-x11 is not installed, a new bus daemon where it is, all before
    /// the window can appear. Without a session bus the app then runs as
    /// GApplication runs whenever it cannot reach one: non-unique. (A bus that
    /// another program autolaunched on the same X display is not looked for.)
    /// The environment is restored at once, for later bus users and child processes.
    private func registerWithoutStartingABus() {
        let variable = "DBUS_SESSION_BUS_ADDRESS"
        guard getenv(variable) == nil else { return }  // set, even empty: GLib never autolaunches
        let socket = String(cString: g_get_user_runtime_dir()) + "/bus"
        guard g_file_test(socket, G_FILE_TEST_EXISTS) == 0 else { return }  // where GLib looks next
        setenv(variable, "disabled:", 1)
        g_application_register(gd_gapplication(application), nil, nil)
        unsetenv(variable)
    }
}
