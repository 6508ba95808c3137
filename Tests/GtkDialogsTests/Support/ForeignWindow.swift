import Foundation
import XCTest

/// Another program's window for the parent-by-handle tests: `Tests/ParentWindow/parent-window.c`,
/// compiled here against GTK 3 or GTK 4 into a folder of the test's own, showing a window and
/// printing its handle (`x11:0x…`, or `wayland:…` exported through xdg-foreign).
final class ForeignWindow: @unchecked Sendable {
    enum Toolkit: String {
        case gtk3 = "gtk+-3.0"
        case gtk4 = "gtk4"
    }

    let title: String
    /// The handle it printed, as `--parent` takes it.
    let handle: String
    private let program: LaunchedProgram
    private let input = Pipe()
    private let folder: URL

    init(_ toolkit: Toolkit, title: String, environment: [String: String] = [:]) throws {
        self.title = title
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("parent-window-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("ParentWindow/parent-window.c")
        let binary = folder.appendingPathComponent("parent-window")
        let flags = try runProgram("/usr/bin/pkg-config", ["--cflags", "--libs", toolkit.rawValue])
            .split(whereSeparator: \.isWhitespace).map(String.init)
        try runProgram("/usr/bin/cc", ["-Wall", "-Werror", "-o", binary.path, source.path] + flags)
        program = try LaunchedProgram(
            binary, arguments: [title], environment: LaunchedProgram.environmentWithoutExitCodeOverrides(environment),
            input: input)
        program.waitForOutput({ $0.hasSuffix("\n") }, "the window's handle")
        handle = program.output.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The X window id in the handle; nil on Wayland.
    var xid: UInt? {
        guard handle.hasPrefix("x11:0x") else { return nil }
        return UInt(handle.dropFirst(6), radix: 16)
    }

    /// Closes its standard input, which ends it, and removes its folder.
    func close() {
        try? input.fileHandleForWriting.close()
        _ = program.waitForExit()
        try? FileManager.default.removeItem(at: folder)
    }

    /// The window WM_TRANSIENT_FOR of X window `window` names (xprop), or nil when it has none.
    static func transientFor(_ window: UInt) throws -> UInt? {
        let line = try runProgram("/usr/bin/xprop", ["-id", String(window), "WM_TRANSIENT_FOR"])
        // "WM_TRANSIENT_FOR(WINDOW): window id # 0x400008", or "WM_TRANSIENT_FOR:  not found."
        guard let id = line.split(separator: " ").last, id.hasPrefix("0x") else { return nil }
        return UInt(id.dropFirst(2).trimmingCharacters(in: .whitespacesAndNewlines), radix: 16)
    }
}
