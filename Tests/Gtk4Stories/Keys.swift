import AdwDialogs
import CAdw
import Foundation

/// Real X input: keys typed by xdotool into the window given the keyboard focus first, and the
/// window manager's close request.
@MainActor
enum Keys {
    static func press(_ keys: String..., in window: UnsafeMutablePointer<GtkWidget>) {
        xdotool(["key", "--clearmodifiers"] + keys, to: window)
    }

    static func type(_ text: String, in window: UnsafeMutablePointer<GtkWidget>) {
        xdotool(["type", "--delay", "20", text], to: window)
    }

    /// What a window manager sends for its close button: WM_DELETE_WINDOW.
    static func closeLikeWindowManager(_ window: UnsafeMutablePointer<GtkWidget>) {
        let display = gdk_x11_display_get_xdisplay(gdk_display_get_default())
        let xid = ad_window_xid(window)
        var event = XEvent()
        event.xclient.type = ClientMessage
        event.xclient.window = xid
        event.xclient.message_type = XInternAtom(display, "WM_PROTOCOLS", 0)
        event.xclient.format = 32
        event.xclient.data.l.0 = Int(XInternAtom(display, "WM_DELETE_WINDOW", 0))
        event.xclient.data.l.1 = Int(CurrentTime)
        XSendEvent(display, xid, 0, NoEventMask, &event)
        XFlush(display)
    }

    private static func xdotool(_ arguments: [String], to window: UnsafeMutablePointer<GtkWidget>) {
        run(["windowfocus", "--sync", String(ad_window_xid(window))])
        _ = Loop.spin(until: { gtk_window_is_active(ad_window(window)) != 0 })
        run(arguments)
        Loop.drain()
    }

    /// Runs xdotool to its end while GTK keeps handling events.
    private static func run(_ arguments: [String]) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["xdotool"] + arguments
        let finished = Finished()
        process.terminationHandler = { _ in
            finished.set()
            g_main_context_wakeup(nil)  // the loop may be blocked waiting for GTK's events
        }
        do { try process.run() } catch { return print("xdotool: \(error)") }
        _ = Loop.spin(until: { finished.isSet })
    }
}

/// Set from Process' own thread, read on the main actor.
private final class Finished: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false
    func set() { lock.withLock { value = true } }
    var isSet: Bool { lock.withLock { value } }
}
