import Foundation
import XCTest

/// A point of a window given as fractions of its size: `(x: 0.5, y: 0.5)` is its middle.
typealias WindowPoint = (x: Double, y: Double)

/// Real pointer input into a launched program's window (the CLI's, in a process of its own):
/// `xdotool` on X; on Wayland `wl-keys`, at the place sway gives the window on its layout.
extension LaunchedProgram {
    /// Where the program's first visible window is, once shown: on the X screen, or on sway's
    /// layout (its content, without the border sway draws).
    func windowFrame() throws -> (x: Int, y: Int, width: Int, height: Int) {
        let pid = processID
        if DisplayServer.isWayland {
            return try Sway.waitForWindow("of process \(pid)") { $0.pid == pid }.rect
        }
        let window = try xdotool("search", "--sync", "--onlyvisible", "--pid", String(pid))
        // Lines of NAME=VALUE: WINDOW, X, Y, WIDTH, HEIGHT, SCREEN.
        var values: [String: Int] = [:]
        for line in try runProgram("/usr/bin/xdotool", ["getwindowgeometry", "--shell", window]).split(separator: "\n")
        {
            let parts = line.split(separator: "=", maxSplits: 1)
            if parts.count == 2, let value = Int(parts[1]) { values[String(parts[0])] = value }
        }
        guard let x = values["X"], let y = values["Y"], let width = values["WIDTH"], let height = values["HEIGHT"]
        else { throw ProgramError.failed("xdotool gave no geometry for window \(window)") }
        return (x, y, width, height)
    }

    /// Clicks button 1 at `point` of the window, the pointer coming in from the screen's corner.
    func click(at point: WindowPoint) throws {
        let (x, y) = try screenPosition(of: point)
        if DisplayServer.isWayland {
            let layout = try Sway.layoutSize()
            try runProgram(Sway.wlKeys, ["click"] + [x, y, layout.width, layout.height].map(String.init))
        } else {
            try xdotool("mousemove", "--sync", "0", "0", "mousemove", "--sync", String(x), String(y), "click", "1")
        }
    }

    /// Presses button 1 at `start`, moves to `end` in steps with it held, and releases it there:
    /// the drag that selects text.
    func drag(from start: WindowPoint, to end: WindowPoint) throws {
        let (fromX, fromY) = try screenPosition(of: start)
        let (toX, toY) = try screenPosition(of: end)
        if DisplayServer.isWayland {
            let layout = try Sway.layoutSize()
            try runProgram(
                Sway.wlKeys, ["drag"] + [fromX, fromY, toX, toY, layout.width, layout.height].map(String.init))
            return
        }
        var arguments = [
            "mousemove", "--sync", "0", "0", "mousemove", "--sync", String(fromX), String(fromY), "mousedown", "1",
        ]
        for step in 1...4 {
            let x = fromX + (toX - fromX) * step / 4
            let y = fromY + (toY - fromY) * step / 4
            arguments += ["mousemove", "--sync", String(x), String(y)]
        }
        try xdotool(arguments + ["mouseup", "1"])
    }

    private func screenPosition(of point: WindowPoint) throws -> (Int, Int) {
        let frame = try windowFrame()
        return (frame.x + Int(Double(frame.width) * point.x), frame.y + Int(Double(frame.height) * point.y))
    }
}
