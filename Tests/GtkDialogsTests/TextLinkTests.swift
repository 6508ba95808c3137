import Foundation
import XCTest

/// A web address in `gtk-dialogs text` and `--text-info` opens in the desktop's default browser
/// on a real click, and nothing else does: the viewer runs with a stand-in browser as the
/// default handler of http and https, on a session bus of the test's own (GIO announces each
/// launch on the session bus; with none, under X, it would start one through dbus-launch).
final class TextLinkTests: XCTestCase, @unchecked Sendable {
    private var bus: PrivateSessionBus?
    private var browser: StandInBrowser?
    private let middle: WindowPoint = (0.5, 0.5)

    override func setUpWithError() throws {
        try DisplayServer.require()
        let bus = try PrivateSessionBus(withDunst: false)
        self.bus = bus
        browser = try StandInBrowser(environment: bus.environment)
    }

    override func tearDown() {
        bus?.stop()
        browser?.remove()
    }

    /// Each text is one address or plain words long enough to fill the whole text area, so the
    /// middle of the window is on it wherever the lines wrap. The addresses the browser got are
    /// compared once the last one (an address of its own) arrived: a launch from an earlier
    /// click would have been there before it.
    func testOnlyAClickOnAnAddressOpensIt() throws {
        try assertOnlyAClickOnAnAddressOpensIt(in: "gtk-dialogs")
    }

    /// The same at GTK 4's viewer (a click gesture and tags on its text view).
    func testOnlyAClickOnAnAddressOpensItInGtk4() throws {
        try assertOnlyAClickOnAnAddressOpensIt(in: "gtk4-dialogs")
    }

    private func assertOnlyAClickOnAnAddressOpensIt(in program: String) throws {
        let browser = try XCTUnwrap(browser)
        try browser.assertIsTheDefault()
        let address = "https://example.org/" + String(repeating: "linked", count: 700)
        let viewer = try show(address, in: ["text"], program: program)
        try viewer.click(at: middle)
        assertOpened(browser.waitForAddresses(count: 1), [address])
        // A drag over the address selects part of it, and opens nothing.
        try viewer.drag(from: (0.3, 0.35), to: (0.7, 0.65))
        try close(viewer, expecting: 2)

        // The plain words after an address on its line: not part of it.
        let plain = try show(
            "https://example.org/start " + String(repeating: "plain words ", count: 600), in: ["text"], program: program
        )
        try plain.click(at: middle)
        try close(plain, expecting: 2)

        // An address starting "www." opens as http, here in zenity's viewer.
        let web = "www.example.org/" + String(repeating: "dotted", count: 700)
        let zenity = try show(web, in: ["--text-info"], program: program)
        try zenity.click(at: middle)
        assertOpened(browser.waitForAddresses(count: 2), [address, "http://" + web])
        try close(zenity, expecting: 1)
        for viewer in [viewer, plain, zenity] {
            // GTK 4 says how it starts (its renderer, its accessibility bus): only our own warnings count.
            let warnings = program == "gtk-dialogs" ? viewer.errors : ownWarnings(viewer.errors)
            XCTAssertTrue(warnings.isEmpty, "the viewer warned: \(warnings.prefix(300))")
        }
    }

    /// An address that cannot open (the default browser's program is gone) is said on stderr with
    /// GIO's reason, and the viewer stays open until Escape.
    func testAnAddressThatCannotOpenSaysWhy() throws {
        try assertAnAddressThatCannotOpenSaysWhy(in: "gtk-dialogs")
    }

    func testAnAddressThatCannotOpenSaysWhyInGtk4() throws {
        try assertAnAddressThatCannotOpenSaysWhy(in: "gtk4-dialogs")
    }

    private func assertAnAddressThatCannotOpenSaysWhy(in program: String) throws {
        let browser = try XCTUnwrap(browser)
        try FileManager.default.removeItem(at: browser.folder.appendingPathComponent("browser"))
        let address = "https://example.org/" + String(repeating: "gone", count: 1000)
        let viewer = try show(address, in: ["text"], program: program)
        try viewer.click(at: middle)
        // A whole line of ours (GTK 4 says more as it starts).
        let said = viewer.waitForErrors(
            { $0.components(separatedBy: "\n").dropLast().contains { $0.hasPrefix("GtkDialogs:") } },
            "a line on why the address cannot open")
        // The library's warning, prefixed as its diagnostics are; then GIO's reason.
        let line = ownWarnings(viewer.errors).split(separator: "\n").first.map(String.init) ?? ""
        let start = "GtkDialogs: cannot open \(address): "
        XCTAssertTrue(said && line.hasPrefix(start), String(line.prefix(60)))
        XCTAssertFalse(line.dropFirst(start.count).isEmpty, "no reason: \(line.prefix(60))")
        try close(viewer, expecting: 2)
    }

