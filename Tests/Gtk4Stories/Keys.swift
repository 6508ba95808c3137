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

    /// Moves the real pointer to `point`, in `widget`'s coordinates, in its focused window: xdotool
    /// relative to the X window; on Wayland the harness's virtual pointer, placed from sway's
    /// layout (the window's place in it and its size).
    static func movePointer(to point: (x: Double, y: Double), in widget: UnsafeMutablePointer<GtkWidget>) {
        guard let window = gtk_widget_get_root(widget).map({ UnsafeMutablePointer<GtkWidget>($0) })
        else { return }
        var inWindow = graphene_point_t()
        var origin = graphene_point_t(x: Float(point.x), y: Float(point.y))
        _ = gtk_widget_compute_point(widget, window, &origin, &inWindow)
        var shadowX = 0.0
        var shadowY = 0.0
        gtk_native_get_surface_transform(OpaquePointer(window), &shadowX, &shadowY)
        if isWayland {
            // Sway places the window's geometry, which starts inside its shadow.
            guard let id = swayWindow(window), let placed = swayRects().first(where: { $0.id == id }),
                let layout = swayRects().first
            else { return }
            let x = placed.x + Int(inWindow.x.rounded())
            let y = placed.y + Int(inWindow.y.rounded())
            run(
                ProcessInfo.processInfo.environment["WL_KEYS"] ?? "wl-keys",
                ["move"] + [x, y, layout.width, layout.height].map(String.init))
        } else {
            let x = Int((Double(inWindow.x) + shadowX).rounded())
            let y = Int((Double(inWindow.y) + shadowY).rounded())
            run(
                "/usr/bin/env",
                ["xdotool", "mousemove", "--window", String(ad_window_xid(window)), "--sync", String(x), String(y)])
        }
        Loop.drain()
    }

    /// Every node of sway's tree with the rectangle of its content, the root (the whole layout) first.
    private static func swayRects() -> [(id: Int, x: Int, y: Int, width: Int, height: Int)] {
        let json = output(of: "/usr/bin/swaymsg", ["-t", "get_tree", "--raw"])
        guard let tree = try? JSONSerialization.jsonObject(with: json) as? [String: Any] else { return [] }
        var rects: [(id: Int, x: Int, y: Int, width: Int, height: Int)] = []
        func walk(_ node: [String: Any]) {
            // A window's content: its container's place plus the content's place in it (sway's border).
            if let id = node["id"] as? Int, let rect = node["rect"] as? [String: Int] {
                let content = node["window_rect"] as? [String: Int] ?? [:]
                rects.append(
                    (
                        id, (rect["x"] ?? 0) + (content["x"] ?? 0), (rect["y"] ?? 0) + (content["y"] ?? 0),
                        rect["width"] ?? 0, rect["height"] ?? 0
                    ))
            }
            for key in ["nodes", "floating_nodes"] {
                for child in node[key] as? [[String: Any]] ?? [] { walk(child) }
            }
        }
        walk(tree)
        return rects
    }

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
