import Foundation
import XCTest

/// A session bus of the test's own (`dbus-daemon`, started and stopped by process id), with no
/// activatable services but those named (the AT-SPI bus launcher: no portal, no notification
/// daemon starts by itself), and optionally dunst on it as the notification service. dunst's
/// context menu runs `dmenu` from its configuration: here a script that picks the action
/// named in the file `pick`, so `dunstctl context` clicks an action with no one at the screen.
final class PrivateSessionBus: @unchecked Sendable {
    let address: String
    private let folder: URL
    private let daemon: LaunchedProgram
    private var dunst: LaunchedProgram?
    /// The X server dunst draws on under Wayland.
    private var dunstDisplay: LaunchedProgram?

    /// - Parameter activatable: services the bus starts when asked (`org.a11y.Bus`), from the
    ///   system's own `.service` files.
    init(withDunst: Bool, activatable: [String] = []) throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("bus-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let services = folder.appendingPathComponent("services")
        try FileManager.default.createDirectory(at: services, withIntermediateDirectories: true)
        for name in activatable {
            try FileManager.default.copyItem(
                atPath: "/usr/share/dbus-1/services/\(name).service",
                toPath: services.appendingPathComponent("\(name).service").path)
        }
        let config = folder.appendingPathComponent("session.conf")
        try """
        <!DOCTYPE busconfig PUBLIC "-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN"
         "http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd">
        <busconfig>
          <type>session</type>
          <listen>unix:dir=\(folder.path)</listen>
          <auth>EXTERNAL</auth>
          <servicedir>\(services.path)</servicedir>
          <policy context="default">
            <allow send_destination="*" eavesdrop="true"/><allow eavesdrop="true"/><allow own="*"/>
          </policy>
        </busconfig>
        """.write(to: config, atomically: true, encoding: .utf8)
        daemon = try LaunchedProgram(
            URL(fileURLWithPath: "/usr/bin/dbus-daemon"),
            arguments: ["--config-file", config.path, "--nofork", "--print-address=1"])
        daemon.waitForOutput({ $0.hasSuffix("\n") }, "bus address")
        address = daemon.output.trimmingCharacters(in: .whitespacesAndNewlines)
        if withDunst {
            do { try startDunst() } catch {
                stop()
                throw error
            }
        }
    }

    /// The environment of a program on this bus.
    var environment: [String: String] {
        LaunchedProgram.environmentWithoutExitCodeOverrides(["DBUS_SESSION_BUS_ADDRESS": address])
    }

    private func startDunst() throws {
        let menu = folder.appendingPathComponent("dmenu")
        try """
        #!/bin/sh
        input=$(cat)
        printf '%s\\n' "$input" > '\(folder.path)/menu'
        printf '%s\\n' "$input" | grep -F -m1 -- "#$(cat '\(folder.path)/pick') ("
        """.write(to: menu, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: menu.path)
        let rc = folder.appendingPathComponent("dunstrc")
        // A configuration of its own, with no icon looked up anywhere (no test looks at icons).
        // Under sway, dunst 1.9.0 draws on an Xvfb of its own: its Wayland output segfaults in a
        // D-Bus call (dunst-project/dunst#1147, `ctx.current_buffer` NULL; seen here as SIGSEGV
        // in 4 runs of 5 of the listen test), and the tests only read what it received.
        var dunstEnvironment = environment
        if DisplayServer.isWayland {
            let server = try LaunchedProgram(
                URL(fileURLWithPath: "/usr/bin/Xvfb"), arguments: ["-displayfd", "1", "-nolisten", "tcp"])
            server.waitForOutput({ $0.hasSuffix("\n") }, "Xvfb's display number")
            dunstDisplay = server
            dunstEnvironment["DISPLAY"] = ":" + server.output.trimmingCharacters(in: .whitespacesAndNewlines)
            dunstEnvironment["WAYLAND_DISPLAY"] = nil
        }
        try """
        [global]
            dmenu = \(menu.path)
            icon_position = off
            icon_path = ""
            enable_recursive_icon_lookup = false
            force_xwayland = \(DisplayServer.isWayland)

        """.write(to: rc, atomically: true, encoding: .utf8)
        dunst = try LaunchedProgram(
            URL(fileURLWithPath: "/usr/bin/dunst"), arguments: ["-config", rc.path], environment: dunstEnvironment)
        let wait = try LaunchedProgram(
            URL(fileURLWithPath: "/usr/bin/gdbus"),
            arguments: ["wait", "--session", "--timeout", "20", "org.freedesktop.Notifications"],
            environment: environment)
        XCTAssertEqual(wait.waitForExit(), 0, "dunst did not take the notification service's name")
    }

    /// Runs `dunstctl` on this bus to its end and returns its output.
    @discardableResult
    func dunstctl(_ arguments: String...) -> String {
        guard
            let program = try? LaunchedProgram(
                URL(fileURLWithPath: "/usr/bin/dunstctl"), arguments: arguments, environment: environment)
        else {
            XCTFail("cannot run dunstctl")
            return ""
        }
        // dunst's own stderr says why, when it has left the bus.
        XCTAssertEqual(
            program.waitForExit(), 0,
            "dunstctl \(arguments) failed: \(program.errors); dunst \(dunst?.state ?? "not started"), its stderr: "
                + (dunst?.errors ?? ""))
        return program.output
    }

    /// How many notifications dunst shows now.
    var displayedCount: Int? {
        dunstctl("count", "displayed").trimmingCharacters(in: .whitespacesAndNewlines).components(
            separatedBy: CharacterSet.decimalDigits.inverted
        ).compactMap { Int($0) }.first
    }

    /// Clicks the action labelled `label` of the first notification, through dunst's context menu.
    func clickAction(_ label: String) throws {
        try label.write(to: folder.appendingPathComponent("pick"), atomically: true, encoding: .utf8)
        dunstctl("context")
    }

    /// The context menu's lines the last time it was opened: `#Label (Title) [id,key]`.
    var lastMenu: String {
        (try? String(contentsOf: folder.appendingPathComponent("menu"), encoding: .utf8)) ?? ""
    }

    /// dunst's history (closed notifications), newest first: each one's fields as strings.
    func history() throws -> [[String: String]] {
        let json = try JSONSerialization.jsonObject(with: Data(dunstctl("history").utf8)) as? [String: Any]
        let lists = json?["data"] as? [[[String: Any]]] ?? []
        return (lists.first ?? []).map { entry in
            entry.compactMapValues { field in
                ((field as? [String: Any])?["data"]).map { "\($0)" }
            }
        }
    }

    /// Stops dunst (by its process id): the notification service leaves the bus.
    func stopDunst() {
        dunst?.stop()
    }

    func stop() {
        dunst?.stop()
        dunstDisplay?.stop()
        daemon.stop()
        try? FileManager.default.removeItem(at: folder)
    }
}
