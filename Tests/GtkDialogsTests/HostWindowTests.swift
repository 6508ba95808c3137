import CGtk
import CGtkBridge
import XCTest

@testable import DialogsCore
@testable import GtkDialogs

/// A host app's own windows: passed as raw pointers, or opened by `Dialogs.mainWindow`; and another
/// program's, named by its handle.
final class HostWindowTests: GUITestCase, @unchecked Sendable {
    func testAMainWindowParentsADialogPassedAsAnOpaquePointer() {
        onMain {
            guard let main = Dialogs.mainWindow(title: "Host main window") else { return XCTFail("no main window") }
            let widget = gd_widget(main.gtkWindow)!
            XCTAssertNotNil(window(titled: "Host main window"))
            let parent = ParentWindow(opaque: OpaquePointer(main.gtkWindow!))
            XCTAssertEqual(parent, main)
            let answers = Answers<AlertResponse>()
            Alert(title: "Child", buttons: ["OK"]).show(parent: parent) { answers.record($0) }
            guard let child = window(titled: "Child") else { return }
            XCTAssertEqual(
                gtk_window_get_transient_for(gd_window(child)).map { UnsafeMutableRawPointer($0) }, main.gtkWindow)
            gtk_widget_destroy(widget)  // destroy-with-parent ends the alert; the window's end quits run()
            spin(until: { !answers.all.isEmpty }, "the child's handler")
            XCTAssertEqual(answers.all, [.dismissed])
            XCTAssertTrue(Dialogs.quitRequested, "closing the main window ends Dialogs.run()")
        }
    }

    /// `ParentWindow(handle:)`: on X the dialog's WM_TRANSIENT_FOR (xprop) is the other program's
    /// window; under sway that window leaves fullscreen for it (Sway.fullscreenForItsDialog), which
    /// sway does only for a window whose xdg_toplevel parent it is.
    func testAHandleNamesAnotherProgramsWindowAsTheParent() throws {
        let parent = try ForeignWindow(.gtk3, title: "Other program")
        defer { parent.close() }
        let handle = try ParentWindow(handle: parent.handle)
        XCTAssertNil(handle.gtkWindow)
        try onMain {
            var undo = {}
            defer { undo() }
            if DisplayServer.isWayland {
                guard
                    let found = spinPolling(
                        "the other program's window",
                        { () throws -> Sway.Window? in
                            try Sway.windows().first { $0.title == "Other program" }
                        })
                else { return }
                undo = try Sway.fullscreenForItsDialog(found)
                _ = spinPolling("it fullscreen") { try Sway.windows().first { $0.id == found.id && $0.fullscreen } }
            }
            let answers = Answers<AlertResponse>()
            Alert(title: "Handled child", buttons: ["OK"]).show(parent: handle) { answers.record($0) }
            guard let child = window(titled: "Handled child") else { return }
            if DisplayServer.isWayland {
                XCTAssertNotNil(
                    spinPolling("the other program's window out of fullscreen for its dialog") {
                        try Sway.windows().first { $0.title == "Other program" && !$0.fullscreen }
                    })
                undo()
                undo = {}
            } else {
                let xid = UInt(gdk_x11_window_get_xid(gtk_widget_get_window(child)))
                XCTAssertEqual(try ForeignWindow.transientFor(xid), parent.xid, "WM_TRANSIENT_FOR")
            }
            press("Return", in: child)
            spin(until: { !answers.all.isEmpty }, "the child's handler")
            XCTAssertEqual(answers.all, [.button(0)])
        }
    }
}
