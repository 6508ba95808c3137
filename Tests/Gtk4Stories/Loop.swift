import AdwDialogs
import CAdw
import DialogsGLib

/// Runs GLib's loop for the driver: until a condition holds (10 s at most), or until idle.
@MainActor
enum Loop {
    static func spin(until condition: () -> Bool, seconds: UInt32 = 10) -> Bool {
        var expired = false
        let deadline = Signals.every(milliseconds: seconds * 1000) {
            expired = true
            return false
        }
        defer { if !expired { g_source_remove(deadline) } }
        while !condition() {
            if expired { return false }
            g_main_context_iteration(nil, 1)
        }
        return true
    }

    /// Handles what is pending now.
    static func drain() {
        while g_main_context_iteration(nil, 0) != 0 {}
    }

    /// The mapped toplevel titled `title`, once there is one; then what is pending is handled, when
    /// `drains` (not for a window busy for long: a big text's layout is pending for a minute).
    static func window(titled title: String, drains: Bool = true) -> UnsafeMutablePointer<GtkWidget>? {
        var found: UnsafeMutablePointer<GtkWidget>?
        _ = spin(until: {
            found = Widgets.toplevel(titled: title).flatMap { gtk_widget_get_mapped($0) != 0 ? $0 : nil }
            return found != nil
        })
        if drains { drain() }
        return found
    }
}
