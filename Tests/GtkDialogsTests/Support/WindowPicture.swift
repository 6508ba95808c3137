import Foundation

/// Pictures of another program's window, to see that it repaints: ImageMagick's `import` of
/// its X window, or on Wayland grim's of where sway placed it. Each look is bounded (10 s): a
/// window whose client has stopped answering can keep `import` waiting.
struct WindowPicture {
    /// The window's process id, when the display says.
    let processID: Int32?
    private let takeInto: (String) throws -> Void

    /// Waits for the visible window titled `title`.
    init(titled title: String) throws {
        if DisplayServer.isWayland {
            let window = try Sway.waitForWindow("titled \(title)") { $0.title == title }
            let area = "\(window.rect.x),\(window.rect.y) \(window.rect.width)x\(window.rect.height)"
            processID = window.pid
            takeInto = { _ = try runProgram("/usr/bin/timeout", ["10", "/usr/bin/grim", "-t", "ppm", "-g", area, $0]) }
            return
        }
        let window =
            try xdotoolSearch(["search", "--sync", "--onlyvisible", "--name", "^\(title)$"], within: 10).split(
                separator: "\n"
            ).first.map(String.init) ?? ""
        guard !window.isEmpty else { throw ProgramError.timedOut("no window titled \(title) within 10 s") }
        processID = Int32(try xdotool("getwindowpid", window).trimmingCharacters(in: .whitespacesAndNewlines))
        takeInto = {
            _ = try runProgram(
                "/usr/bin/timeout", ["10", "/usr/bin/import", "-window", window, "-depth", "8", "rgb:\($0)"])
        }
    }

    /// The window's pixels now.
    func take() throws -> Data {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("picture-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: path) }
        try takeInto(path.path)
        return try Data(contentsOf: path)
    }
}
