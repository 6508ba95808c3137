import Foundation
import XCTest

/// `--parent HANDLE` and zenity's `--attach`, on gtk-dialogs and gtk4-dialogs, parented by a window
/// of another program (ForeignWindow). On X the dialog's WM_TRANSIENT_FOR, read with xprop, is
/// that window. Under sway no client can read another's parent: the parent goes fullscreen with
/// `popup_during_fullscreen leave_fullscreen`, and sway takes it out of fullscreen only for a
/// window whose xdg_toplevel parent it is (Sway.fullscreenForItsDialog).
final class ParentHandleTests: XCTestCase, @unchecked Sendable {
    private var bus: PrivateSessionBus?

    override func setUpWithError() throws {
        try DisplayServer.require()
        bus = try PrivateSessionBus(withDunst: false)
    }

    override func tearDown() {
        bus?.stop()
        super.tearDown()
    }

    private struct Toolkit {
        let program: String
        let parent: ForeignWindow.Toolkit
    }

    private let toolkits = [
        Toolkit(program: "gtk-dialogs", parent: .gtk3), Toolkit(program: "gtk4-dialogs", parent: .gtk4),
    ]

    private var environment: [String: String] {
        bus.map(Gtk4Environment.on) ?? [:]
    }

    /// Shows `arguments` (a dialog titled `title`), checks it is the transient of `parent`, answers `key`.
    private func showParented(
        _ toolkit: Toolkit, _ arguments: [String], title: String, by parent: ForeignWindow, key: String = "Return",
        file: StaticString = #filePath, line: UInt = #line
    ) throws -> (status: Int32?, errors: String) {
        var undo = {}
        defer { undo() }
        if DisplayServer.isWayland {
            let window = try Sway.waitForWindow("\"\(parent.title)\"") { $0.title == parent.title }
            undo = try Sway.fullscreenForItsDialog(window)
            _ = try Sway.waitForWindow("fullscreen") { $0.id == window.id && $0.fullscreen }
        }
        let dialog = try LaunchedProgram(
            ProgramLocator.builtProduct(toolkit.program), arguments: arguments,
            environment: LaunchedProgram.environmentWithoutExitCodeOverrides(environment))
        defer { dialog.stop() }  // a dialog left unanswered by a failure
        if DisplayServer.isWayland {
            let shown = try Sway.waitForWindow("\"\(title)\"") { $0.title == title }
            _ = try Sway.waitForWindow("\"\(parent.title)\" out of fullscreen for its dialog") {
                $0.title == parent.title && !$0.fullscreen
            }
            undo()
            undo = {}
            try Sway.focus(shown)
        } else {
            let window = try xdotool("search", "--sync", "--onlyvisible", "--name", "^\(title)$")
            XCTAssertEqual(
                try ForeignWindow.transientFor(UInt(window) ?? 0), parent.xid, "WM_TRANSIENT_FOR", file: file,
                line: line)
            try xdotool("windowfocus", "--sync", window)
        }
        try xdotool("key", key)
        return (dialog.waitForExit(), dialog.errors)
    }

    func testParentMakesTheDialogTransientForTheWindowItNames() throws {
        for toolkit in toolkits {
            let parent = try ForeignWindow(toolkit.parent, title: "Editor", environment: environment)
            defer { parent.close() }
            let (status, errors) = try showParented(
                toolkit, ["confirm", "--title", "Quit", "--text", "Really quit?", "--parent", parent.handle],
                title: "Quit", by: parent)
            XCTAssertEqual(status, 0, "\(toolkit.program): \(errors)")
            XCTAssertFalse(errors.contains("without a parent"), "\(toolkit.program): \(errors)")
        }
    }

    /// The file chooser is GTK's own dialog behind a GtkFileChooserNative: parented all the same.
    func testTheFileChooserIsTransientForItToo() throws {
        for toolkit in toolkits {
            let parent = try ForeignWindow(toolkit.parent, title: "Viewer", environment: environment)
            defer { parent.close() }
            let (status, errors) = try showParented(
                toolkit, ["file", "--title", "Open", "--parent", parent.handle], title: "Open", by: parent,
                key: "Escape")
            XCTAssertEqual(status, 2, "closed: \(toolkit.program): \(errors)")
            XCTAssertFalse(errors.contains("without a parent"), "\(toolkit.program): \(errors)")
        }
    }

