import CGtk
import CGtkBridge
import Foundation
import XCTest

@testable import DialogsCore
@testable import GtkDialogs

/// What differs on Wayland, pinned: the title shown once, parents, `--attach`, and which
/// display variables are enough. Each runs on both display servers where it can.
final class WaylandTests: GUITestCase, @unchecked Sendable {
    /// Every mapped label of `window`, its title bar included (an internal child).
    @MainActor
    private static func mappedLabelTexts(in widget: UnsafeMutablePointer<GtkWidget>) -> [String] {
        final class Found { var texts: [String] = [] }
        let found = Found()
        let visit: @convention(c) (UnsafeMutablePointer<GtkWidget>?, gpointer?) -> Void = { child, data in
            guard let child, let data else { return }
            let found = Unmanaged<Found>.fromOpaque(data).takeUnretainedValue()
            MainActor.assumeIsolated {
                if GUITestCase.isA(child, gtk_label_get_type()) && gtk_widget_get_mapped(child) != 0 {
                    found.texts.append(GUITestCase.labelText(child))
                }
                found.texts += WaylandTests.mappedLabelTexts(in: child)
            }
        }
        if isA(widget, gtk_container_get_type()) {
            withExtendedLifetime(found) {
                gtk_container_forall(gd_container(widget), visit, Unmanaged.passUnretained(found).toOpaque())
            }
        }
        return found.texts
    }

    func testTheTitleShowsOnceAsTheHeading() {
        onMain {
            Alert(title: "WLTest", message: "Your name:").show()
            TextPrompt(title: "WLPrompt", message: "Your name:").show { _ in }
            for title in ["WLTest", "WLPrompt"] {
                guard let window = window(titled: title) else { return }
                settleLayout(of: window)
                XCTAssertEqual(Self.mappedLabelTexts(in: window).filter { $0 == title }.count, 1, title)
                XCTAssertEqual(Self.accessibleName(window), title, "the window keeps its title")
            }
        }
    }

    /// In process, GTK holds the parent (transient, modal); on Wayland sway shows it holds it too
    /// (Sway.fullscreenForItsDialog). Where the dialog goes is the compositor's: sway 1.7 centres
    /// every new floating window on the output, GNOME's mutter a modal dialog on its parent.
    func testAParentWindowKeepsItsDialogModalAndTheCompositorKnowsTheParent() throws {
        try DisplayServer.require()
        try onMain {
            guard let main = Dialogs.mainWindow(title: "WL parent", width: 800, height: 600) else {
                return XCTFail("no main window")
            }
            guard let parentWidget = window(titled: "WL parent") else { return }
            var undo = {}
            defer {
                undo()
                gtk_widget_destroy(parentWidget)
                drainEvents()
                Dialogs.discardPendingQuit()
            }
            var parent: Sway.Window?
            if DisplayServer.isWayland, let found = swayWindow(parentWidget) {
                undo = try Sway.fullscreenForItsDialog(found)
                parent = spinPolling("the parent fullscreen") {
                    try Sway.windows().first { $0.id == found.id && $0.fullscreen }
                }
            }
            Alert(title: "WL child", buttons: ["OK"]).show(parent: main) { _ in }
            guard let child = window(titled: "WL child") else { return }
            XCTAssertEqual(
                gtk_window_get_transient_for(gd_window(child)).map { UnsafeMutableRawPointer($0) }, main.gtkWindow)
            XCTAssertNotEqual(gtk_window_get_modal(gd_window(child)), 0)
            if let parent {
                XCTAssertNotNil(
                    spinPolling("the parent out of fullscreen for its dialog") {
                        try Sway.windows().first { $0.id == parent.id && !$0.fullscreen }
                    })
                XCTAssertEqual(swayWindow(child)?.floating, true)
            }
        }
    }

    /// Runs gtk-dialogs with `arguments` in this environment changed by `changes` (nil removes).
    private func tool(_ arguments: [String], _ changes: [String: String?]) throws -> (Int32?, String) {
        var environment = LaunchedProgram.environmentWithoutExitCodeOverrides()
        for (name, value) in changes { environment[name] = value }
        let program = try LaunchedProgram(
            ProgramLocator.builtProduct("gtk-dialogs"), arguments: arguments, environment: environment)
        return (program.waitForExit(), program.errors)
    }

    /// `--attach` names an X11 window: on Wayland that is one warning in the display's words; on
    /// X a window that is not there is (ParentHandleTests parents dialogs by real windows).
    func testAttachOfAWindowItCannotUseIsOneWarningInTheDisplaysWords() throws {
        try DisplayServer.require()
        let (status, errors) = try tool(["--info", "--attach", "4242", "--timeout", "1"], [:])
        XCTAssertEqual(status, 5, "the dialog still shows and times out")
        let said = errors.split(separator: "\n").filter { $0.contains("x11:0x1092") }
        if DisplayServer.isWayland {
            XCTAssertEqual(
                said,
                [
                    "GtkDialogs: the parent x11:0x1092 is a window of X11, and this dialog is on Wayland: "
                        + "showing it without a parent"
                ])
        } else {
            XCTAssertEqual(said, ["GtkDialogs: there is no window x11:0x1092: showing the dialog without a parent"])
        }
    }

    func testWaylandDisplayAloneIsEnoughAndNoDisplayIsAClearError() throws {
        try DisplayServer.require()
        if DisplayServer.isWayland {
            let (status, errors) = try tool(["--info", "--timeout", "1"], ["DISPLAY": nil, "GDK_BACKEND": nil])
            XCTAssertEqual(status, 5, "WAYLAND_DISPLAY alone shows the dialog: \(errors)")
        }
        let (zenityStatus, zenityErrors) = try tool(
            ["--info", "--timeout", "1"], ["DISPLAY": nil, "WAYLAND_DISPLAY": nil])
        XCTAssertEqual(zenityStatus, 255, "zenity mode: ZENITY_ERROR, -1 (255)")
        XCTAssertTrue(zenityErrors.contains("DISPLAY") && zenityErrors.contains("WAYLAND_DISPLAY"), zenityErrors)
        XCTAssertEqual(zenityErrors.filter { $0 == "\n" }.count, 1, "one line: \(zenityErrors)")
        let (nativeStatus, _) = try tool(["alert", "--timeout", "1"], ["DISPLAY": nil, "WAYLAND_DISPLAY": nil])
        XCTAssertEqual(nativeStatus, 69, "native mode: no display is 69")
    }
}
