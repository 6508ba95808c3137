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
        }
        gtk_window_present(gd_window(window!.window))
    }
}

private let activated: GDWidgetHandler = { _, _ in
    MainActor.assumeIsolated { DemoApplication.shared?.activate() }
}

// Exit codes: 0 normal, 2 no display.
do {
    try Dialogs.initialize()
} catch {
    let line = "dialogs-demo: \(error)\n"
    _ = line.withCString { write(STDERR_FILENO, $0, strlen($0)) }
    exit(2)
}
gtk_window_set_default_icon_name(applicationID)
let demo = DemoApplication()
DemoApplication.shared = demo
let status = g_application_run(gd_gapplication(demo.application), CommandLine.argc, CommandLine.unsafeArgv)
exit(status)