    /// zenity 3.44 honours `--attach` on X; zenity 4 ignores it, gtk4-dialogs honours it too.
    func testZenitysAttachIsTheParentOnBothToolkits() throws {
        try DisplayServer.requireX11("--attach takes an X11 window id")
        for toolkit in toolkits {
            let parent = try ForeignWindow(toolkit.parent, title: "Installer", environment: environment)
            defer { parent.close() }
            let (status, errors) = try showParented(
                toolkit, ["--question", "--title", "Install", "--attach", String(parent.xid ?? 0)],
                title: "Install", by: parent)
            XCTAssertEqual(status, 0, "\(toolkit.program): \(errors)")
            XCTAssertFalse(errors.contains("without a parent"), "\(toolkit.program): \(errors)")
        }
    }

    /// A window that is not there, or a handle of the other display server: one warning, and the
    /// dialog shows without a parent and answers.
    func testAHandleThatCannotBeUsedIsOneWarningAndTheDialogStillAnswers() throws {
        // An X11 id no client has on X (the server gives out ids far below it); on Wayland any X11 id.
        let handle = "x11:0x7ffffff"
        let expected =
            DisplayServer.isWayland
            ? "GtkDialogs: the parent x11:0x7ffffff is a window of X11, and this dialog is on Wayland: "
                + "showing it without a parent"
            : "GtkDialogs: there is no window x11:0x7ffffff: showing the dialog without a parent"
        for toolkit in toolkits {
            let (outcome, errors) = try runCommand(
                ProgramLocator.builtProduct(toolkit.program),
                ["input", "--title", "Name", "--parent", handle], keys: ["x", "Return"], title: "Name",
                environment: environment)
            XCTAssertEqual(outcome, CommandOutcome(status: 0, output: "x\n"), toolkit.program)
            XCTAssertEqual(
                errors.split(separator: "\n").filter { $0.contains("x11:0x7ffffff") }, [Substring(expected)],
                toolkit.program)
        }
    }

    /// A Wayland handle on X is one warning; so is one nobody exported, on Wayland (the
    /// compositor's `destroyed` for its import, which GTK keeps to itself, asked once more).
    func testAWaylandHandleNobodyExportedIsOneWarningAndTheDialogStillShows() throws {
        let expected =
            DisplayServer.isWayland
            ? ["GtkDialogs: there is no window wayland:nobody: showing the dialog without a parent"]
            : [
                "GtkDialogs: the parent wayland:nobody is a window of Wayland, and this dialog is on X11: "
                    + "showing it without a parent"
            ]
        for toolkit in toolkits {
            let (outcome, errors) = try runCommand(
                ProgramLocator.builtProduct(toolkit.program),
                ["alert", "--title", "Note", "--parent", "wayland:nobody"],
                keys: ["Return"], title: "Note", environment: environment)
            XCTAssertEqual(outcome.status, 10, "its first button: \(toolkit.program)")
            XCTAssertEqual(
                errors.split(separator: "\n").filter { $0.contains("wayland:nobody") }.map(String.init), expected,
                toolkit.program)
        }
    }

    /// zenity's --attach with a window that is not there: the same one warning, in both zenity modes.
    func testAttachOfAWindowThatIsNotThereIsOneWarning() throws {
        let expected =
            DisplayServer.isWayland
            ? "GtkDialogs: the parent x11:0x1092 is a window of X11, and this dialog is on Wayland: "
                + "showing it without a parent"
            : "GtkDialogs: there is no window x11:0x1092: showing the dialog without a parent"
        for toolkit in toolkits {
            let (outcome, errors) = try runCommand(
                ProgramLocator.builtProduct(toolkit.program), ["--info", "--title", "Done", "--attach", "4242"],
                keys: ["Return"], title: "Done", environment: environment)
            XCTAssertEqual(outcome.status, 0, toolkit.program)
            XCTAssertEqual(
                errors.split(separator: "\n").filter { $0.contains("0x1092") || $0.contains("attach") },
                [Substring(expected)], toolkit.program)
        }
    }

    /// A handle in neither form is refused before any window, naming the forms.
    func testAMalformedHandleIsAUsageError() throws {
        for toolkit in toolkits {
            let program = try LaunchedProgram(
                ProgramLocator.builtProduct(toolkit.program), arguments: ["alert", "--parent", "0x3a00007"],
                environment: LaunchedProgram.environmentWithoutExitCodeOverrides(environment))
            XCTAssertEqual(program.waitForExit(), 64, toolkit.program)
            XCTAssertEqual(
                program.errors,
                "\(toolkit.program): --parent: \"0x3a00007\" is not a window handle: give x11:0xXID, x11:XID "
                    + "(decimal) or wayland:HANDLE (see \(toolkit.program) alert --help)\n")
        }
    }
}
