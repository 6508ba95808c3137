import Foundation
import XCTest

/// The display server the GUI tests run on: Xvfb (`scripts/with-display`) or a headless
/// sway (`scripts/with-wayland`, which sets `WAYLAND_DISPLAY`, `SWAYSOCK` and `WL_KEYS`).
enum DisplayServer {
    case x11
    case wayland

    /// X when `DISPLAY` is set, as GTK chooses; else Wayland when `WAYLAND_DISPLAY` is; else none.
    static var current: DisplayServer? {
        let environment = ProcessInfo.processInfo.environment
        if environment["DISPLAY"] != nil { return .x11 }
        if environment["WAYLAND_DISPLAY"] != nil { return .wayland }
        return nil
    }

    static var isWayland: Bool { current == .wayland }

    /// Skips the test when there is no display server at all.
    static func require() throws {
        guard current != nil else {
            throw XCTSkip("no display; run `make test`, which starts Xvfb and a headless sway")
        }
    }

    /// Skips the test on Wayland, saying why it only runs on X.
    static func requireX11(_ reason: String) throws {
        try require()
        if isWayland { throw XCTSkip("X only: \(reason)") }
    }
}

/// Input and window management on the test harness's sway: keys through `wl-keys`
/// (a virtual keyboard with the default keymap, see Tests/WaylandInput/wl-keys.c),
/// focus and closing through `swaymsg`, the compositor's own commands.
enum Sway {
    struct Window {
        var id: Int
        var pid: Int32
        var title: String
        var focused: Bool
        var floating: Bool
        var fullscreen: Bool
        /// Where the window's content is on the layout: sway's container less the title
        /// bar and border sway draws around a tiled window.
        var rect: (x: Int, y: Int, width: Int, height: Int)
        /// sway's container: the window with the title bar and border sway draws.
        var frame: (x: Int, y: Int, width: Int, height: Int)
    }

    /// Runs a sway command (`[con_id=4] focus`).
    static func command(_ command: String) throws {
        try runProgram("/usr/bin/swaymsg", [command])
    }

    /// The size of sway's layout in logical pixels (the root of its tree): where the
    /// outputs are, `wl-keys click` points into.
    static func layoutSize() throws -> (width: Int, height: Int) {
        let json = try runProgram("/usr/bin/swaymsg", ["-t", "get_tree", "--raw"])
        let tree = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        let rect = tree?["rect"] as? [String: Int]
        return (rect?["width"] ?? 0, rect?["height"] ?? 0)
    }

    /// Every window sway shows, from its tree.
    static func windows() throws -> [Window] {
        let json = try runProgram("/usr/bin/swaymsg", ["-t", "get_tree", "--raw"])
        guard let tree = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any] else { return [] }
        var result: [Window] = []
        func visit(_ node: [String: Any], floating: Bool) {
            if let id = node["id"] as? Int, let pid = node["pid"] as? Int,
                let container = node["rect"] as? [String: Int]
            {
                let content = node["window_rect"] as? [String: Int] ?? [:]
                let rect = [
                    "x": (container["x"] ?? 0) + (content["x"] ?? 0), "y": (container["y"] ?? 0) + (content["y"] ?? 0),
                    "width": content["width"] ?? container["width"] ?? 0,
                    "height": content["height"] ?? container["height"] ?? 0,
                ]
                result.append(
                    Window(
                        id: id, pid: Int32(pid), title: node["name"] as? String ?? "",
                        focused: node["focused"] as? Bool ?? false, floating: floating,
                        fullscreen: (node["fullscreen_mode"] as? Int ?? 0) != 0,
                        rect: (rect["x"] ?? 0, rect["y"] ?? 0, rect["width"] ?? 0, rect["height"] ?? 0),
                        frame: (
                            container["x"] ?? 0, container["y"] ?? 0, container["width"] ?? 0,
                            container["height"] ?? 0
                        )))
            }
            for child in node["nodes"] as? [[String: Any]] ?? [] { visit(child, floating: floating) }
            for child in node["floating_nodes"] as? [[String: Any]] ?? [] { visit(child, floating: true) }
        }
        visit(tree, floating: false)
        return result
    }

    /// Waits (up to 20 s) for a window matching `matches` and returns it.
    static func waitForWindow(
        _ description: String, timeout: Double = 20, matching matches: (Window) -> Bool
    ) throws -> Window {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            if let window = try windows().first(where: matches) { return window }
            guard Date() < deadline else { throw ProgramError.timedOut("no window \(description) on sway") }
            // sway's tree is polled: a window appears between two reads, not at a fixed time.
            Thread.sleep(forTimeInterval: 0.02)
        }
    }

    /// Makes sway show whether it holds `parent` as the parent of the next window: `parent` goes
    /// fullscreen with `popup_during_fullscreen leave_fullscreen`, so that a dialog of its own
    /// makes it leave fullscreen, where any other window would open behind it. (No Wayland client
    /// can read another's parent, and sway 1.7 centres every new floating window on the output,
    /// parent or not, so placement shows nothing.) Returns what puts sway's setting and the
    /// window back.
    static func fullscreenForItsDialog(_ parent: Window) throws -> () -> Void {
        try command("popup_during_fullscreen leave_fullscreen")
        try command("[con_id=\(parent.id)] fullscreen enable")
        return {
            _ = try? command("popup_during_fullscreen smart")
            _ = try? command("[con_id=\(parent.id)] fullscreen disable")
        }
    }

    /// Gives `window` the keyboard focus and waits until sway reports it focused.
    static func focus(_ window: Window) throws {
        try command("[con_id=\(window.id)] focus")
        _ = try waitForWindow("focused", matching: { $0.id == window.id && $0.focused })
    }

    /// The first window of process `pid` (or titled `title`), once shown, with the focus.
    static func focusWindow(pid: Int32? = nil, title: String? = nil) throws {
        let window = try waitForWindow("of \(pid.map(String.init) ?? title ?? "")") { window in
            (pid == nil || window.pid == pid) && (title == nil || window.title == title)
        }
        try focus(window)
    }

    /// The `wl-keys` arguments for an xdotool `key` or `type` command; nil for any other.
    static func keyArguments(forXdotool arguments: [String]) -> [String]? {
        guard let command = arguments.first, command == "key" || command == "type" else { return nil }
        var result = [command]
        var rest = arguments.dropFirst()
        while let option = rest.first, option.hasPrefix("--") {
            rest = rest.dropFirst()
            if option == "--delay", let value = rest.first {
                result += ["--delay", value]
                rest = rest.dropFirst()
            }
        }
        return result + rest
    }

    /// The keyboard helper the harness built.
    static var wlKeys: String {
        ProcessInfo.processInfo.environment["WL_KEYS"] ?? "wl-keys"
    }
}
