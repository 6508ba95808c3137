import CGtk
import CGtkBridge
import Glibc
import GtkDialogs

let applicationID = "org.gtkdialogs.Demo"

/// The GtkApplication: one main window, created on first activation.
@MainActor
final class DemoApplication {
    static var shared: DemoApplication?
    let application: UnsafeMutablePointer<GtkApplication>
    var window: DemoWindow?

    init() {
        application = gtk_application_new(applicationID, G_APPLICATION_DEFAULT_FLAGS)
        gd_connect(application, "activate", activated, nil, nil)
    }

    func activate() {
        if window == nil {
            window = DemoWindow(application: application)
            // Normally after the first frame: GTK lays out and paints at a higher priority than idle sources.
            g_idle_add(windowShown, nil)
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

private let activated: GDWidgetHandler = { _, _ in
    MainActor.assumeIsolated { DemoApplication.shared?.activate() }
}

private let windowShown: GSourceFunc = { _ in
    MainActor.assumeIsolated { DemoApplication.shared?.window?.finishStartup() }
    return 0  // G_SOURCE_REMOVE
}

// Exit codes: 0 normal, 2 no display.
do {
    try Dialogs.initialize()
} catch {
    let line = "dialogs-demo: \(error)\n"
    _ = line.withCString { write(STDERR_FILENO, $0, strlen($0)) }
    exit(2)
}
let demo = DemoApplication()
DemoApplication.shared = demo
exit(demo.run())
