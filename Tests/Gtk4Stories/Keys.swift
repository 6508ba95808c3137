import AdwDialogs
import CAdw
import Foundation

/// Real input: on X, keys typed by xdotool into the window given the keyboard focus first and the
/// window manager's close request; on Wayland, sway gives the focus and closes the window
/// (`kill`: xdg_toplevel.close), and the harness's `wl-keys` (WL_KEYS) presses the keys.
@MainActor
enum Keys {
    static func press(_ keys: String..., in window: UnsafeMutablePointer<GtkWidget>) {
        send(["key"] + keys, xdotoolOptions: ["--clearmodifiers"], to: window)
    }

    static func type(_ text: String, in window: UnsafeMutablePointer<GtkWidget>) {
        send(["type", "--delay", "20", text], xdotoolOptions: [], to: window)
    }

    static var isWayland: Bool { ad_display_is_wayland() != 0 }

    /// What a window manager sends for its close button.
    static func closeLikeWindowManager(_ window: UnsafeMutablePointer<GtkWidget>) {
        if isWayland {
            if let id = swayWindow(window) { run("/usr/bin/swaymsg", ["[con_id=\(id)] kill"]) }
            return
        }
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

    /// Focuses `window`, then sends `arguments` (`key …`, `type --delay N TEXT`).
    private static func send(
        _ arguments: [String], xdotoolOptions: [String], to window: UnsafeMutablePointer<GtkWidget>
    ) {
        if isWayland {
            if let id = swayWindow(window) { run("/usr/bin/swaymsg", ["[con_id=\(id)] focus"]) }
            _ = Loop.spin(until: { gtk_window_is_active(ad_window(window)) != 0 })
            run(ProcessInfo.processInfo.environment["WL_KEYS"] ?? "wl-keys", arguments)
        } else {
            run("/usr/bin/env", ["xdotool", "windowfocus", "--sync", String(ad_window_xid(window))])
            _ = Loop.spin(until: { gtk_window_is_active(ad_window(window)) != 0 })
            run("/usr/bin/env", ["xdotool", arguments[0]] + xdotoolOptions + arguments.dropFirst())
        }
        Loop.drain()
    }

    /// Sway's container id for `window` of this process, once sway lists it.
    private static func swayWindow(_ window: UnsafeMutablePointer<GtkWidget>) -> Int? {
        let title = gtk_window_get_title(ad_window(window)).map { String(cString: $0) }
        let pid = Int(ProcessInfo.processInfo.processIdentifier)
        var found: Int?
        _ = Loop.spin(until: {
            found = swayWindows().first { $0.pid == pid && $0.title == title }?.id
            return found != nil
        })
        return found
    }

    private static func swayWindows() -> [(id: Int, pid: Int, title: String)] {
        let json = output(of: "/usr/bin/swaymsg", ["-t", "get_tree", "--raw"])
        guard let tree = try? JSONSerialization.jsonObject(with: json) as? [String: Any] else { return [] }
        var windows: [(id: Int, pid: Int, title: String)] = []
        func walk(_ node: [String: Any]) {
            if let id = node["id"] as? Int, let pid = node["pid"] as? Int, let name = node["name"] as? String {
                windows.append((id, pid, name))
            }
            for key in ["nodes", "floating_nodes"] {
                for child in node[key] as? [[String: Any]] ?? [] { walk(child) }
            }
        }
        walk(tree)
        return windows
    }

    /// Runs a helper to its end while GTK keeps handling events.
    private static func run(_ tool: String, _ arguments: [String]) {
        _ = launch(tool, arguments, output: nil)
    }

    private static func output(of tool: String, _ arguments: [String]) -> Data {
        let pipe = Pipe()
        launch(tool, arguments, output: pipe)
        return pipe.fileHandleForReading.readDataToEndOfFile()
    }

    @discardableResult
    private static func launch(_ tool: String, _ arguments: [String], output: Pipe?) -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        process.standardOutput = output ?? FileHandle.nullDevice
        let finished = Finished()
        process.terminationHandler = { _ in
            finished.set()
            g_main_context_wakeup(nil)  // the loop may be blocked waiting for GTK's events
        }
        do { try process.run() } catch {
            print("\(tool): \(error)")
            return false
        }
        if output != nil { return true }  // the caller reads to the end, which is the end
        return Loop.spin(until: { finished.isSet })
    }
}

/// Set from Process' own thread, read on the main actor.
private final class Finished: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false
    func set() { lock.withLock { value = true } }
    var isSet: Bool { lock.withLock { value } }
}