    /// Compares the addresses exactly; a failure shows their starts and lengths (they fill a window).
    private func assertOpened(_ opened: [String], _ expected: [String], line: UInt = #line) {
        let shown = { (addresses: [String]) in
            addresses.map { "\($0.prefix(40))… (\($0.count) characters)" }.joined(separator: ", ")
        }
        XCTAssertTrue(opened == expected, "opened [\(shown(opened))], not [\(shown(expected))]", line: line)
    }

    /// The lines of `errors` that are the library's warnings or GLib's criticals.
    private func ownWarnings(_ errors: String) -> String {
        errors.split(separator: "\n").filter { $0.contains("GtkDialogs:") || $0.contains("CRITICAL") }
            .joined(separator: "\n")
    }

    /// Shows `text` from a file in `program` (gtk-dialogs, gtk4-dialogs) with `arguments` and the
    /// browser's environment.
    private func show(
        _ text: String, in arguments: [String], program name: String = "gtk-dialogs"
    ) throws -> LaunchedProgram {
        let browser = try XCTUnwrap(browser)
        let path = browser.folder.appendingPathComponent("text-\(UUID().uuidString)")
        try text.write(to: path, atomically: true, encoding: .utf8)
        let program = try LaunchedProgram(
            ProgramLocator.builtProduct(name), arguments: arguments + ["--filename", path.path],
            environment: name == "gtk4-dialogs" ? Gtk4Environment.with(browser.environment) : browser.environment)
        addTeardownBlock { program.stop() }
        return program
    }

    /// Presses Escape in the viewer and checks how it ended (the clicks did not end it).
    private func close(_ program: LaunchedProgram, expecting status: Int32) throws {
        try program.focusWindow()
        try xdotool("key", "Escape")
        XCTAssertEqual(program.waitForExit(), status)
    }
}

/// A browser that only writes down the addresses it is asked to open, one a line, made the
/// default handler of http and https in folders of its own (`XDG_DATA_HOME`'s applications,
/// `XDG_CONFIG_HOME`'s mimeapps.list), as GIO looks them up for `g_app_info_launch_default_for_uri`.
private struct StandInBrowser {
    let folder: URL
    let environment: [String: String]
    private let log: URL

    init(environment base: [String: String]) throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("browser-\(UUID().uuidString)")
        log = folder.appendingPathComponent("opened")
        let applications = folder.appendingPathComponent("data/applications")
        let config = folder.appendingPathComponent("config")
        for directory in [applications, config] {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        }
        let script = folder.appendingPathComponent("browser")
        try "#!/bin/sh\nprintf '%s\\n' \"$1\" >> '\(log.path)'\n".write(to: script, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
        try """
        [Desktop Entry]
        Type=Application
        Name=Stand-in browser
        Exec="\(script.path)" %u
        MimeType=x-scheme-handler/https;x-scheme-handler/http;

        """.write(
            to: applications.appendingPathComponent("stand-in-browser.desktop"), atomically: true, encoding: .utf8)
        try """
        [Default Applications]
        x-scheme-handler/https=stand-in-browser.desktop
        x-scheme-handler/http=stand-in-browser.desktop

        """.write(to: config.appendingPathComponent("mimeapps.list"), atomically: true, encoding: .utf8)
        var environment = base
        environment["XDG_DATA_HOME"] = folder.appendingPathComponent("data").path
        environment["XDG_CONFIG_HOME"] = config.path
        // GTK would hand the address to the desktop portal, which this bus does not have.
        environment["GTK_USE_PORTAL"] = nil
        self.environment = environment
    }

    /// Checks that GIO (`gio mime`) takes this browser for both schemes in its environment.
    func assertIsTheDefault(file: StaticString = #filePath, line: UInt = #line) throws {
        for scheme in ["https", "http"] {
            let gio = try LaunchedProgram(
                URL(fileURLWithPath: "/usr/bin/gio"), arguments: ["mime", "x-scheme-handler/\(scheme)"],
                environment: environment)
            XCTAssertEqual(gio.waitForExit(), 0, file: file, line: line)
            XCTAssertTrue(
                gio.output.contains(": stand-in-browser.desktop\n"), "gio mime \(scheme): \(gio.output)", file: file,
                line: line)
        }
    }

    /// The addresses opened so far, once there are `count` of them (or all there are after 10 s).
    func waitForAddresses(count: Int) -> [String] {
        let deadline = Date().addingTimeInterval(10)
        while true {
            let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
            if lines.count >= count || Date() >= deadline { return lines }
            // The browser is another process writing a file: read again, not at a fixed time.
            Thread.sleep(forTimeInterval: 0.02)
        }
    }

    func remove() {
        try? FileManager.default.removeItem(at: folder)
    }
}
