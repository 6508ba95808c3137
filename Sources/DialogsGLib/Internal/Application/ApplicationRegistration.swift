import CGLib
import Glibc

/// What both demos do with their GApplication before running it, whatever their toolkit.
package enum ApplicationRegistration {
    /// Registers `application` (a `GApplication *`) with the session bus if one is running,
    /// without starting one. When GLib finds no bus address (`DBUS_SESSION_BUS_ADDRESS` unset,
    /// no `bus` socket in the user's runtime directory), it runs `dbus-launch --autolaunch` and
    /// waits for it: a fork and exec that fail where dbus-x11 is not installed, a new bus daemon
    /// where it is, all before the window can appear. Without a session bus the app then runs as
    /// GApplication runs whenever it cannot reach one: non-unique. (A bus that another program
    /// autolaunched on the same X display is not looked for.) The environment is restored at
    /// once, for later bus users and child processes.
    package static func registerWithoutStartingABus(_ application: gpointer) {
        let variable = "DBUS_SESSION_BUS_ADDRESS"
        guard getenv(variable) == nil else { return }  // set, even empty: GLib never autolaunches
        let socket = String(cString: g_get_user_runtime_dir()) + "/bus"
        guard g_file_test(socket, G_FILE_TEST_EXISTS) == 0 else { return }  // where GLib looks next
        setenv(variable, "disabled:", 1)
        g_application_register(application.assumingMemoryBound(to: GApplication.self), nil, nil)
        unsetenv(variable)
    }

    /// The local time as `format` (`g_date_time_format`'s) writes it: "14:03:27" for "%H:%M:%S".
    package static func localTime(_ format: String) -> String {
        let now = g_date_time_new_now_local()
        defer { g_date_time_unref(now) }
        return g_date_time_format(now, format).map { CStrings.takeOwnership($0) } ?? ""
    }
}
